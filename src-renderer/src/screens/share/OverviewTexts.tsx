// DES prose: profile, outlook, history and investment thesis, as plain-text paragraphs.
import { For, type JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { SectionHeader } from '../../components/SectionHeader';
import { TextBlock } from '../../components/TextBlock';

const TEXTS = [
  ['Company profile', 'profile'],
  ['Outlook', 'outlook'],
  ['History', 'historical'],
  ['Investment case', 'investment'],
] as const;

export function OverviewTexts(props: { share: Share }): JSX.Element {
  return (
    <div class="des-texts">
      <For each={TEXTS}>
        {([title, key]) => (
          <div class="des-block" role="group" aria-label={title}>
            <SectionHeader title={title} />
            <TextBlock text={props.share[key]} label={title} />
          </div>
        )}
      </For>
    </div>
  );
}
