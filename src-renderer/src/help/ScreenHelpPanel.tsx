// One screen's help: what it shows, its keys (from the key map) and what its figures mean.
import { type JSX } from 'solid-js';
import type { FunctionCode } from '../commands/functions';
import { msg, t } from '../i18n';
import { screenHelp } from './screen-help';
import { TermList } from './TermList';

export function ScreenHelpPanel(props: { code: FunctionCode }): JSX.Element {
  const help = () => screenHelp(props.code);
  return (
    <div class="screen-help" tabindex="-1" data-autofocus>
      <p class="help-intro">
        <strong>{help().code}</strong> — {t('{title}: {description}.', { title: t(help().title), description: t(help().description) })}
      </p>
      <section class="help-section">
        <h3>{t('Keys')}</h3>
        <TermList
          label={t('{code} keys', { code: help().code })}
          keys
          terms={[
            ...help().keys.map((k) => ({ term: k.keys, meaning: k.description })),
            { term: 'F1  Esc', meaning: msg('Close this help') },
            { term: '?', meaning: msg('Every function and key, and what the status bar says') },
          ]}
        />
      </section>
      <section class="help-section">
        <h3>{t('Figures')}</h3>
        <TermList label={t('{code} figures', { code: help().code })} terms={help().figures} />
      </section>
    </div>
  );
}
