// One cache file per data source. The home file (market-terminal.sqlite) holds the user's settings,
// layouts and watchlists, and the records of one source: the one it was first used with (for a
// cache from before this rule, the source it was last synced from). Every other source has its
// own file under sources/. Separate files are the simplest shape that cannot mix two sources'
// records, freshness or refusals, whose ids collide; switching back finds a source's cache as it was.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { openReadOnly } from '../store/open-store';
import { settingsStore, type SettingsStore } from '../store/settings';
import { readDataSource, type DataSourceSetting } from './data-source';
import { databaseFile, sourcesFolder } from './paths';
import { readOutsideTokenBinding, type OutsideTokenBinding } from './token-binding';

/** The file holding the cache of the source `key`; `homeSource`: the source the home file holds. */
export function cacheFileOf(userDataDir: string, key: string, homeSource: string): string {
  if (key === homeSource) return databaseFile(userDataDir);
  // Readable (the host) and unique (a hash of the whole key: origin and base path).
  const readable = key
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[^a-zA-Z0-9.-]+/g, '_')
    .slice(0, 60);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 12);
  return path.join(sourcesFolder(userDataDir), `${readable}-${hash}.sqlite`);
}

const HOME_SOURCE = 'home-cache-source';

export function writeHomeSource(settings: SettingsStore, key: string): void {
  settings.set(HOME_SOURCE, z.string().parse(key));
}

/** What the core needs from the home file before anything opens it for writing. */
export interface HomePeek {
  dataSource: DataSourceSetting;
  /** Which source's records the home file holds; null: not yet said (a new or older cache). */
  homeSource: string | null;
  outsideTokenBinding: OutsideTokenBinding | null;
}

/** Read-only; a new install (or an unreadable file, left to the writer) gives the defaults. */
export function peekHome(userDataDir: string, binding: { nativeBinding?: string }): HomePeek {
  const fresh: HomePeek = { dataSource: { kind: 'demo' }, homeSource: null, outsideTokenBinding: null };
  const file = databaseFile(userDataDir);
  if (!existsSync(file)) return fresh;
  try {
    const db = openReadOnly(file, binding);
    try {
      const settings = settingsStore(db);
      return {
        dataSource: readDataSource(settings),
        homeSource: settings.get(HOME_SOURCE, z.string().nullable(), null),
        outsideTokenBinding: readOutsideTokenBinding(settings),
      };
    } finally {
      db.close();
    }
  } catch {
    return fresh; // e.g. a cache without its tables yet, or damaged: the writer decides
  }
}
