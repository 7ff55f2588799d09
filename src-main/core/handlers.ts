// What each contract method does. Reads come from the cache at once; stale data schedules a refresh.
import type { DatasetSummary, SystemInfo } from '../ipc/contract';
import type { Handlers } from '../ipc/router';
import { DATASET_NAMES, isDatasetName } from '../store/datasets';
import { datasetCounts } from '../store/dataset-records';
import type { Store } from '../store/store';
import { AppError } from '../ipc/app-error';
import type { SyncEngine } from '../sync/sync-engine';
import type { OfflineRunner } from './offline-runner';
import type { SyncStatusTracker } from './sync-status';

export interface HandlerDeps {
  info: SystemInfo;
  store: Store;
  engine: SyncEngine;
  status: SyncStatusTracker;
  offline: OfflineRunner;
}

export function createHandlers({ info, store, engine, status, offline }: HandlerDeps): Handlers {
  return {
    'system.info': () => info,
    'sync.status': () => status.current(),
    'sync.offline.start': (input) => {
      const unknown = (input?.only ?? []).filter((d) => !isDatasetName(d));
      if (unknown.length) throw new AppError('INVALID_INPUT', `unknown dataset ${unknown.join(', ')}`);
      return offline.start(input?.only ?? []);
    },
    'sync.offline.cancel': () => ({ cancelled: offline.cancel() }),
    'cache.summary': () => {
      const counts = datasetCounts(store);
      const summary = new Map(store.freshness.summary().map((s) => [s.dataset, s]));
      return DATASET_NAMES.map((dataset): DatasetSummary => {
        const s = summary.get(dataset);
        return {
          dataset,
          records: counts[dataset],
          requests: s?.requests ?? 0,
          errors: s?.errors ?? 0,
          rejected: s?.rejected ?? 0,
          oldest: s?.oldest ?? null,
          newest: s?.newest ?? null,
          stale: engine.policy.isStale(dataset, s?.oldest ?? null, Date.now()),
        };
      });
    },
    'search.query': (input) => store.search.find(input.text, { ...(input.kind ? { kind: input.kind } : {}), limit: input.limit ?? 20 }),
  };
}
