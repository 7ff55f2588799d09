// What an empty table says: the cache has never held this list (and whether it is on its way,
// from which data source), or the service has nothing for this security.
import { t } from '../i18n';
import type { CacheState } from '../platform/cache-state';

export function emptyListText(
  read: { asOf: string | null } | undefined,
  cache: CacheState,
  what: string,
  owner: 'share' | 'fund' = 'share',
): string {
  if (read === undefined) return t('Reading the cache…');
  const params = { what, source: cache.source };
  if (read.asOf === null)
    return cache.offline
      ? t('{what}: not synced yet from {source}, which is offline.', params)
      : t('Fetching {what} from {source}… (not synced yet)', { ...params, what: what.toLowerCase() });
  return owner === 'fund'
    ? t('No {what} published for this fund.', { what: what.toLowerCase() })
    : t('No {what} published for this share.', { what: what.toLowerCase() });
}
