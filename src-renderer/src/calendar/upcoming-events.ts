// The events the ticker and the alerts show: those of the upcoming window, read as one shared
// request and re-read when the calendar is updated.
import type { Resource } from 'solid-js';
import type { DataRead } from '../../../src-main/ipc/contract';
import { useNow } from '../app/clock';
import { useDays } from '../data/use-data';
import { upcomingWindow } from './upcoming-window';

export function useUpcomingEvents(): Resource<DataRead<'events'>> {
  // Hourly is enough: the window moves by whole UTC days, and the read is keyed on its days.
  const hour = useNow(3_600_000);
  return useDays('events', () => upcomingWindow(hour()));
}
