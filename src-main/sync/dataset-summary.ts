// What the cache holds per dataset and how fresh it is: the SYNC screen and `market-terminal status`.
import { DATASET_NAMES, DATASETS } from '../store/datasets';
import { datasetCounts } from '../store/dataset-records';
import type { Store } from '../store/store';
import type { FreshnessPolicy } from './freshness-policy';
import type { DatasetSummary } from './types';

export function datasetSummaries(store: Store, policy: FreshnessPolicy, now: number = Date.now()): DatasetSummary[] {
  const counts = datasetCounts(store);
  const summary = new Map(store.freshness.summary().map((s) => [s.dataset, s]));
  return DATASET_NAMES.map((dataset): DatasetSummary => {
    const s = summary.get(dataset);
    return {
      dataset,
      label: DATASETS[dataset].label,
      records: counts[dataset],
      requests: s?.requests ?? 0,
      errors: s?.errors ?? 0,
      rejected: s?.rejected ?? 0,
      oldest: s?.oldest ?? null,
      newest: s?.newest ?? null,
      stale: policy.isStale(dataset, s?.oldest ?? null, now),
    };
  });
}
