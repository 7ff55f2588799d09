// The calendar's filters, everything /v1/events accepts (text, date range, categories, zones) plus
// importance toggles, applied to the cached events so they work offline as well.
import type { CalendarEvent } from '../../../src-main/ipc/contract';
import type { CalendarFilter } from '../../../src-main/ipc/contract';
import { addDays } from '../format/days';
import { msg } from '../i18n';
import { categoryOf, periodOf } from './event-words';
import type { PlacedEvent } from './event-time';

/** The spec's category table (id, the service's label); shown by `categoryName` in the UI language. */
export const CATEGORIES: readonly { id: number; label: string }[] = [
  { id: 1, label: 'emploi' },
  { id: 2, label: 'inflation' },
  { id: 3, label: 'banques centrales' },
  { id: 4, label: 'balance' },
  { id: 5, label: 'activité économique' },
  { id: 6, label: 'crédit' },
  { id: 7, label: 'index de confiance' },
  { id: 8, label: 'obligation' },
  { id: 9, label: 'ferié' },
];

export type RangeKind = CalendarFilter['range'];
/** Shown through `t`. */
export const RANGE_LABELS: Record<RangeKind, string> = {
  all: msg('All dates'),
  today: msg('Today'),
  'this-week': msg('This week'),
  'next-week': msg('Next week'),
  custom: msg('Dates'),
};

/** Monday of the week of `day` (weeks start on Monday, as markets count them). */
function monday(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days a filter covers, inclusive; null ends are open. */
export function dayRange(filter: CalendarFilter, today: string): { from: string | null; to: string | null } {
  switch (filter.range) {
    case 'all':
      return { from: null, to: null };
    case 'today':
      return { from: today, to: today };
    case 'this-week':
      return { from: monday(today), to: addDays(monday(today), 6) };
    case 'next-week':
      return { from: addDays(monday(today), 7), to: addDays(monday(today), 13) };
    case 'custom':
      return { from: filter.from, to: filter.to };
  }
}

/** Open ends of a custom range, as days the cache can compare with. */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/**
 * The days of events to read from the cache for a filter (null: the whole calendar). The cache keeps
 * an event under its own day and the filter looks at the display zone's, at most a day apart: a day
 * of margin each side, and `applyFilter` keeps the exact range.
 */
export function daysToRead(filter: CalendarFilter, today: string): { from: string; to: string } | null {
  const { from, to } = dayRange(filter, today);
  if (from === null && to === null) return null;
  return { from: from === null ? FIRST_DAY : addDays(from, -1), to: to === null ? LAST_DAY : addDays(to, 1) };
}

function matchesText(event: CalendarEvent, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const hay = [
    event.title,
    event.period,
    event.zone?.code,
    event.zone?.name,
    event.zone?.currency,
    event.category?.label,
    categoryOf(event),
    periodOf(event),
    event.source?.name,
  ]
    .join(' ')
    .toLocaleLowerCase();
  return terms.every((t) => hay.includes(t));
}

export function applyFilter<P extends PlacedEvent>(placed: readonly P[], filter: CalendarFilter, today: string): P[] {
  const { from, to } = dayRange(filter, today);
  const terms = filter.text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const categories = new Set(filter.categories);
  const zones = new Set(filter.zones);
  const levels = new Set(filter.importance);
  return placed.filter((p) => {
    const e = p.event;
    if (p.day === null || (from && p.day < from) || (to && p.day > to)) return false;
    if (categories.size && !categories.has(e.category?.id ?? -1)) return false;
    if (zones.size && !zones.has(e.zone?.code ?? '')) return false;
    if (!e.importance || !levels.has(e.importance)) return false;
    return matchesText(e, terms);
  });
}

/** Zone codes present in the events and those `selected`, sorted, for the zone picker. */
export function zonesOf(
  events: readonly CalendarEvent[],
  selected: readonly string[] = [],
): { code: string; name: string; currency: string }[] {
  const byCode = new Map<string, { code: string; name: string; currency: string }>();
  for (const e of events)
    if (e.zone?.code && !byCode.has(e.zone.code))
      byCode.set(e.zone.code, { code: e.zone.code, name: e.zone.name ?? '', currency: e.zone.currency ?? '' });
  for (const code of selected) if (!byCode.has(code)) byCode.set(code, { code, name: '', currency: '' });
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}
