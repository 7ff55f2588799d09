// Records refused by validation, kept so the user (the DQ screen, `market-terminal status`) can see
// them: which request refused what, why, and an excerpt of what the service sent.
import type Database from 'better-sqlite3';
import type { RecordReject } from '../api/schemas';

/** The newest refusals kept overall, whatever their dataset: older ones are pruned. */
export const KEPT_REJECTS = 2000;

export interface StoredReject extends Omit<RecordReject, 'index'> {
  id: number;
  at: string;
  parent: string | null;
  /** The cache dataset the request was for (e.g. "share-history"); null for rows from before it was kept. */
  cacheDataset: string | null;
}

/** Longest text kept per column: a hostile record cannot grow the cache. */
const KEPT_CHARS = { recordId: 200, path: 200, reason: 500, excerpt: 240 } as const;

/**
 * Every occurrence of the secret replaced, then cut to `max` (with …): in that order, so a
 * token the cut would split is already gone, and no prefix of it survives.
 */
function redactThenCut(text: string | null, secret: string | null | undefined, max: number): string | null {
  if (text === null) return null;
  const redacted = secret ? text.split(secret).join('[token]') : text;
  return redacted.length > max ? `${redacted.slice(0, max - 1)}…` : redacted;
}

export function rejectsStore(db: Database.Database) {
  const insert = db.prepare(
    'INSERT INTO rejects (at, dataset, parent, record_id, path, reason, cache_dataset, excerpt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const prune = db.prepare('DELETE FROM rejects WHERE id <= (SELECT max(id) FROM rejects) - ?');
  const columns = 'id, at, dataset, parent, record_id AS recordId, path, reason, cache_dataset AS cacheDataset, excerpt';
  const recent = db.prepare(`SELECT ${columns} FROM rejects ORDER BY id DESC LIMIT ?`);
  const recentOf = db.prepare(`SELECT ${columns} FROM rejects WHERE cache_dataset = ? ORDER BY id DESC LIMIT ?`);
  const counts = db.prepare(
    'SELECT cache_dataset AS dataset, count(*) AS count FROM rejects WHERE cache_dataset IS NOT NULL GROUP BY cache_dataset ORDER BY cache_dataset',
  );
  const total = db.prepare('SELECT count(*) AS n FROM rejects');
  const add = db.transaction(
    (at: string, cacheDataset: string, parent: string | null, rejects: readonly RecordReject[], secret: string | null | undefined) => {
      for (const r of rejects) {
        insert.run(
          at,
          r.dataset,
          parent,
          redactThenCut(r.recordId, secret, KEPT_CHARS.recordId),
          redactThenCut(r.path, secret, KEPT_CHARS.path),
          redactThenCut(r.reason, secret, KEPT_CHARS.reason),
          cacheDataset,
          redactThenCut(r.excerpt, secret, KEPT_CHARS.excerpt),
        );
      }
      prune.run(KEPT_REJECTS);
    },
  );
  return {
    /** Stores the refusals of one request; `secret` (the service token) never reaches the table. */
    add(at: string, cacheDataset: string, parent: string | null, rejects: readonly RecordReject[], secret?: string | null): void {
      if (rejects.length) add(at, cacheDataset, parent, rejects, secret);
    },
    /** Newest first; only those of one cache dataset when it is given. */
    recent: (limit = 50, cacheDataset?: string) =>
      (cacheDataset === undefined ? recent.all(limit) : recentOf.all(cacheDataset, limit)) as StoredReject[],
    /** How many refused records are kept per cache dataset (the newest KEPT_REJECTS overall). */
    counts: () => counts.all() as { dataset: string; count: number }[],
    total: () => (total.get() as { n: number }).n,
  };
}
