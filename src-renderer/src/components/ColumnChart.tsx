// Vertical bars over a zero line (e.g. net profit by fiscal year): green above, red below, the
// value over each bar and its label under it. Plain DOM: a few bars need no chart library.
import { For, Show, type JSX } from 'solid-js';
import './panels.css';

export interface ColumnDatum {
  label: string;
  value: number | null;
  /** The value as shown over the bar. */
  text: string;
}

export function ColumnChart(props: { data: readonly ColumnDatum[]; label: string }): JSX.Element {
  const values = () => props.data.map((d) => d.value).filter((v): v is number => v !== null && Number.isFinite(v));
  const maxUp = () => Math.max(0, ...values());
  const maxDown = () => Math.max(0, ...values().map((v) => -v));
  // Height share of the plot above and below zero, so bars on both sides use one scale.
  const span = () => maxUp() + maxDown() || 1;
  const barHeight = (value: number | null, max: number) => (value === null || max === 0 ? 0 : (Math.abs(value) / max) * 100);
  return (
    <figure class="column-chart" aria-label={props.label}>
      <div class="cc-columns" style={{ 'grid-template-columns': `repeat(${Math.max(1, props.data.length)}, minmax(28px, 1fr))` }}>
        <For each={props.data}>
          {(datum) => {
            const up = () => datum.value !== null && datum.value >= 0;
            return (
              <div class="cc-column" title={`${datum.label}: ${datum.text}`}>
                <span class="cc-value" classList={{ up: up(), down: datum.value !== null && !up(), absent: datum.value === null }}>
                  {datum.text}
                </span>
                <div class="cc-plot">
                  <div class="cc-above" style={{ 'flex-grow': `${maxUp() / span()}` }}>
                    <Show when={up()}>
                      <div class="cc-bar up-bar" style={{ height: `${barHeight(datum.value, maxUp())}%` }} />
                    </Show>
                  </div>
                  <div class="cc-below" style={{ 'flex-grow': `${maxDown() / span()}` }}>
                    <Show when={datum.value !== null && !up()}>
                      <div class="cc-bar down-bar" style={{ height: `${barHeight(datum.value, maxDown())}%` }} />
                    </Show>
                  </div>
                </div>
                <span class="cc-label">{datum.label}</span>
              </div>
            );
          }}
        </For>
      </div>
    </figure>
  );
}
