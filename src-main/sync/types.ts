// Types of the sync layer that other layers see (contract, renderer): no runtime.
import type { DatasetName } from '../store/datasets';

export interface OfflineProgress {
  state: 'running' | 'done' | 'cancelled' | 'failed';
  startedAt: string;
  done: number;
  total: number;
  failed: number;
  /** Requests not fetched because the cache already held them fresh (a run that is not forced). */
  skipped: number;
  /** Seconds left at the current pace; null until there is a pace. */
  etaSeconds: number | null;
  /** Set when the run stopped on an error that more requests cannot fix (a refused token). */
  error: string | null;
}

/** What the cache holds of one dataset and how fresh it is (the SYNC screen, `status`). */
export interface DatasetSummary {
  dataset: DatasetName;
  /** What the dataset holds, in words (from the dataset registry). */
  label: string;
  records: number;
  requests: number;
  errors: number;
  rejected: number;
  /** Oldest and newest successful fetch among this dataset's requests. */
  oldest: string | null;
  newest: string | null;
  stale: boolean;
}
