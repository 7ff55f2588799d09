// The line over the chart: date, open/high/low/close, variation, volume and the shown averages of
// the bar under the crosshair (or the last bar), and the events of that day.
import { For, Show, type JSX } from 'solid-js';
import { formatCompact, formatSignedPercent, signClass } from '../../format';
import type { PlacedEvent } from '../../chart/events';
import type { LegendModel } from '../../chart/legend';

export function ChartLegend(props: { model: LegendModel | null; price: (value: number | null) => string; locale: string }): JSX.Element {
  return (
    <Show when={props.model}>
      {(m) => (
        <div class="chart-legend" aria-label="Chart legend" aria-live="off">
          <div class="legend-line">
            <span class="legend-date" classList={{ hovered: m().hovered }}>
              {m().bar.time}
            </span>
            <Field label="O" value={props.price(m().bar.open)} />
            <Field label="H" value={props.price(m().bar.high)} />
            <Field label="L" value={props.price(m().bar.low)} />
            <Field label="C" value={props.price(m().bar.close)} />
            <span class={`legend-variation ${signClass(m().bar.variation, 4)}`} title="Variation on the previous close">
              {formatSignedPercent(m().bar.variation, { locale: props.locale })}
            </span>
            <Field label="Vol" value={formatCompact(m().bar.volume, { locale: props.locale })} />
            <For each={m().averages}>
              {(a, k) => <Field label={`MA${a.window}`} value={props.price(a.value)} class={`ma-${k() + 1}`} />}
            </For>
          </div>
          <For each={m().events}>
            {(event) => (
              <div class={`legend-event ${event.kind}`}>
                <span class="legend-event-mark" aria-hidden="true" />
                {event.text}
                <Show when={event.day !== event.time}>
                  <span class="muted"> ({event.day})</span>
                </Show>
              </div>
            )}
          </For>
        </div>
      )}
    </Show>
  );
}

/** What the chart's E and D markers stand for, for the kinds the range has. */
export function MarkerKey(props: { events: readonly PlacedEvent[] }): JSX.Element {
  const has = (kind: PlacedEvent['kind']) => props.events.some((e) => e.kind === kind);
  return (
    <Show when={props.events.length > 0}>
      <span class="marker-key" aria-label="Chart markers">
        <Show when={has('diary')}>
          <span class="marker-key-item diary">
            <span class="legend-event-mark" aria-hidden="true" />E company event
          </span>
        </Show>
        <Show when={has('dividend')}>
          <span class="marker-key-item dividend">
            <span class="legend-event-mark" aria-hidden="true" />D dividend
          </span>
        </Show>
      </span>
    </Show>
  );
}

function Field(props: { label: string; value: string; class?: string }): JSX.Element {
  return (
    <span class="legend-field">
      <span class={`legend-key ${props.class ?? ''}`}>{props.label}</span> <span class="legend-value">{props.value}</span>
    </span>
  );
}
