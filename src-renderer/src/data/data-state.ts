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

/** What a share's or a fund's screen says while that security is not in the cache. */
export function missingSecurityText(kind: 'share' | 'fund', loaded: boolean, offline: boolean): string {
  if (!loaded) return 'Reading the cache…';
  return offline ? `This ${kind} is not cached yet, and the data source is offline.` : `Fetching this ${kind}… (not cached yet)`;
}
