// A security's prices as the cache holds them, from every dataset that has one: a share's history
// (closes), its latest sessions, the share record's own last price; a fund's NAV history and the
// fund record's last NAV. The lists are refreshed separately, so any of them may be the newest.
import type { Store } from '../store/store';
import type { PriceSource, SecurityKind } from './types';

interface PricePoint {
  day: string;
  price: number;
  source: PriceSource;
}

/** Prices by day, ascending, one per day. */
export interface PriceTrack {
  days: string[];
  prices: number[];
  /** The most recent price, and which dataset holds it. */
  latest: PricePoint | null;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
const dayOf = (date: string | null | undefined): string | null => (date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null);

/** Points from every source; on one day, a later source wins (the record's own last price, as DES shows it). */
function pointsOf(store: Store, kind: SecurityKind, id: number): PricePoint[] {
  const points: PricePoint[] = [];
  const add = (date: string | null | undefined, price: number | null | undefined, source: PriceSource) => {
    const day = dayOf(date);
    if (day !== null && finite(price) && price > 0) points.push({ day, price, source });
  };
  if (kind === 'share') {
    const history = store.data['share-history'].columns(id);
    history.day.forEach((day, i) => add(day, history.closing_price[i] ?? history.day_price[i], 'share-history'));
    for (const session of store.data['share-prices'].get(id))
      add(session.price_date, session.day_price ?? session.closing_price, 'share-prices');
    const share = store.data.shares.get(id);
    add(share?.last_date_price, share?.last_day_price ?? share?.last_closing_price, 'share');
  } else {
    const navs = store.data['fund-valuations'].columns(id);
    navs.day.forEach((day, i) => add(day, navs.value[i], 'fund-valuations'));
    const fund = store.data.funds.get(id);
    add(fund?.last_vl_date, fund?.last_vl, 'fund');
  }
  return points;
}

export function priceTrack(store: Store, kind: SecurityKind, id: number): PriceTrack {
  const byDay = new Map<string, PricePoint>();
  for (const point of pointsOf(store, kind, id)) byDay.set(point.day, point);
  const sorted = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  return { days: sorted.map((p) => p.day), prices: sorted.map((p) => p.price), latest: sorted.at(-1) ?? null };
}

/** Index of the last day ≤ `day` in ascending `days`, or -1. */
export function lastIndexAtOrBefore(days: readonly string[], day: string): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] ?? '') <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
