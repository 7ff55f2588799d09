// Records refused by validation, kept so the user (and `market-terminal status`) can see them.
import type Database from 'better-sqlite3';
import type { RecordReject } from '../api/schemas';

const KEEP = 2000;

export interface StoredReject extends Omit<RecordReject, 'index'> {
  at: string;
  parent: string | null;
}

export function rejectsStore(db: Database.Database) {
  const insert = db.prepare('INSERT INTO rejects (at, dataset, parent, record_id, path, reason) VALUES (?, ?, ?, ?, ?, ?)');
  const prune = db.prepare('DELETE FROM rejects WHERE id <= (SELECT max(id) FROM rejects) - ?');
  const recent = db.prepare('SELECT at, dataset, parent, record_id AS recordId, path, reason FROM rejects ORDER BY id DESC LIMIT ?');
  const add = db.transaction((at: string, parent: string | null, rejects: readonly RecordReject[]) => {
    for (const r of rejects) insert.run(at, r.dataset, parent, r.recordId, r.path, r.reason);
    prune.run(KEEP);
  });
  return {
    add(at: string, parent: string | null, rejects: readonly RecordReject[]): void {
      if (rejects.length) add(at, parent, rejects);
    },
    recent: (limit = 50) => recent.all(limit) as StoredReject[],
  };
}
export type RejectsStore = ReturnType<typeof rejectsStore>;
