// The app's "make available offline" action: at most one run at a time, progress pushed,
// cancellable, and resumed by itself when the app starts after an interrupted run.
import type { DatasetName } from '../store/datasets';
import type { Store } from '../store/store';
import { runOffline, wasInterrupted } from '../sync/offline-run';
import type { SyncEngine } from '../sync/sync-engine';
import type { OfflineProgress } from '../sync/types';

export class OfflineRunner {
  private controller: AbortController | null = null;
  private last: OfflineProgress | null = null;

  constructor(
    private readonly engine: SyncEngine,
    private readonly store: Store,
    private readonly onProgress: (progress: OfflineProgress) => void,
  ) {}

  get progress(): OfflineProgress | null {
    return this.last;
  }

  /** Starts a run (forced: fresh requests are fetched too), or returns the one in progress. */
  start(only: readonly DatasetName[] = [], force = false): OfflineProgress {
    if (this.controller && this.last) return this.last;
    const controller = new AbortController();
    this.controller = controller;
    this.last = {
      state: 'running',
      startedAt: new Date().toISOString(),
      done: 0,
      total: 0,
      failed: 0,
      skipped: 0,
      etaSeconds: null,
      error: null,
    };
    void runOffline(this.engine, this.store, {
      only,
      force,
      signal: controller.signal,
      onProgress: (p) => {
        this.last = p;
        this.onProgress(p);
      },
    })
      .catch((err: unknown) => {
        const failed: OfflineProgress = {
          ...(this.last as OfflineProgress),
          state: 'failed',
          error: err instanceof Error ? err.message : String(err),
        };
        this.last = failed;
        this.onProgress(failed);
      })
      .finally(() => {
        if (this.controller === controller) this.controller = null;
      });
    return this.last;
  }

  /** Stops the run in progress; false when none was running. */
  cancel(): boolean {
    if (!this.controller) return false;
    this.controller.abort();
    return true;
  }

  /** Picks up a run that a restart or a kill interrupted. */
  resumeIfInterrupted(): void {
    if (wasInterrupted(this.store)) this.start();
  }
}
