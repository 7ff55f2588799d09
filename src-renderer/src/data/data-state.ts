// What a list says while its data is not there: still reading the cache, fetching a list never
// cached, or unable to fetch it offline. Empty after a fetch means the market has none.
import type { DataRead } from '../../../src-main/ipc/contract';
import type { CacheState } from '../platform/cache-state';

export function pendingText(read: Pick<DataRead, 'records' | 'asOf'> | undefined, cache: CacheState, what: string): string {
  if (!read) return `Reading ${what} from the cache…`;
  if (read.asOf === null)
    return cache.offline
      ? `Not synced yet from ${cache.source}: ${what} will load when it is back online`
      : `Fetching ${what} from ${cache.source}… (not synced yet)`;
  return `The market lists no ${what}`;
}
