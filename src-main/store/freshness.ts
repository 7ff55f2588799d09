// One record per cached request: when it was fetched, from which source, how it went.
import type Database from 'better-sqlite3';
import type { DatasetName } from './datasets';
import type { FreshnessRecord, Outcome } from './types';

export type { FreshnessRecord, Outcome } from './types';

interface Row {
  dataset: DatasetName;
  key: string;
  fetched_at: string;
  source: string;
  outcome: Outcome;
  error: string | null;
  rejected: number;
  last_ok_at: string | null;
}

const fromRow = (r: Row): FreshnessRecord => ({
  dataset: r.dataset,
  key: r.key,
  fetchedAt: r.fetched_at,
  source: r.source,
  outcome: r.outcome,
  error: r.error,
  rejected: r.rejected,
  lastOkAt: r.last_ok_at,
});

export function freshnessStore(db: Database.Database) {
  const upsert = db.prepare(
    `INSERT INTO freshness (dataset, key, fetched_at, source, outcome, error, rejected, last_ok_at)
     VALUES (@dataset, @key, @fetchedAt, @source, @outcome, @error, @rejected, CASE WHEN @outcome = 'error' THEN NULL ELSE @fetchedAt END)
     ON CONFLICT (dataset, key) DO UPDATE SET fetched_at = excluded.fetched_at, source = excluded.source, outcome = excluded.outcome,
       error = excluded.error, rejected = excluded.rejected,
       last_ok_at = CASE WHEN excluded.outcome = 'error' THEN freshness.last_ok_at ELSE excluded.fetched_at END`,
  );
  const selectOne = db.prepare('SELECT * FROM freshness WHERE dataset = ? AND key = ?');
  const selectAll = db.prepare('SELECT * FROM freshness ORDER BY dataset, key');
  const lastSuccess = db.prepare('SELECT max(last_ok_at) FROM freshness').pluck();
  const summary = db.prepare(
    `SELECT dataset, count(*) AS requests, sum(outcome = 'error') AS errors, sum(rejected) AS rejected,
       min(last_ok_at) AS oldest, max(last_ok_at) AS newest, max(fetched_at) AS lastAttempt
     FROM freshness GROUP BY dataset ORDER BY dataset`,
  );
  return {
    record(entry: Omit<FreshnessRecord, 'lastOkAt'>): void {
      upsert.run(entry);
    },
    get(dataset: DatasetName, key: string): FreshnessRecord | null {
      const row = selectOne.get(dataset, key) as Row | undefined;
      return row ? fromRow(row) : null;
    },
    all: (): FreshnessRecord[] => (selectAll.all() as Row[]).map(fromRow),
    /** When anything was last fetched successfully. */
    lastSuccess: (): string | null => (lastSuccess.get() as string | null) ?? null,
    /** Per dataset: how many requests cached, errors, rejects, oldest/newest success. */
    summary: () =>
      summary.all() as {
        dataset: DatasetName;
        requests: number;
        errors: number;
        rejected: number;
        oldest: string | null;
        newest: string | null;
        lastAttempt: string;
      }[],
  };
}
