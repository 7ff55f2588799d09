// How old the cached copy of one request is, and whether the policy wants it refreshed. Asked by
// the engine (writer side) and by screen reads (reader side), over whichever connection they hold.
import type { DatasetName } from '../store/datasets';
import type { Store } from '../store/store';
import type { FreshnessPolicy } from './freshness-policy';

export function cacheAge(
  store: Store,
  policy: FreshnessPolicy,
  dataset: DatasetName,
  key: string,
  now: number,
): { fetchedAt: string | null; stale: boolean } {
  const fetchedAt = store.freshness.get(dataset, key)?.lastOkAt ?? null;
  return { fetchedAt, stale: policy.isStale(dataset, fetchedAt, now) };
}
