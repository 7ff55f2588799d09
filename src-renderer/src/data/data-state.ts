// What a list says while its data is not there: still reading the cache, fetching a list never
// cached, or unable to fetch it offline. Empty after a fetch means the market has none.
import type { DataRead } from '../../../src-main/ipc/contract';
import { t } from '../i18n';
import type { CacheState } from '../platform/cache-state';

export function pendingText(read: Pick<DataRead, 'records' | 'asOf'> | undefined, cache: CacheState, what: string): string {
  if (!read) return t('Reading {what} from the cache…', { what });
  const params = { what, source: cache.source };
  if (read.asOf === null)
    return cache.offline
      ? t('Not synced yet from {source}: {what} will load when it is back online', params)
      : t('Fetching {what} from {source}… (not synced yet)', params);
  return t('The market lists no {what}', { what });
}

/** What a share's or a fund's screen says while that security is not in the cache. */
export function missingSecurityText(kind: 'share' | 'fund', loaded: boolean, offline: boolean): string {
  if (!loaded) return t('Reading the cache…');
  if (kind === 'fund')
    return offline ? t('This fund is not cached yet, and the data source is offline.') : t('Fetching this fund… (not cached yet)');
  return offline ? t('This share is not cached yet, and the data source is offline.') : t('Fetching this share… (not cached yet)');
}
