// Top-level records with an integer id (shares, funds, events, countries): kept whole as JSON,
// with a few columns pulled out for ordering and filtering, and mirrored into the search index.
import type Database from 'better-sqlite3';
import { keyedChanges } from './journal-diff';
import type { RecordChanges } from './journal';
import type { SearchIndex, SearchKind } from './search-index';

type Keyed<R> = R & { id: number };

/** What an entity table needs from its dataset descriptor. */
export interface EntityDef<R> {
  table: string;
  /** Extra columns of the table and how to read them from a record. */
  columns: Record<string, (record: Keyed<R>) => string | number | null>;
  orderBy: string;
  search: { kind: SearchKind; entry(record: Keyed<R>): { code: string; title: string } };
}

export interface EntityTable<R> {
  upsert(records: readonly Keyed<R>[]): void;
  get(id: number): R | null;
  list(): R[];
  ids(): number[];
  /** One record by id, or all of them in id order (for export), streamed. */
  iterate(id?: number): IterableIterator<R>;
  /** Tables with a `day` column (events): the records of the days from..to (YYYY-MM-DD), in table order; else null. */
  inDays(from: string, to: string): R[] | null;
  /**
   * Tables with a `day` column (events), after a provably whole answer that named `present`: drops
   * the cached records dated within that answer's days (the first to the last of `present`'s) that
   * it did not name, each recorded as removed; how many. Records outside its days, or undated, stay:
   * an answer proves nothing about days it did not reach. Else null.
   */
  removeAbsent(present: readonly number[]): number | null;
  count(): number;
}

/** `journal`: where the upserts' changes are recorded (the writer's tables). */
export function entityTable<R>(db: Database.Database, search: SearchIndex, def: EntityDef<R>, journal?: RecordChanges): EntityTable<R> {
  const names = Object.keys(def.columns);
  const upsertRow = db.prepare(
    `INSERT INTO ${def.table} (id, ${names.join(', ')}, record) VALUES (@id, ${names.map((n) => `@${n}`).join(', ')}, @record)
     ON CONFLICT (id) DO UPDATE SET ${[...names, 'record'].map((n) => `${n} = excluded.${n}`).join(', ')}`,
  );
  const selectOne = db.prepare(`SELECT record FROM ${def.table} WHERE id = ?`).pluck();
  const selectAll = db.prepare(`SELECT record FROM ${def.table} ORDER BY ${def.orderBy}`).pluck();
  const selectIds = db.prepare(`SELECT id FROM ${def.table} ORDER BY id`).pluck();
  const selectById = db.prepare(`SELECT record FROM ${def.table} ORDER BY id`).pluck();
  const selectCount = db.prepare(`SELECT count(*) FROM ${def.table}`).pluck();
  const selectDays =
    'day' in def.columns ? db.prepare(`SELECT record FROM ${def.table} WHERE day BETWEEN ? AND ? ORDER BY ${def.orderBy}`).pluck() : null;
  const inPresent = 'id IN (SELECT value FROM json_each(@present))';
  const dated =
    'day' in def.columns
      ? {
          span: db.prepare(`SELECT min(day) AS first, max(day) AS last FROM ${def.table} WHERE ${inPresent}`),
          absent: db.prepare(`SELECT id, record FROM ${def.table} WHERE day BETWEEN @first AND @last AND NOT ${inPresent}`),
          remove: db.prepare(`DELETE FROM ${def.table} WHERE id = ?`),
        }
      : null;
  const removeAbsent = db.transaction((present: readonly number[]) => {
    if (!dated) return null;
    const ids = JSON.stringify(present);
    const span = dated.span.get({ present: ids }) as { first: string | null; last: string | null };
    if (span.first === null || span.last === null) return 0;
    const gone = dated.absent.all({ present: ids, first: span.first, last: span.last }) as { id: number; record: string }[];
    journal?.(
      null,
      gone.map((g) => ({ key: String(g.id), change: 'removed', field: null, before: JSON.parse(g.record) as unknown, after: null })),
    );
    for (const { id } of gone) dated.remove.run(id);
    search.drop(
      def.search.kind,
      gone.map((g) => g.id),
    );
    return gone.length;
  });
  const upsert = db.transaction((records: readonly Keyed<R>[]) => {
    if (journal) {
      const cached = new Map<string, Keyed<R>>();
      for (const { id } of records) {
        const json = selectOne.get(id) as string | undefined;
        if (json !== undefined) cached.set(String(id), JSON.parse(json) as Keyed<R>);
      }
      journal(
        null,
        keyedChanges(
          cached,
          records.map((r) => [String(r.id), r] as const),
          false,
        ),
      );
    }
    for (const record of records) {
      const row: Record<string, unknown> = { id: record.id, record: JSON.stringify(record) };
      for (const name of names) row[name] = def.columns[name]?.(record) ?? null;
      upsertRow.run(row);
    }
    search.put(
      def.search.kind,
      records.map((r) => ({ ref: r.id, ...def.search.entry(r) })),
    );
  });
  return {
    upsert: (records) => upsert(records),
    get(id) {
      const json = selectOne.get(id) as string | undefined;
      return json === undefined ? null : (JSON.parse(json) as R);
    },
    list: () => (selectAll.all() as string[]).map((json) => JSON.parse(json) as R),
    ids: () => selectIds.all() as number[],
    *iterate(id) {
      const rows = id === undefined ? selectById.iterate() : selectOne.iterate(id);
      for (const json of rows) yield JSON.parse(json as string) as R;
    },
    inDays: (from, to) => (selectDays ? (selectDays.all(from, to) as string[]).map((json) => JSON.parse(json) as R) : null),
    removeAbsent: (present) => removeAbsent(present),
    count: () => selectCount.get() as number,
  };
}
