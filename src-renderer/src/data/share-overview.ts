// What DES computes from the share record and its latest sessions.
import type { Share, SharePrice } from '../../../src-main/ipc/contract';
import { dayOf } from '../format/days';

/** The last traded session as DES shows it. Every figure may be absent (null). */
export interface Quote {
  date: string | null;
  last: number | null;
  variation: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
  per: number | null;
}

const finite = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function fromShare(share: Share | undefined): Quote {
  return {
    date: share?.last_date_price ?? null,
    last: finite(share?.last_day_price) ?? finite(share?.last_closing_price),
    variation: finite(share?.last_variation),
    open: finite(share?.last_opening_price),
    high: finite(share?.last_upper),
    low: finite(share?.last_lower),
    close: finite(share?.last_closing_price),
    volume: finite(share?.last_volume),
    per: finite(share?.last_per),
  };
}

function fromSession(session: SharePrice): Quote {
  return {
    date: session.price_date,
    last: finite(session.day_price) ?? finite(session.closing_price),
    variation: finite(session.variation),
    open: finite(session.opening_price),
    high: finite(session.upper),
    low: finite(session.lower),
    close: finite(session.closing_price),
    volume: finite(session.volume),
    per: finite(session.per),
  };
}

/** Sessions newest first (sessions without a date last). */
export function newestFirst<T extends { price_date: string | null }>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => (dayOf(b.price_date) ?? '').localeCompare(dayOf(a.price_date) ?? ''));
}

/**
 * The freshest quote: the share record's last_* fields, unless the latest sessions hold a newer
 * day (the two lists are refreshed separately, so either may be ahead).
 */
export function latestQuote(share: Share | undefined, sessions: readonly SharePrice[]): Quote {
  const quote = fromShare(share);
  const newest = newestFirst(sessions)[0];
  const sessionDay = dayOf(newest?.price_date);
  if (!newest || sessionDay === null) return quote;
  const shareDay = dayOf(quote.date);
  return shareDay === null || quote.last === null || sessionDay > shareDay ? fromSession(newest) : quote;
}

/** Market capitalisation: last price × number of shares; null unless both are there. */
export function marketCap(price: number | null | undefined, numberOfShares: number | null | undefined): number | null {
  const p = finite(price);
  const n = finite(numberOfShares);
  return p === null || n === null || n <= 0 ? null : p * n;
}

/** A company website as an https URL (the guard opens https only); null when there is none. */
export function websiteUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  if (/^http:\/\//i.test(text)) return `https://${text.slice(7)}`;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) return `https://${text.replace(/^\/+/, '')}`;
  return text;
}

/** How a website reads on screen: without scheme and trailing slash. */
export function websiteText(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '');
}

type NumberKey = { [K in keyof Share]: Share[K] extends number | null ? K : never }[keyof Share];

/** Performance horizons (ratios) in reading order. */
export const PERFORMANCE: ReadonlyArray<readonly [label: string, key: NumberKey]> = [
  ['7D', 'varp7d'],
  ['1M', 'varp1m'],
  ['3M', 'varp3m'],
  ['6M', 'varp6m'],
  ['YTD', 'varpYtd'],
  ['1Y', 'varp1y'],
  ['2Y', 'varp2y'],
  ['3Y', 'varp3y'],
  ['5Y', 'varp5y'],
];

/** Volatility horizons (annualised, ratios). */
export const VOLATILITY: ReadonlyArray<readonly [label: string, key: NumberKey]> = [
  ['7D', 'volat7d'],
  ['1M', 'volat1m'],
  ['3M', 'volat3m'],
  ['6M', 'volat6m'],
  ['1Y', 'volat1y'],
  ['2Y', 'volat2y'],
  ['3Y', 'volat3y'],
  ['5Y', 'volat5y'],
];
