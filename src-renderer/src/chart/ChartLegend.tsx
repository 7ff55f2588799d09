// The line over a chart (GP, NAV): the day of the point under the crosshair (or the last one), its
// figures, its studies (a click on one's name edits it, × removes it) and the events of that day;
// and the key to GP's event markers.
import { For, Index, Show, type JSX } from 'solid-js';
import { formatDate } from '../format';
import { t } from '../i18n';
import type { PlacedEvent } from './events';
import type { LegendItem, LegendLine, LegendStudy } from './legend';

/** What a click on a study in the legend asks for. */
export type StudyAction = (spec: string, action: 'edit' | 'remove') => void;

export function ChartLegend(props: { line: LegendLine | null; onStudy?: StudyAction }): JSX.Element {
  return (
    <Show when={props.line}>
      {(line) => (
        <div class="chart-legend" aria-label={t('Chart legend')} aria-live="off">
          <div class="legend-line">
            <span class="legend-date" classList={{ hovered: line().hovered }}>
              {formatDate(line().time)}
            </span>
            {/* By position: the figures are updated in place as the crosshair moves. */}
            <Index each={line().items}>{(item) => <Item item={item()} />}</Index>
          </div>
          <Show when={line().studies?.length}>
            <div class="legend-studies" aria-label={t('Studies')}>
              <Index each={line().studies}>{(study) => <Study study={study()} onStudy={props.onStudy} />}</Index>
            </div>
          </Show>
          <For each={line().events}>
            {(event) => (
              <div class={`legend-event ${event.kind}`}>
                <span class="legend-event-mark" aria-hidden="true" />
                {event.text}
                <Show when={event.day !== line().time}>
                  <span class="muted"> ({formatDate(event.day)})</span>
                </Show>
              </div>
            )}
          </For>
        </div>
      )}
    </Show>
  );
}

function Item(props: { item: LegendItem }): JSX.Element {
  const change = () => ('change' in props.item ? props.item : null);
  const field = () => ('label' in props.item ? props.item : null);
  return (
    <Show when={change()} fallback={<Field label={field()?.label ?? ''} value={field()?.value ?? ''} class={field()?.class} />}>
      {(c) => (
        <span class={`legend-variation ${c().sign}`} title={c().title}>
          {c().change}
        </span>
      )}
    </Show>
  );
}

function Study(props: { study: LegendStudy; onStudy: StudyAction | undefined }): JSX.Element {
  return (
    <span class={`legend-study study-${props.study.color}`} classList={{ selected: props.study.selected }} data-spec={props.study.spec}>
      <button
        type="button"
        tabindex="-1"
        class="legend-study-name"
        title={t('Edit the study')}
        onClick={() => props.onStudy?.(props.study.spec, 'edit')}
      >
        {props.study.label}
      </button>{' '}
      <span class="legend-study-values">{props.study.values}</span>
      <button
        type="button"
        tabindex="-1"
        class="legend-study-remove"
        title={t('Remove the study')}
        aria-label={t('Remove {study}', { study: props.study.label })}
        onClick={() => props.onStudy?.(props.study.spec, 'remove')}
      >
        ×
      </button>
    </span>
  );
}

function Field(props: { label: string; value: string; class: string | undefined }): JSX.Element {
  return (
    <span class="legend-field">
      <span class={`legend-key ${props.class ?? ''}`}>{props.label}</span> <span class="legend-value">{props.value}</span>
    </span>
  );
}

/** What the chart's E and D markers stand for, for the kinds the range has. */
export function MarkerKey(props: { events: readonly PlacedEvent[] }): JSX.Element {
  const has = (kind: PlacedEvent['kind']) => props.events.some((e) => e.kind === kind);
  return (
    <Show when={props.events.length > 0}>
      <span class="marker-key" aria-label={t('Chart markers')}>
        <Show when={has('diary')}>
          <span class="marker-key-item diary">
            <span class="legend-event-mark" aria-hidden="true" />
            {t('E company event')}
          </span>
        </Show>
        <Show when={has('dividend')}>
          <span class="marker-key-item dividend">
            <span class="legend-event-mark" aria-hidden="true" />
            {t('D dividend')}
          </span>
        </Show>
      </span>
    </Show>
  );
}
