// The transport-independent core: the cache, the session with the market and the contract
// handlers, whichever way the renderer is attached (Electron IPC or the browser-mode WebSocket).
// The sync engine and the one SQLite writer run in a worker thread (src-main/worker, started from core/threads); this thread
// answers the window from a read-only connection, so a long ingest never makes it wait.
import packageJson from '../../package.json';
import { AppError } from '../ipc/app-error';
import { METHOD_NAMES, type MethodName } from '../ipc/contract-names';
import type { DesktopNote, SystemInfo, TransportKind } from '../ipc/contract';
import { EventHub } from '../ipc/event-hub';
import type { CallContext, Handlers } from '../ipc/router';
import { DATASET_NAMES } from '../store/datasets';
import { makePrivate } from '../store/private-files';
import type { Store } from '../store/store';
import { FreshnessPolicy } from '../sync/freshness-policy';
import type { WorkerHttpOptions } from './threads/protocol';
import type { SyncWorker } from './threads/sync-worker-client';
import { sourceKey, type DataSourceSetting } from './data-source';
import { createHandlers, type DesktopHost } from './handlers';
import type { ConfirmLinkHost } from './link-approvals';
import { databaseFile, privateDataPaths } from './paths';
import { readPolicyOverrides } from './preferences';
import type { Session } from './session';
import { openSourceCache, type SourceCache } from './source-cache';
import { cacheFileOf, peekHome } from './source-files';
import { bindVault, enteredGrant, sourceOrigin, tokenSwitchRefusal, type TokenGrant } from './token-binding';
import type { TokenVault } from './token-vault';

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
  const binding = options.nativeBinding ? { nativeBinding: options.nativeBinding } : {};
  const home = databaseFile(options.userDataDir);
  const events = new EventHub();
  // Before anything opens a cache, so the readers and the workers find them private already.
  const privacy = makePrivate(privateDataPaths(options.userDataDir));
  const peek = peekHome(options.userDataDir, binding);
  // A cache from before one cache per source holds the records of the source it was last synced from.
  const homeSource = peek.homeSource ?? sourceKey(peek.dataSource);
  // Tokens given outside the app belong to the origin this process starts on (remembered at their
  // first start, so a data source changed since does not take them along).
  const { keeper: tokens, remember } = bindVault(
    options.tokenVault,
    peek.outsideTokenBinding,
    sourceOrigin(options.dataSource ?? peek.dataSource),
    options.dataSource !== undefined,
  );

  let cache: SourceCache | null = null;
  const current = () => cache as SourceCache;
  const open = (setting: DataSourceSetting, grant?: TokenGrant): Promise<SourceCache> => {
    const opened: { cache: SourceCache | null } = { cache: null };
    return openSourceCache({
      setting,
      file: cacheFileOf(options.userDataDir, sourceKey(setting), homeSource),
      home,
      binding,
      events,
      isCurrent: () => opened.cache !== null && opened.cache === cache,
      tokens,
      ...(grant ? { grant } : {}),
      ...(options.httpOptions ? { httpOptions: options.httpOptions } : {}),
      ...(options.integrityCheckDelayMs !== undefined ? { integrityCheckDelayMs: options.integrityCheckDelayMs } : {}),
    }).then((c) => (opened.cache = c));
  };
  cache = await open(options.dataSource ?? peek.dataSource);
  const first = cache;
  if (peek.homeSource === null) first.sync.write('homeSource', homeSource).catch(() => undefined);
  // Remembered in the background: this run holds the binding in memory either way.
  if (remember) first.sync.write('outsideTokenBinding', remember).catch(() => undefined);
  first.activate();
  const policy = new FreshnessPolicy(readPolicyOverrides(first.store.settings));

  const info: SystemInfo = {
    appVersion: packageJson.version,
    dataSource: first.session.market.info,
    databasePath: first.file,
    sqliteVersion: (first.store.db.prepare('select sqlite_version()').pluck().get() as string) ?? '',
    transport: options.transport,
    platform: `${process.platform}-${process.arch}`,
    notices: [
      ...(privacy === null ? [] : [privacy]),
      ...first.store.notices,
      ...(options.tokenVault.problem ? [options.tokenVault.problem] : []),
    ],
  };

  /**
   * Points the terminal at another market, and at that market's own cache (kept as it was when it
   * was last used). Atomic: the new source is opened first and the old one closed only once it
   * stands, so a failure leaves the terminal on its old market.
   */
  const switchDataSource = async (setting: DataSourceSetting, token: string | undefined): Promise<SystemInfo> => {
    const origin = sourceOrigin(setting);
    const refusal = tokenSwitchRefusal(setting, token, origin ? tokens.grantFor(origin) : enteredGrant(null, setting));
    if (refusal) throw new AppError('INVALID_INPUT', refusal);
    const next = await open(setting, token !== undefined ? enteredGrant(token, setting) : undefined);
    try {
      if (token !== undefined) {
        // The token entered goes with the origin it was entered for; '' forgets the entered one.
        if (token && origin) await options.tokenVault.set(token, origin);
        else options.tokenVault.clear();
      }
      await next.sync.write('dataSource', setting);
    } catch (err) {
      await next.close();
      throw err;
    }
    const previous = current();
    cache = next;
    handlers = handlersOf(next);
    next.activate();
    await previous.close();
    info.dataSource = next.session.market.info;
    info.databasePath = next.file;
    next.status.changed();
    // Every screen reads again, from the new source's cache.
    for (const dataset of DATASET_NAMES) events.emit('data.updated', { dataset, key: '' });
    return info;
  };

  const handlersOf = (source: SourceCache): Handlers =>
    createHandlers({
      info,
      store: source.store,
      seriesMemo: source.seriesMemo,
      session: () => source.session,
      sync: source.sync,
      policy,
      status: source.status,
      tokens,
      switchDataSource,
      ...(options.openExternal ? { openExternal: options.openExternal } : {}),
      ...(options.confirmLinkHost ? { confirmLinkHost: options.confirmLinkHost } : {}),
      ...(options.desktop ? { desktop: options.desktop } : {}),
      events,
      ...(options.notify ? { notify: options.notify } : {}),
    });
  let handlers = handlersOf(first);

  const startedAt = Date.now();
  const heartbeat = setInterval(() => {
    events.emit('system.heartbeat', { at: new Date().toISOString(), uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  }, options.heartbeatMs ?? 5000);
  heartbeat.unref();

  return {
    handlers: forwarding(() => handlers),
    events,
    info,
    get store() {
      return current().store;
    },
    get sync() {
      return current().sync;
    },
    session: () => current().session,
    async close() {
      clearInterval(heartbeat);
      await current().close();
    },
  };
}

/** The contract's handlers, each call answered by the source open at the time of the call. */
function forwarding(current: () => Handlers): Handlers {
  type Handler = (input: unknown, call?: CallContext) => unknown;
  const table: Partial<Record<MethodName, Handler>> = {};
  for (const name of METHOD_NAMES) table[name] = (input, call) => (current()[name] as Handler)(input, call);
  // Every method name maps to the same-named handler of the current table: the shape is Handlers'.
  return table as Handlers;
}
