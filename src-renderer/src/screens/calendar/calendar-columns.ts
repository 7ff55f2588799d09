// The columns of the calendar tables (CAL, AGENDA): day, time, zone, title, period, importance,
// actual (coloured against the forecast), forecast, previous.
import type { CalendarEvent } from '../../../../src-main/api/schemas';
import type { Column } from '../../components/table';
import type { PlacedEvent } from '../../calendar/event-time';
import { toneOf } from '../../calendar/figures';
import { importanceMarks } from '../../calendar/importance';
import { flagOf } from '../../calendar/zone-label';
import { dateTimeFormat } from '../../format/cache';

/** "Mon 2026-11-23": the weekday a trader plans by, and the ISO day the terminal shows everywhere. */
export function dayLabel(day: string | null, locale: string): string {
  if (!day) return '';
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) ? `${dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(ms)} ${day}` : day;
}

export function importanceText(p: { event: CalendarEvent }): string {
  const marks = importanceMarks(p.event.importance);
  return p.event.importance === 'HOLIDAY' ? 'HOLIDAY' : marks ? '●'.repeat(marks) + '○'.repeat(3 - marks) : '';
}

export function zoneText(p: { event: CalendarEvent }): string {
  const code = p.event.zone?.code ?? '';
  return code ? `${flagOf(code)} ${code}`.trim() : '';
}

export function actualTone(p: { event: CalendarEvent }): 'up' | 'down' | 'flat' | null {
  const tone = toneOf(p.event.current, p.event.prevision, p.event.title);
  return tone === 'better' ? 'up' : tone === 'worse' ? 'down' : tone === 'inline' ? 'flat' : null;
}

export function eventColumns(locale: string): Column<PlacedEvent>[] {
  return [
    { id: 'day', header: 'Day', value: (p) => dayLabel(p.day, locale), width: 96, sortable: false },
    { id: 'time', header: 'Time', value: (p) => p.time ?? 'all day', width: 56 },
    { id: 'zone', header: 'Zone', value: zoneText, width: 56, title: 'Region (flag and code); the currency is in the event detail' },
    { id: 'title', header: 'Event', value: (p) => p.event.title },
    { id: 'period', header: 'Period', value: (p) => p.event.period, width: 84 },
    { id: 'importance', header: 'Imp.', value: importanceText, width: 64, title: 'Importance: ●●● HIGH, ●●○ MEDIUM, ●○○ LOW; HOLIDAY' },
    { id: 'actual', header: 'Actual', value: (p) => p.event.current, width: 72, align: 'right', tone: actualTone },
    { id: 'forecast', header: 'Forecast', value: (p) => p.event.prevision, width: 72, align: 'right' },
    { id: 'previous', header: 'Previous', value: (p) => p.event.previous, width: 72, align: 'right' },
  ];
}
