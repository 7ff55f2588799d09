// The transport-independent core: the cache, the session with the market and the contract
// handlers, whichever way the renderer is attached (Electron IPC or the browser-mode WebSocket).
// The sync engine and the one SQLite writer run in a worker thread (src-main/worker); this thread
// answers the window from a read-only connection, so a long ingest never makes it wait.
import packageJson from '../../package.json';
import type { DesktopNote, SystemInfo, TransportKind } from '../ipc/contract';
import { EventHub } from '../ipc/event-hub';
import type { Handlers } from '../ipc/router';
import { makePrivate } from '../store/private-files';
import { Store } from '../store/store';
import { AppError } from '../ipc/app-error';
import { FreshnessPolicy } from '../sync/freshness-policy';
import type { WorkerHttpOptions } from '../worker/protocol';
import { startIntegrityCheck } from '../worker/integrity-check';
import { SyncWorker } from '../worker/sync-worker-client';
import { readDataSource, type DataSourceSetting } from './data-source';
import { startDemoMarketEarly } from './early-market';
import { createHandlers, type DesktopHost } from './handlers';
import type { ConfirmLinkHost } from './link-approvals';
import { databaseFile, privateDataPaths } from './paths';
import { openSession, type Session } from './session';
import { SyncStatusTracker } from './sync-status';
import { readPolicyOverrides } from './preferences';
import { enteredGrant, outsideTokenOrigin, sourceOrigin, tokenKeeper, tokenSwitchRefusal, type TokenKeeper } from './token-binding';
import type { KeptToken, TokenVault } from './token-vault';

export interface CoreOptions {
  transport: TransportKind;
  userDataDir: string;
  tokenVault: TokenVault;
  /** Electron's own build of better-sqlite3; Node runtimes use the default build. */
  nativeBinding?: string;
  /** How often main proves it is alive to connected renderers. */
  heartbeatMs?: number;
  /** How long after start the cache's full integrity check begins (default: once the start has settled). */
  integrityCheckDelayMs?: number;
  /** The HTTP client's tuning, for the worker that makes the requests. */
  httpOptions?: WorkerHttpOptions;
  /** A data source for this run only, overriding the stored one (not saved). */
  dataSource?: DataSourceSetting;
  /** How the desktop app hands a checked link to the OS; browser mode has none. */
  openExternal?: (url: string) => Promise<void>;
  /** The desktop app's own dialog about a new link host; browser mode has none (the page asks). */
  confirmLinkHost?: ConfirmLinkHost;
  /** The desktop app's menu and windows (Electron only). */
  desktop?: DesktopHost;
  /** Shows a desktop notification (Electron); browser mode has none, the page uses the Notifications API. */
  notify?: (note: DesktopNote) => boolean;
}

export interface Core {
  readonly handlers: Handlers;
  readonly events: EventHub;
  readonly info: SystemInfo;
  /** The read-only connection screens are answered from. */
  readonly store: Store;
  /** The sync worker: the engine and the one writer. */
  readonly sync: SyncWorker;
  /** The current session (replaced when the data source changes). */
  session(): Session;
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const databasePath = databaseFile(options.userDataDir);
  const binding = options.nativeBinding ? { nativeBinding: options.nativeBinding } : {};
  const events = new EventHub();
  let status: SyncStatusTracker | null = null;
  // Before anything opens the cache, so the readers and the worker find it private already.
  const privacy = makePrivate(privateDataPaths(options.userDataDir));
  // A cache that is there and current is read at once, while the worker opens it for writing too;
  // a new, older or damaged one is opened (migrated, moved aside) by the worker first.
  const early = Store.openCurrentReader(databasePath, binding);
  const demo = startDemoMarketEarly(databasePath, binding, options.dataSource, early);
  const closeDemo = () => demo?.then((line) => line.close()).catch(() => undefined);
  const { sync, ready } = SyncWorker.launch({
    databasePath,
    ...binding,
    listener: {
      updated: (dataset, key) => {
        events.emit('data.updated', { dataset, key });
        status?.changed();
      },
      progress: (progress) => {
        events.emit('sync.progress', progress);
        if (status) status.offlineRun = progress;
        status?.changed();
      },
      changed: () => status?.changed(),
    },
  });
  const readerAfterWorker = async () => {
    try {
      return Store.openReader(databasePath, await ready, binding);
    } catch (err) {
      await sync.close();
      await closeDemo();
      throw err;
    }
  };
  const store = early ?? (await readerAfterWorker());
  const tracker = new SyncStatusTracker(store, sync, (s) => events.emit('sync.status', s));
  status = tracker;
  // Read early, the cache was one the worker opens as it is; should it still have been replaced
  // (changed on disk in between), the reader holds the old file: say so rather than serve it quietly.
  void ready.then(
    (notices) => {
      if (early && notices.length > 0) tracker.reportCacheProblem(`${notices.join(' ')} Restart the terminal to read the fresh cache.`);
    },
    () => undefined, // the worker's own status says it could not open the cache
  );
  const policy = new FreshnessPolicy(readPolicyOverrides(store.settings));
  const tokens = bindTokens(options, store, sync);
  let session: Session | null = null;
  const current = () => session as Session;
  const deps = {
    store,
    sync,
    status: tracker,
    tokens,
    ...(options.httpOptions ? { httpOptions: options.httpOptions } : {}),
    ...(options.dataSource ? { dataSource: options.dataSource } : {}),
  };
  try {
    session = await openSession({ ...deps, demo });
  } catch (err) {
    await sync.close();
    store.close();
    await closeDemo();
    throw err;
  }
  session.activate();
  // After start, so a big cache's full read does not hold up the first screen.
  const integrity = startIntegrityCheck(databasePath, {
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

  const info: SystemInfo = {
    appVersion: packageJson.version,
    dataSource: current().market.info,
    databasePath,
    sqliteVersion: (store.db.prepare('select sqlite_version()').pluck().get() as string) ?? '',
    transport: options.transport,
    platform: `${process.platform}-${process.arch}`,
    notices: [
      ...(privacy === null ? [] : [privacy]),
      ...store.notices,
      ...(options.tokenVault.problem ? [options.tokenVault.problem] : []),
    ],
  };

  /**
   * Points the terminal at another market; the cache is kept, the token goes to the vault.
   * Atomic: the new session is opened first and the old one closed only once it stands, so a
   * failure leaves the terminal on its old market.
   */
  const switchDataSource = async (setting: DataSourceSetting, token: string | undefined): Promise<SystemInfo> => {
    const origin = sourceOrigin(setting);
    const refusal = tokenSwitchRefusal(setting, token, origin ? tokens.grantFor(origin) : enteredGrant(null, setting));
    if (refusal) throw new AppError('INVALID_INPUT', refusal);
    const next = await openSession({
      ...deps,
      dataSource: setting,
      ...(token !== undefined ? { grant: enteredGrant(token, setting) } : {}),
    });
    try {
      if (token !== undefined) {
        // The token entered goes with the origin it was entered for; '' forgets the entered one.
        if (token && origin) await options.tokenVault.set(token, origin);
        else options.tokenVault.clear();
      }
      await sync.write('dataSource', setting);
    } catch (err) {
      await next.close();
      throw err;
    }
    const previous = current();
    session = next;
    tracker.offlineRun = null;
    next.activate();
    await previous.close();
    info.dataSource = next.market.info;
    tracker.changed();
    return info;
  };

  const startedAt = Date.now();
  const heartbeat = setInterval(() => {
    events.emit('system.heartbeat', { at: new Date().toISOString(), uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  }, options.heartbeatMs ?? 5000);
  heartbeat.unref();

  return {
    handlers: createHandlers({
      info,
      store,
      session: current,
      sync,
      policy,
      status: tracker,
      tokens,
      switchDataSource,
      ...(options.openExternal ? { openExternal: options.openExternal } : {}),
      ...(options.confirmLinkHost ? { confirmLinkHost: options.confirmLinkHost } : {}),
      ...(options.desktop ? { desktop: options.desktop } : {}),
      events,
      ...(options.notify ? { notify: options.notify } : {}),
    }),
    events,
    info,
    store,
    sync,
    session: current,
    async close() {
      clearInterval(heartbeat);
      tracker.dispose();
      await integrity.stop();
      await sync.close();
      await current().close();
      store.close();
    },
  };
}

/**
 * The vault's tokens with their origins. Tokens given outside the app belong to the origin this
 * process starts on (remembered at their first start, so a data source changed since does not take
 * them along); an unreadable vault grants nothing and says why.
 */
function bindTokens(options: CoreOptions, store: Store, sync: SyncWorker): TokenKeeper {
  let kept: KeptToken[] = [];
  try {
    kept = options.tokenVault.kept();
  } catch {
    // unreadable (e.g. wrong file mode): the keeper reports it wherever a token is asked for
  }
  const configured = sourceOrigin(options.dataSource ?? readDataSource(store.settings));
  const outside = outsideTokenOrigin(store.settings, kept, configured, options.dataSource !== undefined);
  // Remembered in the background: this run holds the binding in memory either way.
  if (outside.remember) sync.write('outsideTokenBinding', outside.remember).catch(() => undefined);
  return tokenKeeper(options.tokenVault, outside.origin);
}
