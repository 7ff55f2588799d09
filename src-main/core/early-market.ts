// The embedded demo market's thread is started while the sync worker opens the cache: both are
// thread starts of about 100 ms that need not wait for each other (the first screen's budget is
// 1 s). Which market to start is the stored setting, read from the file before the worker has it
// open; whatever cannot be read that early is left to the normal path, after the cache is open.
import { existsSync } from 'node:fs';
import { openReadOnly } from '../store/open-store';
import { settingsStore } from '../store/settings';
import type { Store } from '../store/store';
import { readDataSource, type DataSourceSetting } from './data-source';
import { openMarketLine, type MarketLine } from './market-connection';
import { NO_TOKEN } from './token-binding';

/** The data source stored in the cache file; a new install has none (the demo); null when unreadable. */
function storedDataSource(databasePath: string, binding: { nativeBinding?: string }): DataSourceSetting | null {
  if (!existsSync(databasePath)) return { kind: 'demo' };
  try {
    const db = openReadOnly(databasePath, binding);
    try {
      return readDataSource(settingsStore(db));
    } finally {
      db.close();
    }
  } catch {
    return null; // e.g. a cache without its tables yet: the worker will create them
  }
}

/**
 * Starts the demo market now when it is the one this run will read; null otherwise. `reader`: the
 * cache already open for reading (Store.openCurrentReader), so the setting is not read twice.
 */
export function startDemoMarketEarly(
  databasePath: string,
  binding: { nativeBinding?: string },
  override: DataSourceSetting | undefined,
  reader: Pick<Store, 'settings'> | null = null,
): Promise<MarketLine> | null {
  const setting = override ?? (reader ? readDataSource(reader.settings) : storedDataSource(databasePath, binding));
  if (setting?.kind !== 'demo') return null;
  const line = openMarketLine(setting, NO_TOKEN);
  line.catch(() => undefined); // a failure is met again where the line is used
  return line;
}
