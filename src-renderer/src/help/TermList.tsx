// A list of terms and what they mean (keys, figures, status-bar cells), wrapping like prose.
import { For, type JSX } from 'solid-js';
import './help.css';

export function TermList(props: { label: string; terms: readonly { term: string; meaning: string }[]; keys?: boolean }): JSX.Element {
  return (
    <dl class="term-list" aria-label={props.label}>
      <For each={props.terms}>
        {(item) => (
          <div class="term">
            <dt>{props.keys ? <kbd>{item.term}</kbd> : item.term}</dt>
            <dd>{item.meaning}</dd>
          </div>
        )}
      </For>
    </dl>
  );
}
