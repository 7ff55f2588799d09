// The sync status the status bar shows, recomputed on change and pushed (at most a few times a second).
import type { SyncStatus } from '../ipc/contract';
import type { Store } from '../store/store';
import type { OfflineProgress } from '../sync/types';
import type { SyncWorker } from './threads/sync-worker-client';

const PUSH_EVERY_MS = 300;

export class SyncStatusTracker {
  offlineRun: OfflineProgress | null = null;
  /** Why the current market gets no requests (no usable token), until the service says more. */
  missingToken: string | null = null;
  private cacheProblem: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private disposed = false;

  constructor(
    private readonly store: Store,
    private readonly sync: Pick<SyncWorker, 'state' | 'problem'>,
    private readonly push: (status: SyncStatus) => void,
    /** The data source whose cache `store` is (DataSourceInfo.key). */
    private readonly source: string,
  ) {}

  current(): SyncStatus {
    const { state, problem } = this.sync;
    return {
      source: this.source,
      connection: state.connection,
      // A session that sends no token says why first: the service's refusal then only follows from it.
      authProblem: this.missingToken ?? state.authProblem,
      workerProblem: problem,
      cacheProblem: this.cacheProblem,
      lastSyncAt: this.store.freshness.lastSuccess(),
      pending: state.pending,
      offlineRun: this.offlineRun,
      cacheBytes: this.store.sizeBytes(),
      lastChanges: this.store.journal.latest(),
    };
  }

  /** Something is wrong with the cache file, in words that say what the trader must do; pushed. */
  reportCacheProblem(problem: string): void {
    this.cacheProblem = problem;
    this.changed();
  }

  /** Something changed: push soon, coalescing bursts. */
  changed(): void {
    // The worker may still report while the core closes; the reader may be closed by then.
    if (this.timer || this.disposed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.push(this.current());
    }, PUSH_EVERY_MS);
    this.timer.unref();
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
