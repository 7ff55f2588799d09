// Vertical bars over a zero line (e.g. net profit by fiscal year): green above, red below, the
// value over each bar and its label under it. Plain DOM: a few bars need no chart library.
// Narrow bars never show a cut number: each text falls back to a shorter writing that fits, or to
// none (the value stays in the column's tooltip and the screen's table).
import { createEffect, createSignal, For, on, onCleanup, onMount, Show, type JSX } from 'solid-js';
import { fitText } from './fit-text';
import { canvasMeasure } from './text-measure';
import './panels.css';

export interface ColumnDatum {
  label: string;
  value: number | null;
  /** The value as shown over the bar. */
  text: string;
  /** Shorter writings of the value (e.g. rounded), longest first, for bars too narrow for `text`. */
  shorter?: readonly string[];
  /** A shorter label (e.g. "'19" for 2019) for bars too narrow for `label`. */
  shortLabel?: string;
}

export function ColumnChart(props: { data: readonly ColumnDatum[]; label: string }): JSX.Element {
  const values = () => props.data.map((d) => d.value).filter((v): v is number => v !== null && Number.isFinite(v));
  const maxUp = () => Math.max(0, ...values());
  const maxDown = () => Math.max(0, ...values().map((v) => -v));
  // Height share of the plot above and below zero, so bars on both sides use one scale.
  const span = () => maxUp() + maxDown() || 1;
  const barHeight = (value: number | null, max: number) => (value === null || max === 0 ? 0 : (Math.abs(value) / max) * 100);
  // The width of one column and the font its texts use, measured; until then the full texts show.
  const [room, setRoom] = createSignal<{ width: number; font: string } | null>(null);
  let grid: HTMLDivElement | undefined;
  const measure = () => {
    const column = grid?.firstElementChild;
    const text = column?.firstElementChild;
    if (!(column instanceof HTMLElement) || !(text instanceof HTMLElement)) return;
    // Built from the longhands: the computed `font` shorthand is empty when a font-variant is set.
    const style = getComputedStyle(text);
    setRoom({ width: column.clientWidth, font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}` });
  };
  onMount(() => {
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    // Measured before the web font has loaded, the fallback font's widths would be wrong.
    void document.fonts.ready.then(measure);
    onCleanup(() => observer.disconnect());
  });
  // Data that lands after mount changes the column count but not the chart's size.
  createEffect(on(() => props.data.length, measure, { defer: true }));
  const fit = (candidates: readonly string[]) => {
    const r = room();
    return r ? fitText(candidates, r.width, canvasMeasure(r.font)) : (candidates[0] ?? '');
  };
  return (
    <figure class="column-chart" aria-label={props.label}>
      {/* minmax(0, …): every column stays on screen however narrow; the texts fit themselves. */}
      <div ref={grid} class="cc-columns" style={{ 'grid-template-columns': `repeat(${Math.max(1, props.data.length)}, minmax(0, 1fr))` }}>
        <For each={props.data}>
          {(datum) => {
            const up = () => datum.value !== null && datum.value >= 0;
            return (
              <div class="cc-column" title={`${datum.label}: ${datum.text}`}>
                <span class="cc-value" classList={{ up: up(), down: datum.value !== null && !up(), absent: datum.value === null }}>
                  {fit([datum.text, ...(datum.shorter ?? [])])}
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
                <span class="cc-label">{fit(datum.shortLabel ? [datum.label, datum.shortLabel] : [datum.label])}</span>
              </div>
            );
          }}
        </For>
      </div>
    </figure>
  );
}
