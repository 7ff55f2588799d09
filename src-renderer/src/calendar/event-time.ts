// Where an event sits in the display zone: its day and time there, or its own date when it has no
// hour (holidays and date-only releases are days, not instants, so they never move across zones).
import type { CalendarEvent } from '../../../src-main/ipc/contract';
import { formatTime } from '../format';
import { dayOf } from '../format/days';
import { t } from '../i18n';
import { instantOf, SOURCE_TIME_ZONE, wallClock, zoneFor, type DisplayZone } from './time-zones';

/** An event that can be referred to: the cache keys events by id, so a record without one is skipped. */
export type KeyedEvent = CalendarEvent & { id: number };

export function hasId(event: CalendarEvent): event is KeyedEvent {
  return event.id !== null;
}

export interface PlacedEvent<E extends CalendarEvent = KeyedEvent> {
  event: E;
  /** Day in the display zone ("YYYY-MM-DD"); null when the event has no usable date. */
  day: string | null;
  /** "HH:MM" in the display zone; null for all-day events. */
  time: string | null;
  /** The release instant (ms); null for all-day events. */
  at: number | null;
  /** The IANA zone the time is shown in. */
  zone: string;
}

export function placeEvent<E extends CalendarEvent>(event: E, display: DisplayZone): PlacedEvent<E> {
  const zone = zoneFor(display, event.zone?.code);
  const date = dayOf(event.date);
  const at = date && event.hour && event.importance !== 'HOLIDAY' ? instantOf(date, event.hour, SOURCE_TIME_ZONE) : null;
  if (at === null) return { event, day: date, time: null, at: null, zone };
  const wall = wallClock(at, zone);
  return { event, day: wall.day, time: wall.time, at, zone };
}

/** An event's time as every screen shows it: "14:30 GMT+1" in its display zone, or "all day". */
export function eventTimeText(placed: Pick<PlacedEvent<CalendarEvent>, 'at' | 'zone'>): string {
  return placed.at === null ? t('all day') : formatTime(placed.at, { timeZone: placed.zone });
}

/** Within a day: all-day events first, then by instant; ties by id so the order is stable. */
function comparePlaced(a: PlacedEvent<CalendarEvent>, b: PlacedEvent<CalendarEvent>): number {
  return (a.day ?? '').localeCompare(b.day ?? '') || (a.at ?? -Infinity) - (b.at ?? -Infinity) || (a.event.id ?? 0) - (b.event.id ?? 0);
}

/** Keys of the first row of each day in rows already in day order (where a day's group starts). */
export function dayStarts<R, K>(rows: readonly R[], day: (row: R) => string | null, key: (row: R) => K): Set<K> {
  const keys = new Set<K>();
  let previous: string | null | undefined;
  for (const row of rows) {
    if (day(row) !== previous) keys.add(key(row));
    previous = day(row);
  }
  return keys;
}

export interface DayGroup<P> {
  day: string;
  items: P[];
}

/** Events in day order, grouped by their day in the display zone (undated events are left out). */
export function groupByDay<E extends CalendarEvent>(placed: readonly PlacedEvent<E>[]): DayGroup<PlacedEvent<E>>[] {
  const sorted = placed.filter((p) => p.day !== null).sort(comparePlaced);
  const groups: DayGroup<PlacedEvent<E>>[] = [];
  for (const p of sorted) {
    const last = groups.at(-1);
    if (last && last.day === p.day) last.items.push(p);
    else groups.push({ day: p.day as string, items: [p] });
  }
  return groups;
}

/** A row's moment on the time line: its instant, else its day's start (all-day events, company dates). */
function momentOf(row: { day: string | null; at: number | null }): number {
  return row.at ?? (row.day ? Date.parse(`${row.day}T00:00:00Z`) : Number.NaN);
}

/** The index of the row nearest in time to `target` (-1 when none has a moment): where a selection goes when a filter hides its row. */
export function nearestInTime(
  target: { day: string | null; at: number | null },
  rows: readonly { day: string | null; at: number | null }[],
): number {
  const t = momentOf(target);
  let best = -1;
  let distance = Number.POSITIVE_INFINITY;
  rows.forEach((row, i) => {
    const d = Math.abs(momentOf(row) - t);
    if (d < distance) [best, distance] = [i, d];
  });
  return best;
}
