// The calendar's filters: a one-line summary, and (Alt+F) a panel of toggles for everything
// /v1/events accepts — text, date range, categories, zones — and importance. Esc goes back to
// the table. Every change is stored at once (the filters persist).
import { For, Show, type JSX } from 'solid-js';
import type { Importance } from '../../../../src-main/ipc/contract';
import type { CalendarFilter } from '../../../../src-main/ipc/contract';
import { CATEGORIES, RANGE_LABELS, type RangeKind } from '../../calendar/filters';
import { categoryName } from '../../calendar/event-words';
import { importanceWord } from '../../calendar/importance';
import { t } from '../../i18n';
import { DayInput } from '../../components/DayInput';
import { rovingRow } from '../../components/roving';

const LEVELS: readonly Importance[] = ['HIGH', 'MEDIUM', 'LOW', 'HOLIDAY'];
const RANGES: readonly RangeKind[] = ['today', 'this-week', 'next-week', 'all', 'custom'];

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function filterSummary(filter: CalendarFilter, range: { from: string | null; to: string | null }): string {
  const parts = [
    filter.range === 'custom' || filter.range === 'all' ? `${range.from ?? '…'} → ${range.to ?? '…'}` : t(RANGE_LABELS[filter.range]),
  ];
  parts.push(
    filter.importance.length === 4
      ? t('all importance')
      : filter.importance.length
        ? filter.importance.map(importanceWord).join('+')
        : t('no importance level'),
  );
  parts.push(filter.zones.length ? filter.zones.join(' ') : t('all zones'));
  parts.push(
    filter.categories.length
      ? CATEGORIES.filter((c) => filter.categories.includes(c.id))
          .map(categoryName)
          .join(', ')
      : t('all categories'),
  );
  if (filter.text.trim()) parts.push(`“${filter.text.trim()}”`);
  return parts.join(' · ');
}

/**
 * A zone chip's tooltip. The chips are keyed by code (a string): the zones are re-read with every
 * filter change, and a chip made anew for each read would take the focus with it.
 */
function zoneTitle(zones: CalendarFilterBarProps['zones'], code: string): string {
  const zone = zones.find((z) => z.code === code);
  return zone?.name ? `${zone.name} (${zone.currency})` : t('{code}: no events in this range', { code });
}

/** A toggle button (aria-pressed): Space or Enter flips it. */
function Chip(props: { label: string; pressed: boolean; onClick: () => void; title?: string }): JSX.Element {
  return (
    <button type="button" class="cal-chip" aria-pressed={props.pressed} title={props.title} onClick={() => props.onClick()}>
      {props.label}
    </button>
  );
}

export interface CalendarFilterBarProps {
  filter: CalendarFilter;
  onChange(filter: CalendarFilter): void;
  zones: readonly { code: string; name: string; currency: string }[];
  range: { from: string | null; to: string | null };
  open: boolean;
  /** Leave the panel (Esc): back to the table. */
  onClose(): void;
  panelRef?: (el: HTMLElement) => void;
}

export function CalendarFilterBar(props: CalendarFilterBarProps): JSX.Element {
  const set = (patch: Partial<CalendarFilter>) => props.onChange({ ...props.filter, ...patch });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      props.onClose();
    } else if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      e.stopPropagation();
      props.onClose();
    }
  };
  return (
    <div class="cal-filters">
      <p class="cal-filter-summary">
        <span class="cal-key">Alt+F</span> <span class="muted">{t('Filters:')}</span> {filterSummary(props.filter, props.range)}
      </p>
      <Show when={props.open}>
        <div
          ref={(el) => props.panelRef?.(el)}
          class="cal-filter-panel"
          role="group"
          aria-label={t('Calendar filters')}
          onKeyDown={onKeyDown}
        >
          <label class="cal-field">
            <span>{t('Text')}</span>
            <input
              type="search"
              value={props.filter.text}
              maxlength={100}
              spellcheck={false}
              aria-label={t('Search events')}
              onInput={(e) => set({ text: e.currentTarget.value })}
            />
          </label>
          <div class="cal-row" role="group" aria-label={t('Dates')}>
            <span class="cal-row-name">{t('Dates')}</span>
            <div class="cal-chips" ref={rovingRow}>
              <For each={RANGES}>
                {(r) => <Chip label={t(RANGE_LABELS[r])} pressed={props.filter.range === r} onClick={() => set({ range: r })} />}
              </For>
            </div>
            <DayInput aria-label={t('From day')} value={props.filter.from} onDay={(from) => set({ range: 'custom', from })} />
            <DayInput aria-label={t('To day')} value={props.filter.to} onDay={(to) => set({ range: 'custom', to })} />
          </div>
          <div class="cal-row" role="group" aria-label={t('Importance')}>
            <div class="cal-chips" ref={rovingRow}>
              <span class="cal-row-name">{t('Importance')}</span>
              <For each={LEVELS}>
                {(level) => (
                  <Chip
                    label={importanceWord(level)}
                    pressed={props.filter.importance.includes(level)}
                    onClick={() => set({ importance: toggled(props.filter.importance, level) })}
                  />
                )}
              </For>
            </div>
          </div>
          <div class="cal-row" role="group" aria-label={t('Categories')}>
            <div class="cal-chips" ref={rovingRow}>
              <span class="cal-row-name">{t('Categories')}</span>
              <Chip label={t('all')} pressed={props.filter.categories.length === 0} onClick={() => set({ categories: [] })} />
              <For each={CATEGORIES}>
                {(c) => (
                  <Chip
                    label={categoryName(c)}
                    pressed={props.filter.categories.includes(c.id)}
                    onClick={() => set({ categories: toggled(props.filter.categories, c.id) })}
                  />
                )}
              </For>
            </div>
          </div>
          <div class="cal-row" role="group" aria-label={t('Zones')}>
            <div class="cal-chips" ref={rovingRow}>
              <span class="cal-row-name">{t('Zones')}</span>
              <Chip label={t('all')} pressed={props.filter.zones.length === 0} onClick={() => set({ zones: [] })} />
              <For each={props.zones.map((z) => z.code)}>
                {(code) => (
                  <Chip
                    label={code}
                    title={zoneTitle(props.zones, code)}
                    pressed={props.filter.zones.includes(code)}
                    onClick={() => set({ zones: toggled(props.filter.zones, code) })}
                  />
                )}
              </For>
            </div>
          </div>
          <p class="muted cal-hint">{t('Tab moves between rows · ←→ within a row · Space toggles · Esc back to the events')}</p>
        </div>
      </Show>
    </div>
  );
}
