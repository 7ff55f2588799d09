// Economic calendar: events and the history of each event.
import type Database from 'better-sqlite3';
import type { CalendarEvent } from '../api/schemas';
import { childList } from './child-lists';
import { entityTable } from './entities';
import type { SearchIndex } from './search-index';
import { dayOf } from './series';

export function calendarStore(db: Database.Database, search: SearchIndex) {
  const between = db.prepare('SELECT record FROM events WHERE day >= ? AND day <= ? ORDER BY day, hour, id').pluck();
  return {
    records: entityTable<CalendarEvent>(db, search, {
      table: 'events',
      kind: 'event',
      columns: { day: (e) => (e.date ? dayOf(e.date) : null), hour: (e) => e.hour, title: (e) => e.title, importance: (e) => e.importance },
      orderBy: 'day, hour, id',
      searchEntry: (e) => ({ code: e.zone?.code ?? '', title: e.title ?? '' }),
    }),
    /** Events whose day lies in [from, to], in time order. */
    between: (from: string, to: string) => (between.all(from, to) as string[]).map((json) => JSON.parse(json) as CalendarEvent),
    history: childList<CalendarEvent>(db, 'event_history', 'event_id'),
  };
}
export type CalendarStore = ReturnType<typeof calendarStore>;
