// The 1M … MAX buttons of the price screens, each with the digit key that picks it. The chosen
// range is lit only while the chart shows all of it: after a zoom or a pan it is outlined instead
// (what is loaded), and choosing it again fits it back.
import { For, type JSX } from 'solid-js';
import { RANGE_KEYS, type RangeKey } from '../chart/ranges';
import '../styles/chart-screens.css';
import { t } from '../i18n';

export function RangeBar(props: { value: RangeKey | null; whole?: boolean; onSelect: (range: RangeKey) => void }): JSX.Element {
  const lit = (range: RangeKey) => props.value === range && props.whole !== false;
  return (
    <div class="range-bar" role="group" aria-label={t('Range')}>
      <For each={RANGE_KEYS}>
        {(range, i) => (
          <button
            type="button"
            class="range-button"
            classList={{ active: lit(range), loaded: props.value === range && !lit(range) }}
            aria-pressed={lit(range)}
            title={
              props.value === range && !lit(range)
                ? t('{range}, zoomed: key {key} fits it again', { range, key: i() + 1 })
                : t('{range} (key {key})', { range, key: i() + 1 })
            }
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
export function StateButton(props: {
  label: string;
  state: string;
  keyHint: string;
  active?: boolean;
  /** What the state means, when the label and key do not say it all. */
  title?: string;
  onToggle: () => void;
}): JSX.Element {
  return (
    <button
      type="button"
      class="state-button"
      classList={{ active: props.active === true }}
      title={props.title ?? t('{label} (key {key})', { label: props.label, key: props.keyHint })}
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
