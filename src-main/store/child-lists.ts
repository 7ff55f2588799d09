// Per-parent lists (board, auditors, diary, links, …): no natural key of their own, so a fetched
// list replaces the parent's previous list whole, inside one transaction.
import type Database from 'better-sqlite3';

export interface ChildList<R> {
  replace(parentId: number, records: readonly R[]): void;
  get(parentId: number): R[];
  /** Parent ids that have a cached list. */
  parents(): number[];
}

export function childList<R>(db: Database.Database, table: string, parent: string): ChildList<R> {
  // Table and column names come from our own DATASETS table, never from input.
  const remove = db.prepare(`DELETE FROM ${table} WHERE ${parent} = ?`);
  const insert = db.prepare(`INSERT INTO ${table} (${parent}, seq, record) VALUES (?, ?, ?)`);
  const select = db.prepare(`SELECT record FROM ${table} WHERE ${parent} = ? ORDER BY seq`).pluck();
  const parents = db.prepare(`SELECT DISTINCT ${parent} FROM ${table} ORDER BY ${parent}`).pluck();
  const replace = db.transaction((parentId: number, records: readonly R[]) => {
    remove.run(parentId);
    records.forEach((record, seq) => insert.run(parentId, seq, JSON.stringify(record)));
  });
  return {
    replace: (parentId, records) => replace(parentId, records),
    get: (parentId) => (select.all(parentId) as string[]).map((json) => JSON.parse(json) as R),
    parents: () => parents.all() as number[],
  };
}
