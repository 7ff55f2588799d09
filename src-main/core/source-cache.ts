// One data source's half of the core: its cache file (read here, written by its own sync worker),
// the status of its syncs, its integrity check and its session with the market. The core opens one
// at start and another when the data source changes, then closes the old one: one source's records
// can never be read as another's.
import type { EventHub } from '../ipc/event-hub';
import { Store } from '../store/store';
import { startIntegrityCheck } from './threads/integrity-check';
import type { WorkerHttpOptions } from './threads/protocol';
import { SyncWorker } from './threads/sync-worker-client';
import { sourceKey, type DataSourceSetting } from './data-source';
import { openMarketLine } from './market-connection';
import { openSession, type Session } from './session';
import { createSeriesMemo, type SeriesMemo } from './series-memo';
import { SyncStatusTracker } from './sync-status';
import { NO_TOKEN, type TokenGrant, type TokenKeeper } from './token-binding';

export interface SourceCacheOptions {
  setting: DataSourceSetting;
  /** This source's cache file, and the home file whose settings every source shares. */
  file: string;
  home: string;
  binding: { nativeBinding?: string };
  events: EventHub;
  /** Only the open source speaks: an old one closing may still report. */
  isCurrent: () => boolean;
  /** What the vault grants this source. */
  tokens: TokenKeeper;
  /** A token just entered for this source, before it is stored. */
  grant?: TokenGrant;
  httpOptions?: WorkerHttpOptions;
  integrityCheckDelayMs?: number;
}

export interface SourceCache {
  readonly setting: DataSourceSetting;
  readonly file: string;
  /** The read-only connection screens are answered from. */
  readonly store: Store;
  /** Whole series read from it, kept until their write is announced. */
  readonly seriesMemo: SeriesMemo;
  /** The engine and the one writer of this source's cache. */
  readonly sync: SyncWorker;
  readonly status: SyncStatusTracker;
  readonly session: Session;
  /** Makes this the source the worker syncs, once the core has switched to it. */
  activate(): void;
  close(): Promise<void>;
}

export async function openSourceCache(options: SourceCacheOptions): Promise<SourceCache> {
  const { file, home, binding, events, isCurrent } = options;
  let status: SyncStatusTracker | null = null;
  let reader: Store | null = null; // answers the firings the worker announces, once it is open
  // A cache that is there and current is read at once, while the worker opens it for writing too;
  // a new, older or damaged one is opened (migrated, moved aside) by the worker first.
  const early = Store.openCurrentReader(file, { ...binding, home });
  const seriesMemo = createSeriesMemo();
  // The demo market's thread starts while the worker opens the cache: two thread starts of about
  // 100 ms that need not wait for each other.
  const demo = options.setting.kind === 'demo' ? openMarketLine(options.setting, NO_TOKEN) : null;
  demo?.catch(() => undefined); // a failure is met again where the line is used
  const closeDemo = () => demo?.then((line) => line.close()).catch(() => undefined);
  const { sync, ready } = SyncWorker.launch({
    databasePath: file,
    homePath: home,
    source: sourceKey(options.setting),
    ...binding,
    listener: {
      updated: (dataset, key, from) => {
        seriesMemo.written(dataset, key); // before the screens hear of it and read again
        if (!isCurrent()) return;
        events.emit('data.updated', { dataset, key, ...(from === undefined ? {} : { from }) });
        status?.changed();
      },
      progress: (progress) => {
        if (!isCurrent()) return;
        events.emit('sync.progress', progress);
        if (status) status.offlineRun = progress;
        status?.changed();
      },
      changed: () => status?.changed(),
      fired: (ids) => {
        if (!isCurrent() || !reader) return;
        events.emit('alerts.fired', { firings: reader.alerts.firingsById(ids), unread: reader.alerts.unread() });
      },
    },
  });
  let store: Store;
  try {
    store = early ?? Store.openReader(file, await ready, { ...binding, home });
  } catch (err) {
    await sync.close();
    await closeDemo();
    throw err;
  }
  reader = store;
  const tracker = new SyncStatusTracker(store, sync, (s) => isCurrent() && events.emit('sync.status', s), sourceKey(options.setting));
  status = tracker;
  // Read early, the cache was one the worker opens as it is; should it still have been replaced
  // (changed on disk in between), the reader holds the old file: say so rather than serve it quietly.
  void ready.then(
    (notices) => {
      if (early && notices.length > 0) tracker.reportCacheProblem(`${notices.join(' ')} Restart the terminal to read the fresh cache.`);
    },
    () => undefined, // the worker's own status says it could not open the cache
  );
  let session: Session;
  try {
    session = await openSession({
      sync,
      status: tracker,
      tokens: options.tokens,
      dataSource: options.setting,
      demo,
      ...(options.grant ? { grant: options.grant } : {}),
      ...(options.httpOptions ? { httpOptions: options.httpOptions } : {}),
    });
  } catch (err) {
    tracker.dispose();
    await sync.close();
    store.close();
    await closeDemo();
    throw err;
  }
  // After start, so a big cache's full read does not hold up the first screen.
  const integrity = startIntegrityCheck(file, {
    ...binding,
    ...(options.integrityCheckDelayMs !== undefined ? { delayMs: options.integrityCheckDelayMs } : {}),
    after: ready,
    idle: () => sync.state.pending === 0 && tracker.offlineRun?.state !== 'running',
  });
  void integrity.result.then((problem) => {
    if (problem !== null)
      tracker.reportCacheProblem(
        `The cache file is damaged (${problem}). Restart the terminal: it then moves the file aside and fills a fresh cache.`,
      );
  });
  return {
    setting: options.setting,
    file,
    store,
    seriesMemo,
    sync,
    status: tracker,
    session,
    activate: () => session.activate(),
    async close() {
      tracker.dispose();
      await integrity.stop();
      await sync.close();
      await session.close();
      store.close();
    },
  };
}
