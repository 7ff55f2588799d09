// The DQ screen's view of the refused records the store keeps.
import type { RefusedRecord, RefusedRecords } from '../ipc/contract';
import { isDatasetName, type DatasetName } from '../store/datasets';
import { KEPT_REJECTS, type StoredReject } from '../store/rejects';
import type { Store } from '../store/store';

const DEFAULT_LIMIT = 2000;

function refusedRecord(r: StoredReject): RefusedRecord {
  return {
    id: r.id,
    dataset: r.cacheDataset !== null && isDatasetName(r.cacheDataset) ? r.cacheDataset : null,
    endpoint: r.dataset,
    parent: r.parent,
    recordId: r.recordId,
    field: r.path,
    reason: r.reason,
    at: r.at,
    excerpt: r.excerpt,
  };
}

export function refusedRecords(store: Store, dataset?: DatasetName, limit = DEFAULT_LIMIT): RefusedRecords {
  return {
    records: store.rejects.recent(limit, dataset).map(refusedRecord),
    counts: store.rejects.counts().flatMap((c) => (isDatasetName(c.dataset) ? [{ dataset: c.dataset, count: c.count }] : [])),
    total: store.rejects.total(),
    lastFetch: store.freshness
      .summary()
      .filter((s) => dataset === undefined || s.dataset === dataset)
      .reduce((sum, s) => sum + s.rejected, 0),
    kept: KEPT_REJECTS,
  };
}
