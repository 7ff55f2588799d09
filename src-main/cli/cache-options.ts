import { readDataSource, sourceKey, type DataSourceSetting } from '../core/data-source';
import { defaultUserDataDir, databaseFile, privateDataPaths } from '../core/paths';
import { cacheFileOf, peekHome, writeHomeSource } from '../core/source-files';
import { makePrivate } from '../store/private-files';
import { Store } from '../store/store';
import { CliError } from './cli-error';
import { complain } from './complain';

export interface OpenedCache {
  store: Store;
  /** The source whose cache this is: the one the command named, else the stored one. */
  source: DataSourceSetting;
}

/**
 * Opens the cache of a source, the one the app uses for it (its data folder made the user's alone
 * first, as the app does), or the one `--db` names (that file whatever the source; only its own
 * files are tightened: the folder may not be ours); a refused database becomes a clear error.
 */
export function openCache(dbFlag: string | undefined, named?: DataSourceSetting): OpenedCache {
  const dir = defaultUserDataDir();
  let file = dbFlag ?? databaseFile(dir);
  try {
    if (dbFlag !== undefined) {
      const store = Store.open(dbFlag);
      for (const notice of store.notices) complain(notice);
      return { store, source: named ?? readDataSource(store.settings) };
    }
    const privacy = makePrivate(privateDataPaths(dir));
    const peek = peekHome(dir, {});
    const source = named ?? peek.dataSource;
    const homeSource = peek.homeSource ?? sourceKey(peek.dataSource);
    file = cacheFileOf(dir, sourceKey(source), homeSource);
    const store = Store.open(file, { home: databaseFile(dir) });
    if (peek.homeSource === null) writeHomeSource(store.settings, homeSource);
    for (const notice of [...(privacy === null ? [] : [privacy]), ...store.notices]) complain(notice);
    return { store, source };
  } catch (err) {
    throw new CliError(`cannot open the cache ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
