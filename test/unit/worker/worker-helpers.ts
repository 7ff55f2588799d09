// Helpers for the worker tests: waiting on a condition, and what the cache holds.
import type { Store } from '../../../src-main/store/store';

/** Resolves once `check` holds; fails with what was awaited after `ms`. */
export async function eventually(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`still waiting for ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Daily bars per share in the cache, as the reader connection sees them. */
export function rowsPerShare(store: Store): Map<number, number> {
  const rows = store.db.prepare('SELECT share_id AS share, count(*) AS n FROM share_history GROUP BY share_id').all() as {
    share: number;
    n: number;
  }[];
  return new Map(rows.map((r) => [r.share, r.n]));
}
