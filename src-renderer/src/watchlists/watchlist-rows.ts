// A watchlist's rows: each stored item joined by its code with the cached share or fund record, so
// the list shows the latest cached price next to what was saved (code and title as saved when the
// record is not cached). By code, not by id: a watchlist is the user's, kept across data sources,
// and two sources give the same id to different securities.
import type { Fund, FundMetrics, Share } from '../../../src-main/ipc/contract';
import { itemKey, type WatchItem } from './watchlists';

export interface WatchRow {
  key: string;
  item: WatchItem;
  /** The security's id in the cache shown (the item's own when it is not cached). */
  id: number;
  code: string;
  title: string;
  kind: 'SHARE' | 'FUND';
  last: number | null;
  /** Day variation as a ratio; for funds, the last NAV on the one before (computed in main). */
  variation: number | null;
  /** Returns over 1 month and since the end of last year (funds: the API's, else computed). */
  change1m: number | null;
  changeYtd: number | null;
  volume: number | null;
  date: string | null;
  currency: string | null;
  /** Whether the record is in the cache at all. */
  cached: boolean;
}

export function watchRows(
  items: readonly WatchItem[],
  shares: ReadonlyMap<string, Share>,
  funds: ReadonlyMap<string, Fund>,
  fundMetrics: ReadonlyMap<number, FundMetrics> = new Map(),
): WatchRow[] {
  return items.map((item): WatchRow => {
    const base = { key: itemKey(item), item, code: item.code, title: item.title };
    const code = item.code.toUpperCase();
    if (item.kind === 'share') {
      const s = shares.get(code);
      return {
        ...base,
        id: s?.id ?? item.id,
        kind: 'SHARE',
        last: s?.last_day_price ?? null,
        variation: s?.last_variation ?? null,
        change1m: s?.varp1m ?? null,
        changeYtd: s?.varpYtd ?? null,
        volume: s?.last_volume ?? null,
        date: s?.last_date_price ?? null,
        currency: s?.currency_code ?? null,
        cached: s !== undefined,
      };
    }
    const f = funds.get(code);
    const m = f?.id != null ? fundMetrics.get(f.id) : undefined;
    return {
      ...base,
      id: f?.id ?? item.id,
      kind: 'FUND',
      last: f?.last_vl ?? null,
      variation: m?.change1d ?? null,
      change1m: f?.varp1m ?? m?.return1m ?? null,
      changeYtd: f?.varpytd ?? m?.returnYtd ?? null,
      volume: null,
      date: f?.last_vl_date ?? null,
      currency: f?.organization?.currency ?? null,
      cached: f !== undefined,
    };
  });
}

/** Records by their code, upper case (a record without an id cannot be watched). */
export function byCode<R extends { id: number | null }>(records: readonly R[], codeOf: (record: R) => string): Map<string, R> {
  const map = new Map<string, R>();
  for (const record of records) if (record.id !== null) map.set(codeOf(record).toUpperCase(), record);
  return map;
}

/** A cheap read that makes main check one dataset's freshness: any one record of it. */
export interface Probe {
  dataset: 'shares' | 'funds';
  id: number;
}

/** One probe per dataset the rows use (the first cached row of each kind). */
export function probesFor(rows: readonly Pick<WatchRow, 'kind' | 'id' | 'cached'>[]): Probe[] {
  const share = rows.find((r) => r.kind === 'SHARE' && r.cached);
  const fund = rows.find((r) => r.kind === 'FUND' && r.cached);
  return [...(share ? [{ dataset: 'shares' as const, id: share.id }] : []), ...(fund ? [{ dataset: 'funds' as const, id: fund.id }] : [])];
}
