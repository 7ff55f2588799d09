// DES prose: profile, outlook, history and investment thesis, as plain-text paragraphs.
import { For, type JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { SectionHeader } from '../../components/SectionHeader';
import { TextBlock } from '../../components/TextBlock';
import { msg, t } from '../../i18n';

const TEXTS = [
  [msg('Company profile'), 'profile'],
  [msg('Outlook'), 'outlook'],
  [msg('History'), 'historical'],
  [msg('Investment case'), 'investment'],
] as const;

export function OverviewTexts(props: { share: Share }): JSX.Element {
  return (
    <div class="des-texts">
      <For each={TEXTS}>
        {([title, key]) => (
          <div class="des-block" role="group" aria-label={t(title)}>
            <SectionHeader title={t(title)} />
            <TextBlock text={props.share[key]} label={t(title)} />
          </div>
        )}
      </For>
    </div>
  );
}
