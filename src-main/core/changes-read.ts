// `changes.list`: the change journal's rows for a screen, at most `limit` of them (a first sync
// of a large market is thousands of baselines; a screen needs the first screens of it).
import type { ChangesRead } from '../ipc/contract';
import type { ChangeQuery, Journal } from '../store/journal';

const DEFAULT_LIMIT = 5000;

export function readChanges(journal: Journal, query: Omit<ChangeQuery, 'limit'>, limit = DEFAULT_LIMIT): ChangesRead {
  // Since an ISO time with an offset: the journal compares UTC ISO text.
  const since = query.since === 'last' ? 'last' : new Date(query.since).toISOString();
  const rows = [...journal.list({ ...query, since, limit: limit + 1 })];
  return { rows: rows.slice(0, limit), truncated: rows.length > limit };
}
