// The transport-independent core: the cache, the session with the market (connection, sync
// engine, offline runs) and the contract handlers, whichever way the renderer is attached
// (Electron IPC or the browser-mode WebSocket).
import packageJson from '../../package.json';
import type { HttpClientOptions } from '../api/http/http-client';
import type { DesktopNote, SystemInfo, TransportKind } from '../ipc/contract';
import { EventHub } from '../ipc/event-hub';
import type { Handlers } from '../ipc/router';
import { Store } from '../store/store';
import { ENTITY_DATASETS } from '../store/datasets';
import { PRIORITY } from '../sync/sync-engine';
import { AppError } from '../ipc/app-error';
import { readDataSource, writeDataSource, type DataSourceSetting } from './data-source';
import { createHandlers, type DesktopHost } from './handlers';
import { databaseFile } from './paths';
import { openSession, type Session } from './session';
import { SyncStatusTracker } from './sync-status';
import { readTokenOrigin, tokenSwitchRefusal, writeTokenOrigin } from './token-origin';
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
  /** A data source for this run only, overriding the stored one (not saved). */
  dataSource?: DataSourceSetting;
  /** How the desktop app hands a checked link to the OS; browser mode has none. */
  openExternal?: (url: string) => Promise<void>;
  /** The desktop app's menu and windows (Electron only). */
  desktop?: DesktopHost;
  /** Shows a desktop notification (Electron); browser mode has none, the page uses the Notifications API. */
  notify?: (note: DesktopNote) => boolean;
}

export interface Core {
  readonly handlers: Handlers;
  readonly events: EventHub;
  readonly info: SystemInfo;
  readonly store: Store;
  /** The current session (replaced when the data source changes). */
  session(): Session;
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const databasePath = databaseFile(options.userDataDir);
  const store = Store.open(databasePath, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  const events = new EventHub();
  let session: Session | null = null;
  const current = () => session as Session;
  const status = new SyncStatusTracker(
    store,
    () => current().engine,
    (s) => events.emit('sync.status', s),
  );
  const deps = {
    store,
    events,
    status,
    tokenVault: options.tokenVault,
    ...(options.httpOptions ? { httpOptions: options.httpOptions } : {}),
    ...(options.dataSource ? { dataSource: options.dataSource } : {}),
  };
  try {
    session = await openSession(deps);
  } catch (err) {
    store.close();
    throw err;
  }

  const info: SystemInfo = {
    appVersion: packageJson.version,
    dataSource: current().market.info,
    databasePath,
    sqliteVersion: (store.db.prepare('select sqlite_version()').pluck().get() as string) ?? '',
    transport: options.transport,
    platform: `${process.platform}-${process.arch}`,
    notices: [...store.notices, ...(options.tokenVault.problem ? [options.tokenVault.problem] : [])],
  };

  // The cache answers at once; bring the lists the command bar searches up to date behind it.
  const warmUp = () => {
    for (const dataset of ENTITY_DATASETS) current().engine.refreshIfStale(dataset, '', PRIORITY.visible);
    current().offline.resumeIfInterrupted();
  };
  warmUp();

  /**
   * Points the terminal at another market; the cache is kept, the token goes to the vault.
   * Atomic: the new session is opened first and the old one closed only once it stands, so a
   * failure leaves the terminal on its old market.
   */
  const switchDataSource = async (setting: DataSourceSetting, token: string | undefined): Promise<SystemInfo> => {
    let stored: string | null;
    try {
      stored = options.tokenVault.get();
    } catch {
      stored = null; // unreadable (wrong file mode): it cannot be sent anywhere either
    }
    const source = readDataSource(store.settings);
    const bound = readTokenOrigin(store.settings) ?? (source.kind === 'remote' ? new URL(source.baseUrl).origin : null);
    const refusal = tokenSwitchRefusal(setting, token, stored !== null, bound);
    if (refusal) throw new AppError('INVALID_INPUT', refusal);
    const next = await openSession({ ...deps, dataSource: setting, ...(token !== undefined ? { token: token || null } : {}) });
    try {
      if (token !== undefined) {
        if (token) await options.tokenVault.set(token);
        else options.tokenVault.clear();
        writeTokenOrigin(store.settings, token && setting.kind === 'remote' ? new URL(setting.baseUrl).origin : null);
      }
      writeDataSource(store.settings, setting);
    } catch (err) {
      await next.close();
      throw err;
    }
    const previous = current();
    session = next;
    status.offlineRun = null;
    await previous.close();
    info.dataSource = next.market.info;
    warmUp();
    status.changed();
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
      status,
      tokenVault: options.tokenVault,
      switchDataSource,
      ...(options.openExternal ? { openExternal: options.openExternal } : {}),
      ...(options.desktop ? { desktop: options.desktop } : {}),
      events,
      ...(options.notify ? { notify: options.notify } : {}),
    }),
    events,
    info,
    store,
    session: current,
    async close() {
      clearInterval(heartbeat);
      status.dispose();
      await current().close();
      store.close();
    },
  };
}
