// A watchlist's rows: each stored item joined by id with the cached share or fund record, so the
// list shows the latest cached price next to what was saved (code and title as saved when the
// record is not cached).
import type { Fund, Share } from '../../../../src-main/ipc/contract';
import { itemKey, type WatchItem } from './watchlists';

export interface WatchRow {
  key: string;
  item: WatchItem;
  code: string;
  title: string;
  kind: 'SHARE' | 'FUND';
  last: number | null;
  /** Day variation as a ratio; funds publish none. */
  variation: number | null;
  volume: number | null;
  date: string | null;
  currency: string | null;
  /** Whether the record is in the cache at all. */
  cached: boolean;
}

export function watchRows(items: readonly WatchItem[], shares: ReadonlyMap<number, Share>, funds: ReadonlyMap<number, Fund>): WatchRow[] {
  return items.map((item): WatchRow => {
    const base = { key: itemKey(item), item, code: item.code, title: item.title };
    if (item.kind === 'share') {
      const s = shares.get(item.id);
      return {
        ...base,
        kind: 'SHARE',
        last: s?.last_day_price ?? null,
        variation: s?.last_variation ?? null,
        volume: s?.last_volume ?? null,
        date: s?.last_date_price ?? null,
        currency: s?.currency_code ?? null,
        cached: s !== undefined,
      };
    }
    const f = funds.get(item.id);
    return {
      ...base,
      kind: 'FUND',
      last: f?.last_vl ?? null,
      variation: null,
      volume: null,
      date: f?.last_vl_date ?? null,
      currency: f?.organization?.currency ?? null,
      cached: f !== undefined,
    };
  });
}

/** Records by id (a record without one cannot be watched). */
export function byId<R extends { id: number | null }>(records: readonly R[]): Map<number, R> {
  const map = new Map<number, R>();
  for (const record of records) if (record.id !== null) map.set(record.id, record);
  return map;
}

/** A cheap read that makes main check one dataset's freshness: any one record of it. */
export interface Probe {
  dataset: 'shares' | 'funds';
  id: number;
}

/** One probe per dataset the items use (the first item of each kind). */
export function probesFor(items: readonly { kind: 'share' | 'fund'; id: number }[]): Probe[] {
  const share = items.find((i) => i.kind === 'share');
  const fund = items.find((i) => i.kind === 'fund');
  return [...(share ? [{ dataset: 'shares' as const, id: share.id }] : []), ...(fund ? [{ dataset: 'funds' as const, id: fund.id }] : [])];
}
