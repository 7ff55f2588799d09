// A list of terms and what they mean (keys, figures, status-bar cells), wrapping like prose, in the
// UI language: the terms come marked for translation (msg), and a key's name reads the same in any.
import { For, type JSX } from 'solid-js';
import { t } from '../i18n';
import type { Term } from './glossary';
import './help.css';

export function TermList(props: { label: string; terms: readonly Term[]; keys?: boolean }): JSX.Element {
  return (
    <dl class="term-list" aria-label={props.label}>
      <For each={props.terms}>
        {(item) => (
          <div class="term">
            <dt>{props.keys ? <kbd>{t(item.term)}</kbd> : t(item.term)}</dt>
            <dd>{t(item.meaning, item.params)}</dd>
          </div>
        )}
      </For>
    </dl>
  );
}
