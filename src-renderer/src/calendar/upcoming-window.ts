// The days of events the ticker and the alerts look at, around "now": the same window for both, so
// the client reads it once (not the whole calendar: 21,854 events at 10x the demo market).
import { addDays, timeToDay } from '../format/days';
import { TICKER_DAYS } from './ticker-items';

/**
 * The days read, in UTC: an event's day is its own zone's, and the display zone may be another, so a
 * day of margin each side beyond the tightest window that holds the ticker's week, the release of
 * the last hour and an alert a day ahead (a unit test finds the tightest one).
 */
export function upcomingWindow(now: number): { from: string; to: string } {
  const today = timeToDay(now / 1000);
  return { from: addDays(today, -2), to: addDays(today, TICKER_DAYS + 1) };
}
