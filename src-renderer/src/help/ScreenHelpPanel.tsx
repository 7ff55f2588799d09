// One screen's help: what it shows, its keys (from the key map) and what its figures mean.
import { type JSX } from 'solid-js';
import type { FunctionCode } from '../commands/functions';
import { screenHelp } from './screen-help';
import { TermList } from './TermList';

export function ScreenHelpPanel(props: { code: FunctionCode }): JSX.Element {
  const help = () => screenHelp(props.code);
  return (
    <div class="screen-help" tabindex="-1" data-autofocus>
      <p class="help-intro">
        <strong>{help().code}</strong> — {help().title}: {help().description}.
      </p>
      <section class="help-section">
        <h3>Keys</h3>
        <TermList
          label={`${help().code} keys`}
          keys
          terms={[
            ...help().keys.map((k) => ({ term: k.keys, meaning: k.description })),
            { term: 'F1  Esc', meaning: 'Close this help' },
            { term: '?', meaning: 'Every function and key, and what the status bar says' },
          ]}
        />
      </section>
      <section class="help-section">
        <h3>Figures</h3>
        <TermList label={`${help().code} figures`} terms={help().figures} />
      </section>
    </div>
  );
}
