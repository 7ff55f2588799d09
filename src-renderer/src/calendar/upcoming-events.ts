// The events the ticker and the alerts show: those of the upcoming window, read as one shared
// request and re-read when the calendar is updated.
import { createMemo, type Resource } from 'solid-js';
import type { DataRead } from '../../../src-main/ipc/contract';
import { useNow } from '../platform/clock';
import { useDays } from '../data/use-data';
import { timeToDay } from '../format/days';
import { upcomingWindow } from './upcoming-window';

export function useUpcomingEvents(): Resource<DataRead<'events'>> {
  // Hourly is enough: the window moves by whole UTC days. A memo on the day, so the window (and the
  // read) changes only when the day does.
  const hour = useNow(3_600_000);
  const day = createMemo(() => timeToDay(hour() / 1000));
  const window = createMemo(() => upcomingWindow(Date.parse(day())));
  return useDays('events', () => window());
}
