import { defaultUserDataDir, databaseFile, privateDataPaths } from '../core/paths';
import { makePrivate } from '../store/private-files';
import { Store } from '../store/store';
import { CliError } from './cli-error';
import { complain } from './complain';

/**
 * Opens the cache the app uses (its data folder made the user's alone first, as the app does), or
 * the one `--db` names (only its own files: the folder may not be ours); a refused database becomes
 * a clear error.
 */
export function openCache(dbFlag: string | undefined): Store {
  const file = dbFlag ?? databaseFile(defaultUserDataDir());
  try {
    const privacy = dbFlag === undefined ? makePrivate(privateDataPaths(defaultUserDataDir())) : null;
    const store = Store.open(file);
    for (const notice of [...(privacy === null ? [] : [privacy]), ...store.notices]) complain(notice);
    return store;
  } catch (err) {
    throw new CliError(`cannot open the cache ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
