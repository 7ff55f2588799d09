// Label/value pairs in aligned columns: the body of identity and quote blocks.
import { For, Show, type JSX } from 'solid-js';
import type { ChangeRow } from '../data/change-values';
import { EM_DASH } from '../format';
import { ChangeMark } from './ChangeMark';
import './panels.css';

export interface Fact {
  label: string;
  /** Text to show; null, undefined or blank shows "—". Ignored when `node` is given. */
  value?: string | null;
  /** Rich content (a button, a copy action) instead of plain text. */
  node?: JSX.Element;
  /** Green/red by sign. */
  tone?: 'up' | 'down' | 'flat' | null;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** Tooltip on the value (e.g. the full text of a truncated one). */
  title?: string;
  /** What the latest sync changed in this fact's field: a dot with before → after beside the label. */
  change?: Pick<ChangeRow, 'before' | 'after'>;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** `columns` (1 or 2) lays the pairs out in that many label/value column pairs. */
export function FactsGrid(props: { facts: readonly Fact[]; columns?: 1 | 2; label?: string }): JSX.Element {
  return (
    <dl class="facts-grid" classList={{ 'facts-grid-2': props.columns === 2 }} aria-label={props.label}>
      <For each={props.facts}>
        {(fact) => (
          <div class="fact">
            <dt>
              {fact.label}
              <Show when={fact.change}>{(change) => <ChangeMark change={change()} />}</Show>
            </dt>
            <dd
              classList={{
                numeric: fact.numeric === true,
                up: fact.tone === 'up',
                down: fact.tone === 'down',
                absent: fact.node === undefined && !present(fact.value),
              }}
              title={fact.title ?? (present(fact.value) ? fact.value : undefined)}
            >
              {fact.node ?? (present(fact.value) ? fact.value : EM_DASH)}
            </dd>
          </div>
        )}
      </For>
    </dl>
  );
}
