// What a list says while its data is not there: still reading the cache, fetching a list never
// cached, or unable to fetch it offline. Empty after a fetch means the market has none.
import type { DataRead } from '../../../../src-main/ipc/contract';

export function pendingText(read: Pick<DataRead, 'records' | 'asOf'> | undefined, offline: boolean, what: string): string {
  if (!read) return `Reading ${what} from the cache…`;
  if (read.asOf === null)
    return offline ? `Not cached yet: ${what} will load when the market is back online` : `Fetching ${what}… (not cached yet)`;
  return `The market lists no ${what}`;
}
