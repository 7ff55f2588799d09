import type { CacheState } from './cache-state';
import { createContext, useContext, type Accessor } from 'solid-js';
import type { AppSettings, SyncStatus, SystemInfo } from '../../../src-main/ipc/contract';
import type { Client } from '../api/typed-client';
import type { LinkState } from '../api/transport';

/** What every screen may need: the client, settings, and connection state (the workspace has its own context). */
export interface AppContextValue {
  client: Client;
  info: Accessor<SystemInfo | undefined>;
  settings: Accessor<AppSettings | undefined>;
  setSettings: (settings: AppSettings) => void;
  /** Reloads system.info (after the data source changed). */
  refreshInfo: () => void;
  status: Accessor<SyncStatus | undefined>;
  link: Accessor<LinkState>;
  /** Number locale from the settings. */
  locale: Accessor<string>;
  /** OFFLINE as the user sees it: the service is unreachable or main is. */
  offline: Accessor<boolean>;
  /** The data source the window reads (DataSourceInfo.key): ids mean something only within it. */
  source: Accessor<string | undefined>;
  /** For "not synced yet from HOST" lines. */
  cacheState: Accessor<CacheState>;
}

export const AppContext = createContext<AppContextValue>();

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside <AppContext.Provider>');
  return value;
}
