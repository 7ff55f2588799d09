// The 1M … MAX buttons of the price screens, each with the digit key that picks it.
import { For, type JSX } from 'solid-js';
import { RANGE_KEYS, type RangeKey } from '../chart/ranges';
import './price-screens.css';

export function RangeBar(props: { value: RangeKey | null; onSelect: (range: RangeKey) => void }): JSX.Element {
  return (
    <div class="range-bar" role="group" aria-label="Range">
      <For each={RANGE_KEYS}>
        {(range, i) => (
          <button
            type="button"
            class="range-button"
            classList={{ active: props.value === range }}
            aria-pressed={props.value === range}
            title={`${range} (key ${i() + 1})`}
            tabindex="-1"
            onClick={() => props.onSelect(range)}
          >
            <span class="key-hint" aria-hidden="true">
              {i() + 1}
            </span>
            {range}
          </button>
        )}
      </For>
    </div>
  );
}

/** A two-state (or more) switch shown as its current state, with its key. */
export function StateButton(props: { label: string; state: string; keyHint: string; active?: boolean; onToggle: () => void }): JSX.Element {
  return (
    <button
      type="button"
      class="state-button"
      classList={{ active: props.active === true }}
      title={`${props.label} (key ${props.keyHint})`}
      tabindex="-1"
      onClick={() => props.onToggle()}
    >
      <span class="key-hint" aria-hidden="true">
        {props.keyHint}
      </span>
      <span class="state-label">{props.label}</span> <span class="state-value">{props.state}</span>
    </button>
  );
}
