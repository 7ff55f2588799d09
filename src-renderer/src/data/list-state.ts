// What an empty table says: the cache has never held this list (and whether it is on its way,
// from which data source), or the service has nothing for this security.
import type { CacheState } from '../platform/cache-state';

export function emptyListText(
  read: { asOf: string | null } | undefined,
  cache: CacheState,
  what: string,
  owner: 'share' | 'fund' = 'share',
): string {
  if (read === undefined) return 'Reading the cache…';
  if (read.asOf === null)
    return cache.offline
      ? `${what}: not synced yet from ${cache.source}, which is offline.`
      : `Fetching ${what.toLowerCase()} from ${cache.source}… (not synced yet)`;
  return `No ${what.toLowerCase()} published for this ${owner}.`;
}
