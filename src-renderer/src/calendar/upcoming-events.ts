// The events the ticker and the alerts look at: a window of days around "now", read as one shared
// request (the same window for both, so the client sends it once), not the whole calendar
// (21,854 events at 10x the demo market, re-read on every update).
import type { Resource } from 'solid-js';
import type { DataRead } from '../../../src-main/ipc/contract';
import { useNow } from '../app/clock';
import { useDays } from '../data/use-data';
import { addDays } from '../screens/share/dates';
import { TICKER_DAYS } from './ticker-items';

/**
 * The days read, in UTC: an event's day is its own zone's, and the display zone may be another, so a
 * day of margin each side; the day before that too, for releases of the last hour.
 */
export function upcomingWindow(now: number): { from: string; to: string } {
  const today = new Date(now).toISOString().slice(0, 10);
  return { from: addDays(today, -2), to: addDays(today, TICKER_DAYS + 1) };
}

export function useUpcomingEvents(): Resource<DataRead<'events'>> {
  // Hourly is enough: the window moves by whole UTC days, and the read is keyed on its days.
  const hour = useNow(3_600_000);
  return useDays('events', () => upcomingWindow(hour()));
}
