// One horizontal bar split into labelled parts (e.g. holders' share of capital), with a legend.
import { For, Show, type JSX } from 'solid-js';
import './panels.css';

export interface BarSegment {
  label: string;
  value: number;
  /** The value as shown (e.g. "63.69%"). */
  text: string;
  /** The remainder ("free float / other"): drawn in a neutral colour, after the coloured parts. */
  rest?: boolean;
}

/** Parts narrower than this (% of the bar) carry no label inside: the legend names them. */
const MIN_LABELLED = 9;
const PALETTE_SIZE = 8;

export function StackedBar(props: { segments: readonly BarSegment[]; label: string; total?: number }): JSX.Element {
  const total = () => props.total ?? props.segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const width = (segment: BarSegment) => (total() > 0 ? (Math.max(0, segment.value) / total()) * 100 : 0);
  const colour = (segment: BarSegment, index: number) => (segment.rest ? 'sb-rest' : `sb-c${index % PALETTE_SIZE}`);
  return (
    <figure class="stacked-bar" aria-label={props.label}>
      <div class="sb-track" role="img" aria-label={props.segments.map((s) => `${s.label} ${s.text}`).join(', ')}>
        <For each={props.segments}>
          {(segment, i) => (
            <div
              class={`sb-part ${colour(segment, i())}`}
              style={{ width: `${width(segment)}%` }}
              title={`${segment.label}: ${segment.text}`}
            >
              <Show when={width(segment) >= MIN_LABELLED}>{segment.text}</Show>
            </div>
          )}
        </For>
      </div>
      <figcaption>
        <ul class="sb-legend">
          <For each={props.segments}>
            {(segment, i) => (
              <li>
                <span class={`sb-swatch ${colour(segment, i())}`} aria-hidden="true" />
                <span class="sb-name">{segment.label}</span>
                <span class="sb-value">{segment.text}</span>
              </li>
            )}
          </For>
        </ul>
      </figcaption>
    </figure>
  );
}
