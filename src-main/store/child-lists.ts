// Per-parent lists (board, auditors, diary, links, …): no natural key of their own, so a fetched
// list replaces the parent's previous list whole, inside one transaction.
import type Database from 'better-sqlite3';
import { keyedChanges, keyedMembers } from './journal-diff';
import type { RecordChanges } from './journal';

export interface ChildList<R> {
  /**
   * `proven`: the list is provably the whole list (see sync/refreshers.ts); an unproven one may
   * still fill an empty cache, but its journal records nothing: its absences prove no removal.
   */
  replace(parentId: number, records: readonly R[], proven?: boolean): void;
  get(parentId: number): R[];
  /** Parent ids that have a cached list. */
  parents(): number[];
  /** Records with their parent id, of one parent or all (parent order), streamed for export. */
  iterate(parentId?: number): IterableIterator<{ parent: number; record: R }>;
  count(): number;
}

/** What a list needs from its dataset descriptor: its table, parent column and member key fields. */
interface ListDef {
  table: string;
  parent: string;
  /** The fields that tell one member from another (journal keys). */
  key: readonly string[];
  /** A window of the latest sessions keyed by day: members older than all of the new list's fell off its end. */
  window?: boolean;
}

export function childList<R extends object>(
  db: Database.Database,
  { table, parent, key, window: sliding = false }: ListDef,
  journal?: RecordChanges,
): ChildList<R> {
  // Table and column names come from the dataset registry, never from input.
  const remove = db.prepare(`DELETE FROM ${table} WHERE ${parent} = ?`);
  const insert = db.prepare(`INSERT INTO ${table} (${parent}, seq, record) VALUES (?, ?, ?)`);
  const select = db.prepare(`SELECT record FROM ${table} WHERE ${parent} = ? ORDER BY seq`).pluck();
  const parents = db.prepare(`SELECT DISTINCT ${parent} FROM ${table} ORDER BY ${parent}`).pluck();
  const selectAll = db.prepare(`SELECT ${parent} AS parent, record FROM ${table} ORDER BY ${parent}, seq`);
  const selectOf = db.prepare(`SELECT ${parent} AS parent, record FROM ${table} WHERE ${parent} = ? ORDER BY seq`);
  const count = db.prepare(`SELECT count(*) FROM ${table}`).pluck();
  const get = (parentId: number) => (select.all(parentId) as string[]).map((json) => JSON.parse(json) as R);
  const replace = db.transaction((parentId: number, records: readonly R[], proven: boolean) => {
    if (journal && proven) {
      const now = keyedMembers(records, key);
      const changes = keyedChanges(keyedMembers(get(parentId), key), now, true);
      // Keys are ISO days (one spelling), so the oldest member is the least key.
      const oldest = sliding ? [...now.keys()].sort()[0] : undefined;
      journal(parentId, oldest === undefined ? changes : changes.filter((c) => c.change !== 'removed' || c.key > oldest));
    }
    remove.run(parentId);
    records.forEach((record, seq) => insert.run(parentId, seq, JSON.stringify(record)));
  });
  return {
    replace: (parentId, records, proven = true) => replace(parentId, records, proven),
    get,
    parents: () => parents.all() as number[],
    *iterate(parentId) {
      const rows = (parentId === undefined ? selectAll.iterate() : selectOf.iterate(parentId)) as Iterable<{
        parent: number;
        record: string;
      }>;
      for (const row of rows) yield { parent: row.parent, record: JSON.parse(row.record) as R };
    },
    count: () => count.get() as number,
  };
}
