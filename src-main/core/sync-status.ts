// The sync status the status bar shows, recomputed on change and pushed (at most a few times a second).
import type { SyncStatus } from '../ipc/contract';
import type { Store } from '../store/store';
import type { SyncEngine } from '../sync/sync-engine';
import type { OfflineProgress } from '../sync/types';

const PUSH_EVERY_MS = 300;

export class SyncStatusTracker {
  offlineRun: OfflineProgress | null = null;
  authProblem: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    private readonly engine: () => SyncEngine,
    private readonly push: (status: SyncStatus) => void,
  ) {}

  current(): SyncStatus {
    const engine = this.engine();
    return {
      connection: engine.connectivity.state,
      authProblem: this.authProblem,
      lastSyncAt: this.store.freshness.lastSuccess(),
      pending: engine.pending,
      offlineRun: this.offlineRun,
      cacheBytes: this.store.sizeBytes(),
    };
  }

  /** Something changed: push soon, coalescing bursts. */
  changed(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.push(this.current());
    }, PUSH_EVERY_MS);
    this.timer.unref();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
