// What the calendar ticker scrolls: events of today and the next six days in the display zone,
// day by day, the most important first within a day (holidays included), then by time. A release
// of the last hour stays on it with its actual and surprise.
import type { CalendarEvent } from '../../../src-main/ipc/contract';
import { addDays } from '../format/days';
import { t } from '../i18n';
import { hasId, placeEvent, type PlacedEvent } from './event-time';
import { rankOf } from './importance';
import { wallClock, zoneFor, type DisplayZone } from './time-zones';

export const TICKER_DAYS = 7;
/** How long a published release stays on the ticker. */
const JUST_PUBLISHED_MS = 60 * 60_000;

export function tickerItems(events: readonly CalendarEvent[], now: number, display: DisplayZone): PlacedEvent[] {
  const today = wallClock(now, zoneFor(display === 'event' ? 'local' : display, null)).day;
  const last = addDays(today, TICKER_DAYS - 1);
  const items = events
    .filter(hasId)
    .map((e) => placeEvent(e, display))
    .filter((p) => p.day !== null && p.day >= today && p.day <= last && (p.at === null || p.at >= now - JUST_PUBLISHED_MS));
  return items.sort(
    (a, b) =>
      (a.day as string).localeCompare(b.day as string) ||
      rankOf(b.event.importance) - rankOf(a.event.importance) ||
      (a.at ?? -Infinity) - (b.at ?? -Infinity) ||
      a.event.id - b.event.id,
  );
}

/** The first release still to come (for a countdown); null when none is cached. */
export function nextRelease<P extends PlacedEvent>(placed: readonly P[], now: number): P | null {
  let best: P | null = null;
  for (const p of placed) if (p.at !== null && p.at > now && (!best || p.at < (best.at as number))) best = p;
  return best;
}

/** "2h 05m", "4m 30s", "12s" until an instant. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h >= 24) return t('{d}d {h}h', { d: Math.floor(h / 24), h: h % 24 });
  if (h > 0) return t('{h}h {m}m', { h, m: String(m).padStart(2, '0') });
  if (m > 0) return t('{m}m {s}s', { m, s: String(sec).padStart(2, '0') });
  return `${sec}s`;
}
