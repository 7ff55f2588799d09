// The transport-independent core: everything main does for the renderer, whichever way the
// renderer is attached (Electron IPC or the browser-mode WebSocket).
import packageJson from '../../package.json';
import type { DataSourceInfo, SystemInfo, TransportKind } from '../ipc/contract';
import { EventHub } from '../ipc/event-hub';
import type { Handlers } from '../ipc/router';
import { openStore } from '../store/open-store';
import { databaseFile } from './paths';

export interface CoreOptions {
  transport: TransportKind;
  userDataDir: string;
  /** Electron's own build of better-sqlite3; Node runtimes use the default build. */
  nativeBinding?: string;
  /** How often main proves it is alive to connected renderers. */
  heartbeatMs?: number;
}

export interface Core {
  readonly handlers: Handlers;
  readonly events: EventHub;
  readonly info: SystemInfo;
  close(): void;
}

const DEMO_SOURCE: DataSourceInfo = { kind: 'demo', label: 'DEMO' };

export function createCore(options: CoreOptions): Core {
  const databasePath = databaseFile(options.userDataDir);
  const { db } = openStore(databasePath, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  const sqliteVersion = (db.prepare('select sqlite_version() as version').get() as { version: string }).version;
  const events = new EventHub();
  const startedAt = Date.now();

  const info: SystemInfo = {
    appVersion: packageJson.version,
    dataSource: DEMO_SOURCE,
    databasePath,
    sqliteVersion,
    transport: options.transport,
    platform: `${process.platform}-${process.arch}`,
  };

  const heartbeat = setInterval(() => {
    events.emit('system.heartbeat', {
      at: new Date().toISOString(),
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  }, options.heartbeatMs ?? 5000);
  heartbeat.unref();

  const handlers: Handlers = {
    'system.info': () => info,
  };

  return {
    handlers,
    events,
    info,
    close() {
      clearInterval(heartbeat);
      db.close();
    },
  };
}
