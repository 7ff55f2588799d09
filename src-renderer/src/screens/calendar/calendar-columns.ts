// The columns of the calendar tables (CAL, AGENDA): day, time, zone, title, period, importance,
// actual (coloured against the forecast), forecast, previous.
import type { CalendarEvent } from '../../../../src-main/ipc/contract';
import { withPriorities, type Column } from '../../components/table/columns';
import { eventTimeText, type PlacedEvent } from '../../calendar/event-time';
import { periodOf } from '../../calendar/event-words';
import { toneOf } from '../../calendar/figures';
import { importanceMarks, importanceWord } from '../../calendar/importance';
import { msg } from '../../i18n';
import { dateTimeFormat } from '../../format/cache';
import { daysBetween, todayIso } from '../../format/days';

/** Beyond this many days from today a day label carries its year ("Fri, Jan 01" alone is ambiguous). */
const YEARLESS_DAYS = 183;

/**
 * "Mon 23 Nov": the weekday a trader plans by (the full date is in the CSV, the xlsx and EV); a
 * day more than six months from `today` adds its year.
 */
export function dayLabel(day: string | null, locale: string, today: string = todayIso()): string {
  if (!day) return '';
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(ms)) return day;
  const year = Math.abs(daysBetween(today, day)) > YEARLESS_DAYS ? ('numeric' as const) : undefined;
  return dateTimeFormat(locale, { weekday: 'short', day: '2-digit', month: 'short', year, timeZone: 'UTC' }).format(ms);
}

/** The DAY column: the day label plus the gutter that carries the NOW label (--cal-now-gutter). */
export const DAY_COLUMN_WIDTH = 122;

export function importanceText(p: { event: CalendarEvent }): string {
  const marks = importanceMarks(p.event.importance);
  return p.event.importance === 'HOLIDAY' ? importanceWord('HOLIDAY') : marks ? '●'.repeat(marks) + '○'.repeat(3 - marks) : '';
}

/** "US USD": the region and its currency, what an FX trader reads first. */
export function zoneText(p: { event: CalendarEvent }): string {
  return [p.event.zone?.code, p.event.zone?.currency].filter(Boolean).join(' ');
}

export function actualTone(p: { event: CalendarEvent }): 'up' | 'down' | 'flat' | null {
  const tone = toneOf(p.event.current, p.event.prevision, p.event.title);
  return tone === 'better' ? 'up' : tone === 'worse' ? 'down' : tone === 'inline' ? 'flat' : null;
}

/** What a narrow pane hides first (3, then 2): the day, time and event always stay. */
const NARROW: Readonly<Record<string, 2 | 3>> = { zone: 2, importance: 2, actual: 2, forecast: 2, period: 3, previous: 3 };

export function eventColumns(locale: string): Column<PlacedEvent>[] {
  return withPriorities(everyEventColumn(locale), NARROW);
}

function everyEventColumn(locale: string): Column<PlacedEvent>[] {
  return [
    {
      id: 'day',
      header: msg('Day'),
      value: (p) => dayLabel(p.day, locale),
      exportValue: (p) => p.day,
      sheet: 'date',
      width: DAY_COLUMN_WIDTH,
      sortable: false,
      title: msg('Day in the display time zone'),
    },
    { id: 'time', header: msg('Time'), value: eventTimeText, width: 96, title: msg('Time in the display time zone, with the zone') },
    { id: 'zone', header: msg('Zone'), value: zoneText, width: 64, title: msg('Region and currency') },
    // Narrows to 90 px (ellipsised) so the day, time and title fit a third of an 800 px window.
    { id: 'title', header: msg('Event'), value: (p) => p.event.title, minWidth: 90 },
    { id: 'period', header: msg('Period'), value: (p) => periodOf(p.event), width: 84 },
    {
      id: 'importance',
      header: msg('Imp.'),
      value: importanceText,
      width: 64,
      title: msg('Importance: ●●● HIGH, ●●○ MEDIUM, ●○○ LOW; HOLIDAY'),
    },
    { id: 'actual', header: msg('Actual'), value: (p) => p.event.current, width: 72, align: 'right', tone: actualTone },
    { id: 'forecast', header: msg('Forecast'), value: (p) => p.event.prevision, width: 72, align: 'right' },
    { id: 'previous', header: msg('Previous'), value: (p) => p.event.previous, width: 72, align: 'right' },
  ];
}
