// What the calendar screens share: the cached events placed in the display zone, the persisted
// filter, and today's date in that zone.
import { createMemo, createSignal, type Accessor } from 'solid-js';
import type { CalendarFilter, DataRead, UiPrefs } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { useNow } from '../../platform/clock';
import { hasId, placeEvent, type PlacedEvent } from '../../calendar/event-time';
import { daysToRead } from '../../calendar/filters';
import { prefsStore } from '../../calendar/prefs-store';
import { todayIn } from '../../calendar/time-zones';
import { useDays, type DayWindow } from '../../data/use-data';
import { emptyListText } from '../../data/list-state';
import { msg, t } from '../../i18n';

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

/**
 * `zone`: a pane opened on one zone (CAL from CTRY): its filter is its own, the saved one with that
 * zone, and changing it never changes the filter CAL and AGENDA share.
 */
export function useCalendar(report = true, zone: Accessor<string | null> = () => null): CalendarData {
  const { client, cacheState } = useApp();
  const store = prefsStore(client);
  const [own, setOwn] = createSignal<{ zone: string; filter: CalendarFilter } | null>(null);
  const filter = createMemo((): CalendarFilter => {
    const pinned = zone();
    const saved = store.prefs().calendar.filter;
    if (pinned === null) return saved;
    const kept = own();
    return kept?.zone === pinned ? kept.filter : { ...saved, zones: [pinned] };
  });
  // A memo: a change of another preference (a filter, the ticker) must not re-place every event.
  const display = createMemo(() => store.prefs().calendar.displayZone);
  const today = (now: number) => todayIn(display(), now);
  // Only the days of the filter's range are read (this week: a few hundred events, not the whole
  // calendar); the window is compared by value, so the minute clock re-reads only when it moves.
  const minute = useNow(60_000);
  const days = createMemo(() => daysToRead(filter(), today(minute())), null, {
    equals: (a: DayWindow | null, b: DayWindow | null) => a?.from === b?.from && a?.to === b?.to,
  });
  const read = useDays('events', () => days(), report);
  const placed = createMemo(() => (read()?.records ?? []).filter(hasId).map((e) => placeEvent(e, display())));
  return {
    read,
    placed,
    prefs: store.prefs,
    filter,
    setFilter: (next) => {
      const pinned = zone();
      if (pinned !== null) setOwn({ zone: pinned, filter: next });
      else store.set('calendar', { ...store.prefs().calendar, filter: next });
    },
    today,
    emptyText: () => {
      const r = read();
      if (r && r.asOf !== null) return t('No events match the filters.');
      return emptyListText(r, cacheState(), msg('Economic events'));
    },
  };
}
