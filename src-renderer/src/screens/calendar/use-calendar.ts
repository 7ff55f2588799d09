// What the calendar screens share: the cached events placed in the display zone, the persisted
// filter, and today's date in that zone.
import { createMemo, type Accessor } from 'solid-js';
import type { CalendarFilter, DataRead, UiPrefs } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { useNow } from '../../platform/clock';
import { hasId, placeEvent, type PlacedEvent } from '../../calendar/event-time';
import { daysToRead } from '../../calendar/filters';
import { prefsStore } from '../../calendar/prefs-store';
import { todayIn } from '../../calendar/time-zones';
import { useDays, type DayWindow } from '../../data/use-data';
import { emptyListText } from '../../data/list-state';

export interface CalendarData {
  read: Accessor<DataRead<'events'> | undefined>;
  placed: Accessor<PlacedEvent[]>;
  prefs: Accessor<UiPrefs>;
  filter: Accessor<CalendarFilter>;
  setFilter: (filter: CalendarFilter) => void;
  /** Today in the display zone (the machine's zone when each event shows its own). */
  today: (now: number) => string;
  emptyText: Accessor<string>;
}

export function useCalendar(report = true): CalendarData {
  const { client, cacheState } = useApp();
  const store = prefsStore(client);
  // A memo: a change of another preference (a filter, the ticker) must not re-place every event.
  const display = createMemo(() => store.prefs().calendar.displayZone);
  const today = (now: number) => todayIn(display(), now);
  // Only the days of the filter's range are read (this week: a few hundred events, not the whole
  // calendar); the window is compared by value, so the minute clock re-reads only when it moves.
  const minute = useNow(60_000);
  const days = createMemo(() => daysToRead(store.prefs().calendar.filter, today(minute())), null, {
    equals: (a: DayWindow | null, b: DayWindow | null) => a?.from === b?.from && a?.to === b?.to,
  });
  const read = useDays('events', () => days(), report);
  const placed = createMemo(() => (read()?.records ?? []).filter(hasId).map((e) => placeEvent(e, display())));
  return {
    read,
    placed,
    prefs: store.prefs,
    filter: () => store.prefs().calendar.filter,
    setFilter: (filter) => store.set('calendar', { ...store.prefs().calendar, filter }),
    today,
    emptyText: () => {
      const r = read();
      if (r && r.asOf !== null) return 'No events match the filters.';
      return emptyListText(r, cacheState(), 'Economic events');
    },
  };
}
