// The host's side of the sync worker: starts it, forwards refreshes and calls, turns its reports
// into events, and supervises it. When the worker dies (a crash, an out-of-memory kill), every
// call in flight fails with a clear error, the status says what happened, and a new worker is
// started on the same cache file: SQLite commits each page whole, so nothing committed is lost,
// and an interrupted "make available offline" run resumes by itself.
import type { Worker } from 'node:worker_threads';
import type { PortfolioOutcome, PortfolioWrite } from '../portfolio-writes';
import type { SettingsWrite, SettingsWriteName, SettingsWriteResult } from '../settings-writes';
import type { AlertRule, AlertWrite } from '../../shared/alerts/types';
import type { Drawing, DrawingWrite } from '../../shared/drawings/types';
import { AppError } from '../../ipc/app-error';
import type { DatasetSummary } from '../../ipc/contract';
import type { DatasetName } from '../../store/datasets';
import type { OfflineProgress } from '../../sync/types';
import { syncReport, type EngineState, type SessionConfig, type SyncCall, type SyncCommand } from './protocol';
import { startWorker } from './worker-script';

interface SyncWorkerListener {
  /** `from`: a series' first day written (null: none); undefined for other datasets. */
  updated(dataset: DatasetName, key: string, from?: string | null): void;
  progress(progress: OfflineProgress): void;
  /** Alert firings the worker committed (their ids). */
  fired(ids: number[]): void;
  /** The engine state or the worker's health changed. */
  changed(): void;
}

export interface SyncWorkerOptions {
  /** The source's cache file. */
  databasePath: string;
  /** The home file whose settings every source shares (core/source-files.ts). */
  homePath: string;
  /** The source's key (DataSourceInfo.key): alert marks and firings are kept per source. */
  source: string;
  nativeBinding?: string;
  listener: SyncWorkerListener;
  /** Restarts in a row without the worker coming up before the host gives up (default 5). */
  maxRestarts?: number;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

const CLOSE_GRACE_MS = 3000;

export class SyncWorker {
  /** The engine's state as last reported (connection, queued requests, a refused token). */
  state: EngineState = { connection: 'online', pending: 0, authProblem: null };
  /** What went wrong with the worker, for the status bar and SYNC; null while all is well. */
  problem: string | null = null;
  private worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private session: SessionConfig | null = null;
  private closing = false;
  private failures = 0;
  private lastError: string | null = null;
  /** The last worker that exited (one that could not open the cache is not replaced). */
  private exited: Worker | null = null;

  private constructor(
    private readonly options: SyncWorkerOptions,
    first: Worker,
  ) {
    this.worker = first;
    this.supervise(first);
  }

  /** Starts the worker and waits until it has opened the cache; fails with its reason (e.g. a cache from a newer version). */
  static async start(options: SyncWorkerOptions): Promise<{ sync: SyncWorker; notices: string[] }> {
    const { sync, ready } = SyncWorker.launch(options);
    return { sync, notices: await ready };
  }

  /**
   * Starts the worker without waiting: what is posted meanwhile is queued by the runtime, in order.
   * `ready` gives the notices of opening the cache, or fails with the reason it could not; a worker
   * that could not open the cache is not restarted.
   */
  static launch(options: SyncWorkerOptions): { sync: SyncWorker; ready: Promise<string[]> } {
    const worker = SyncWorker.spawn(options);
    const ready = new Promise<string[]>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the sync worker stopped while opening the cache (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.on('message', function first(raw: unknown) {
        const report = syncReport.safeParse(raw);
        if (!report.success || (report.data.type !== 'ready' && report.data.type !== 'failed')) return;
        worker.off('message', first);
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (report.data.type === 'ready') resolve(report.data.notices);
        else {
          reject(new Error(report.data.message));
          void worker.terminate();
        }
      });
    });
    const sync = new SyncWorker(options, worker);
    ready.catch((err: unknown) => {
      sync.closing = true;
      sync.problem = `the sync worker could not open the cache (${err instanceof Error ? err.message : String(err)}); nothing is synced`;
      sync.failAll(sync.problem);
      options.listener.changed();
    });
    return { sync, ready };
  }

  private static spawn(options: SyncWorkerOptions, restarted = false): Worker {
    return startWorker('sync-worker', {
      workerData: {
        databasePath: options.databasePath,
        homePath: options.homePath,
        source: options.source,
        restarted,
        ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
      },
    });
  }

  /** Points the worker at a market (and again after every restart). */
  openSession(config: SessionConfig): void {
    this.session = config;
    this.state = { ...this.state, authProblem: null };
    this.post({ type: 'session', config });
  }

  /** Refreshes a request a read found stale (`seen`: the last success of the copy it judged); never waits. */
  refresh(dataset: DatasetName, key: string, seen: string | null, priority: number): void {
    this.post({ type: 'refresh', dataset, key, seen, priority });
  }

  /** Starts "make available offline"; a forced run fetches what is still fresh too. */
  startOffline(only: DatasetName[], force = false): Promise<OfflineProgress> {
    return this.call({ op: 'offline.start', only, force }) as Promise<OfflineProgress>;
  }

  /** A window is looking for `leaseMs`: an idle service may be probed, so OFFLINE shows within seconds. */
  watch(leaseMs: number): void {
    this.post({ type: 'watch', leaseMs });
  }

  cancelOffline(): Promise<{ cancelled: boolean }> {
    return this.call({ op: 'offline.cancel' }) as Promise<{ cancelled: boolean }>;
  }

  /** What the cache holds per dataset, counted on the writer's connection (the counts scan every cached row). */
  summary(): Promise<DatasetSummary[]> {
    return this.call({ op: 'summary' }) as Promise<DatasetSummary[]>;
  }

  /** Runs one settings write on the writer connection; resolves once it is committed. */
  write<K extends SettingsWriteName>(op: K, value: Extract<SettingsWrite, { op: K }>['value']): Promise<SettingsWriteResult<K>> {
    return this.call({ op: 'write', write: { op, value } as SettingsWrite }) as Promise<SettingsWriteResult<K>>;
  }

  /** Runs one portfolio write on the writer connection; resolves once it is committed (or refused). */
  portfolio(write: PortfolioWrite): Promise<PortfolioOutcome> {
    return this.call({ op: 'portfolio', write }) as Promise<PortfolioOutcome>;
  }

  /** Runs one alert write on the writer connection; the rule it made or changed, once committed. */
  alerts(write: AlertWrite): Promise<AlertRule | null> {
    return this.call({ op: 'alerts', write }) as Promise<AlertRule | null>;
  }

  /** Runs one drawing write on the writer connection: the drawing saved (null: no such id), or whether one was removed. */
  drawings(write: Extract<DrawingWrite, { op: 'save' }>): Promise<Drawing | null>;
  drawings(write: Extract<DrawingWrite, { op: 'remove' }>): Promise<{ removed: boolean }>;
  drawings(write: DrawingWrite): Promise<unknown> {
    return this.call({ op: 'drawings', write });
  }

  /** Stops the worker abruptly, as a crash would: the supervisor restarts it (tests, diagnostics). */
  async kill(): Promise<void> {
    await this.worker.terminate();
  }

  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker;
    if (this.exited === worker) return this.failAll('the terminal is closing');
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    this.post({ type: 'close' });
    const grace = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(grace);
    this.failAll('the terminal is closing');
  }

  private call(call: SyncCall): Promise<unknown> {
    if (this.problem !== null && this.failures > (this.options.maxRestarts ?? 5))
      return Promise.reject(new AppError('UNAVAILABLE', this.problem));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.post({ type: 'call', id, call });
    });
  }

  private post(command: SyncCommand): void {
    this.worker.postMessage(command);
  }

  private supervise(worker: Worker): void {
    worker.on('message', (raw: unknown) => this.receive(raw));
    worker.on('error', (err: Error) => {
      this.lastError = err.message;
      console.error('sync worker failed:', err);
    });
    worker.once('exit', (code) => {
      this.exited = worker;
      if (this.closing || worker !== this.worker) return;
      this.crashed(this.lastError ?? `exit code ${code}`);
    });
  }

  private receive(raw: unknown): void {
    const parsed = syncReport.safeParse(raw);
    if (!parsed.success) {
      console.error('sync worker sent a malformed report:', parsed.error.message);
      return;
    }
    const report = parsed.data;
    switch (report.type) {
      case 'ready':
        this.failures = 0;
        return;
      case 'failed':
        this.lastError = report.message;
        return;
      case 'reply': {
        const waiting = this.waiting.get(report.id);
        this.waiting.delete(report.id);
        if (report.result.ok) waiting?.resolve(report.result.value);
        else waiting?.reject(new AppError('INTERNAL', report.result.message));
        return;
      }
      case 'updated':
        for (const { dataset, key, from } of report.updates) this.options.listener.updated(dataset, key, from);
        return;
      case 'progress':
        return this.options.listener.progress(report.progress);
      case 'fired':
        return this.options.listener.fired(report.ids);
      case 'state':
        this.state = report.state;
        return this.options.listener.changed();
    }
  }

  private crashed(reason: string): void {
    this.lastError = null;
    this.failures++;
    const at = new Date().toISOString().slice(11, 19);
    this.failAll(`the sync worker stopped (${reason}) before it answered; try again`);
    this.state = { ...this.state, pending: 0 };
    if (this.failures > (this.options.maxRestarts ?? 5)) {
      this.problem = `the sync worker keeps stopping (${reason}); nothing is synced. The cache is still served: restart the terminal`;
      console.error(`sync worker: ${this.problem}`);
      this.options.listener.changed();
      return;
    }
    this.problem = `the sync worker stopped at ${at} UTC (${reason}) and was restarted; the cache kept every committed row`;
    console.error(`sync worker: ${this.problem}`);
    // Messages posted before the new worker is up are queued by the runtime, in order.
    this.worker = SyncWorker.spawn(this.options, true);
    this.supervise(this.worker);
    if (this.session) this.post({ type: 'session', config: this.session });
    this.options.listener.changed();
  }

  private failAll(message: string): void {
    const error = new AppError('UNAVAILABLE', message);
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
