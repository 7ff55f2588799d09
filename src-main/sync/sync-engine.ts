// Keeps the cache fresh. Reads never wait for it: callers read the store, then ask the engine to
// refresh what is stale. Jobs are prioritised (visible panes first), identical ones merged,
// cancellable, and parked while the service is unreachable.
import PQueue from 'p-queue';
import { ApiError } from '../api/http/api-error';
import type { MarketDataClient } from '../api/market-data-client';
import { isSeriesDataset, type DatasetName } from '../store/datasets';
import type { Outcome } from '../store/freshness';
import type { Store } from '../store/store';
import { cacheAge } from './cache-age';
import { Connectivity, isOfflineError, type Connection } from './connectivity';
import { FreshnessPolicy } from './freshness-policy';
import { REFRESHERS } from './refreshers';

export const PRIORITY = { visible: 10, background: 0 } as const;

export interface JobResult {
  outcome: Outcome | 'cancelled';
  rejected: number;
  error: string | null;
}

export interface SyncEngineOptions {
  store: Store;
  client: MarketDataClient;
  /** Written into freshness records: DEMO or the service host. */
  sourceLabel: string;
  /** A cheap request to the service, for the offline probe. */
  probe(signal: AbortSignal): Promise<unknown>;
  policy?: FreshnessPolicy;
  concurrency?: number;
  now?: () => Date;
  /**
   * A request's data was committed. `from`, for a series: the first day written (null: none), so
   * a reader holding the days before it reads only the rest; undefined for other datasets.
   */
  onUpdated?(dataset: DatasetName, key: string, from?: string | null): void;
  /** The service token: masked wherever a refused record's text would store it. */
  secret?: string | null;
  onConnection?(state: Connection): void;
  /** First and longest wait between offline probes (defaults: 2 s, 30 s). */
  firstProbeMs?: number;
  maxProbeMs?: number;
}

/** A job's result, with what its update announces once committed (`from`: see onUpdated). */
interface Ran extends JobResult {
  from?: string | null;
}

interface Job {
  promise: Promise<JobResult>;
  controller: AbortController;
  priority: number;
}

export class SyncEngine {
  readonly policy: FreshnessPolicy;
  readonly connectivity: Connectivity;
  private readonly queue: PQueue;
  private readonly jobs = new Map<string, Job>();
  private readonly authListeners = new Set<(message: string) => void>();
  private readonly now: () => Date;
  /** Any answer, even a refusal, proves the service is reachable. */
  private readonly reach: (signal: AbortSignal) => Promise<unknown>;
  /** Set once the service refuses the token: nothing more is sent until the settings change (a new engine). */
  private authStopped: string | null = null;
  /** Jobs submitted and not yet through their fetch and writes: while there are some, writes are grouped. */
  private unfinished = 0;

  constructor(private readonly options: SyncEngineOptions) {
    this.policy = options.policy ?? new FreshnessPolicy();
    this.queue = new PQueue({ concurrency: options.concurrency ?? 4 });
    this.now = options.now ?? (() => new Date());
    this.reach = (signal) =>
      options.probe(signal).catch((err: unknown) => {
        if (isOfflineError(err) || signal.aborted) throw err;
      });
    this.connectivity = new Connectivity({
      probe: this.reach,
      onChange: (state) => options.onConnection?.(state),
      firstProbeMs: options.firstProbeMs,
      maxProbeMs: options.maxProbeMs,
    });
  }

  /** Time of the last successful fetch of this request, and whether it is older than the policy allows. */
  asOf(dataset: DatasetName, key = ''): { fetchedAt: string | null; stale: boolean } {
    return cacheAge(this.options.store, this.policy, dataset, key, this.now().getTime());
  }

  /**
   * Refreshes a request a reader found stale, judged on the copy whose last success was `seen`:
   * the reader's decision stands (it is not made again here), unless a refresh landed since it
   * looked. Never throws, never waits.
   */
  refreshSeen(dataset: DatasetName, key: string, seen: string | null, priority: number): void {
    if ((this.options.store.freshness.get(dataset, key)?.lastOkAt ?? null) === seen) void this.refresh(dataset, key, priority);
  }

  /** Schedules a refresh if the cached copy is stale (the engine's own initiative); never throws, never waits. */
  refreshIfStale(dataset: DatasetName, key = '', priority: number = PRIORITY.visible): void {
    if (this.asOf(dataset, key).stale) void this.refresh(dataset, key, priority);
  }

  /** Fetches one request into the cache. Identical requests in flight share one job. */
  refresh(dataset: DatasetName, key = '', priority: number = PRIORITY.background): Promise<JobResult> {
    const id = `${dataset}|${key}`;
    const existing = this.jobs.get(id);
    if (existing) {
      // A visible pane asking for a request queued as background work must not wait behind it all.
      if (priority > existing.priority) {
        existing.priority = priority;
        try {
          this.queue.setPriority(id, priority);
        } catch {
          // Already running: nothing left to reorder.
        }
      }
      return existing.promise;
    }
    const controller = new AbortController();
    const cancelled: JobResult = { outcome: 'cancelled', rejected: 0, error: null };
    // Jobs that overlap are one sync run for the change journal: a burst of refreshes is one "latest sync".
    const run = this.options.store.journal.hold(this.now());
    this.unfinished++;
    const promise = this.queue
      .add(() => this.run(dataset, key, priority, controller.signal), { id, priority, signal: controller.signal })
      .then(
        (result) => result ?? cancelled,
        () => cancelled,
      ) // removed from the queue before it ran
      .then((result) => this.landed(dataset, key, result))
      .finally(() => {
        this.jobs.delete(id);
        run.release();
      });
    this.jobs.set(id, { promise, controller, priority });
    return promise;
  }

  cancel(dataset: DatasetName, key = ''): void {
    this.jobs.get(`${dataset}|${key}`)?.controller.abort();
  }

  /** Cancels every job at or below a priority (e.g. background work when the user leaves). */
  cancelAll(maxPriority: number = Number.POSITIVE_INFINITY): void {
    for (const job of this.jobs.values()) {
      if (job.priority <= maxPriority) job.controller.abort();
    }
  }

  /** Called when the service refuses the token; returns an unsubscribe. */
  onAuthFailure(listener: (message: string) => void): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }

  /** Why fetching stopped (the token was refused), or null. */
  get stoppedByAuth(): string | null {
    return this.authStopped;
  }

  get pending(): number {
    return this.jobs.size;
  }

  dispose(): void {
    for (const job of this.jobs.values()) job.controller.abort();
    this.queue.clear();
    this.connectivity.dispose();
    this.options.store.writes.flush();
  }

  /**
   * A job's end, once its writes are committed with their group: only then do readers on other
   * connections see them, so only then is the update announced. The last job running commits at
   * once: a lone refresh never waits for the group's timer.
   */
  private landed(dataset: DatasetName, key: string, { from, ...result }: Ran): Promise<JobResult> {
    const { writes } = this.options.store;
    if (--this.unfinished === 0) writes.flush();
    return new Promise((resolve) =>
      writes.afterCommit((lost) => {
        if (lost !== null) return resolve({ outcome: 'error', rejected: 0, error: lost });
        if (result.outcome === 'ok' || result.outcome === 'partial') this.options.onUpdated?.(dataset, key, from);
        resolve(result);
      }),
    );
  }

  private async run(dataset: DatasetName, key: string, priority: number, signal: AbortSignal): Promise<Ran> {
    const { store } = this.options;
    let triedAgain = false;
    for (;;) {
      await this.untilOnline(signal);
      if (signal.aborted) return { outcome: 'cancelled', rejected: 0, error: null };
      if (this.authStopped !== null) return { outcome: 'error', rejected: 0, error: this.authStopped };
      const fetchedAt = this.now().toISOString();
      let from: string | null = null;
      const wrote = (day: string) => {
        if (from === null || day < from) from = day;
      };
      // The pages this job writes, and its freshness row, join the open write group.
      store.writes.enter();
      try {
        const rejects = await REFRESHERS[dataset](
          { client: this.options.client, store, signal, priority, today: fetchedAt.slice(0, 10), wrote },
          key,
        );
        store.writes.enter();
        store.rejects.add(fetchedAt, dataset, key || null, rejects, this.options.secret);
        const outcome: Outcome = rejects.length ? 'partial' : 'ok';
        store.freshness.record({
          dataset,
          key,
          fetchedAt,
          source: this.options.sourceLabel,
          outcome,
          error: null,
          rejected: rejects.length,
        });
        this.connectivity.markOnline();
        return { outcome, rejected: rejects.length, error: null, from: isSeriesDataset(dataset) ? from : undefined };
      } catch (err) {
        if (signal.aborted) return { outcome: 'cancelled', rejected: 0, error: null };
        if (isOfflineError(err)) {
          if (!(await this.reachable(signal))) {
            // Not an error for the user: park the job until the probe sees the service again.
            this.connectivity.markOffline();
            continue;
          }
          // The service answers, only this request keeps failing (its retries are spent): report
          // it as this request's failure instead of flapping the whole terminal to OFFLINE. Unless
          // the service came back while its retries ran out (a first start before the market is
          // up): one more try tells the two apart, else the list stays unfetched until asked again.
          if (signal.aborted) return { outcome: 'cancelled', rejected: 0, error: null };
          if (!triedAgain) {
            triedAgain = true;
            continue;
          }
        }
        const message = err instanceof Error ? err.message : String(err);
        store.writes.enter();
        store.freshness.record({
          dataset,
          key,
          fetchedAt,
          source: this.options.sourceLabel,
          outcome: 'error',
          error: message,
          rejected: 0,
        });
        if (err instanceof ApiError && err.kind === 'auth' && this.authStopped === null) {
          this.authStopped = message;
          this.authListeners.forEach((listener) => listener(message));
        }
        return { outcome: 'error', rejected: 0, error: message };
      }
    }
  }

  private async reachable(signal: AbortSignal): Promise<boolean> {
    try {
      await this.reach(signal);
      return true;
    } catch {
      return false;
    }
  }

  private untilOnline(signal: AbortSignal): Promise<void> {
    if (this.connectivity.state === 'online') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        signal.removeEventListener('abort', done); // a job parked again and again must not pile them up
        resolve();
      };
      signal.addEventListener('abort', done, { once: true });
      void this.connectivity.whenOnline().then(done);
    });
  }
}
