// Types of the sync layer that other layers see (contract, renderer): no runtime.

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
