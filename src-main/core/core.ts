// The transport-independent core: the cache, the line to the market, the sync engine and the
// contract handlers, whichever way the renderer is attached (Electron IPC or the browser-mode
// WebSocket).
import packageJson from '../../package.json';
import type { HttpClientOptions } from '../api/http/http-client';
import type { SystemInfo, TransportKind } from '../ipc/contract';
import { EventHub } from '../ipc/event-hub';
import type { Handlers } from '../ipc/router';
import { Store } from '../store/store';
import { PRIORITY, SyncEngine } from '../sync/sync-engine';
import { readDataSource } from './data-source';
import { createHandlers } from './handlers';
import { connectMarket, type MarketConnection } from './market-connection';
import { OfflineRunner } from './offline-runner';
import { databaseFile } from './paths';
import { SyncStatusTracker } from './sync-status';
import type { TokenVault } from './token-vault';

export interface CoreOptions {
  transport: TransportKind;
  userDataDir: string;
  tokenVault: TokenVault;
  /** Electron's own build of better-sqlite3; Node runtimes use the default build. */
  nativeBinding?: string;
  /** How often main proves it is alive to connected renderers. */
  heartbeatMs?: number;
  httpOptions?: Partial<HttpClientOptions>;
}

export interface Core {
  readonly handlers: Handlers;
  readonly events: EventHub;
  readonly info: SystemInfo;
  readonly store: Store;
  readonly engine: SyncEngine;
  close(): Promise<void>;
}

/** The lists the command bar and the overview screens need first. */
const TOP_LEVEL = ['shares', 'funds', 'events', 'countries'] as const;

export async function createCore(options: CoreOptions): Promise<Core> {
  const databasePath = databaseFile(options.userDataDir);
  const store = Store.open(databasePath, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  let market: MarketConnection;
  try {
    market = await connectMarket(readDataSource(store.settings), options.tokenVault.get(), options.httpOptions);
  } catch (err) {
    store.close();
    throw err;
  }
  const events = new EventHub();
  let engine: SyncEngine | null = null;
  const status = new SyncStatusTracker(store, () => engine as SyncEngine, (s) => events.emit('sync.status', s));
  status.authProblem = market.missingToken;
  engine = new SyncEngine({
    store,
    client: market.client,
    sourceLabel: market.info.label,
    probe: market.probe,
    onUpdated: (dataset, key) => {
      events.emit('data.updated', { dataset, key });
      status.changed();
    },
    onConnection: () => status.changed(),
  });
  engine.onAuthFailure((message) => {
    status.authProblem = message;
    status.changed();
  });
  const offline = new OfflineRunner(engine, store, (progress) => {
    events.emit('sync.progress', progress);
    status.offlineRun = progress;
    status.changed();
  });

  const info: SystemInfo = {
    appVersion: packageJson.version,
    dataSource: market.info,
    databasePath,
    sqliteVersion: (store.db.prepare('select sqlite_version()').pluck().get() as string) ?? '',
    transport: options.transport,
    platform: `${process.platform}-${process.arch}`,
    notices: [...store.notices],
  };

  const startedAt = Date.now();
  const heartbeat = setInterval(() => {
    events.emit('system.heartbeat', { at: new Date().toISOString(), uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  }, options.heartbeatMs ?? 5000);
  heartbeat.unref();

  // The cache answers at once; bring the lists the command bar searches up to date behind it.
  for (const dataset of TOP_LEVEL) engine.refreshIfStale(dataset, '', PRIORITY.visible);
  offline.resumeIfInterrupted();

  const ready = engine;
  return {
    handlers: createHandlers({ info, store, engine: ready, status, offline }),
    events,
    info,
    store,
    engine: ready,
    async close() {
      clearInterval(heartbeat);
      offline.cancel();
      status.dispose();
      ready.dispose();
      await market.close();
      store.close();
    },
  };
}
