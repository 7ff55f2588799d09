import { defaultUserDataDir, databaseFile } from '../core/paths';
import { Store } from '../store/store';
import { CliError } from './cli-error';
import { complain } from './complain';

/** Opens the cache the app uses, or the one `--db` names; a refused database becomes a clear error. */
export function openCache(dbFlag: string | undefined): Store {
  const file = dbFlag ?? databaseFile(defaultUserDataDir());
  try {
    const store = Store.open(file);
    for (const notice of store.notices) complain(notice);
    return store;
  } catch (err) {
    throw new CliError(`cannot open the cache ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
