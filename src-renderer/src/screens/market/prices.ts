// How the latest prices read: the day they are from (so "last" is never read without its date)
// and how many decimals they need.
import { formatDate } from '../../format';
import { t } from '../../i18n';

/** First and last `last_date_price` day among the records, or null when none has one. */
export function priceDayRange(dates: readonly (string | null)[]): { first: string; last: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const date of dates) {
    if (!date || date.length < 10) continue;
    const day = date.slice(0, 10);
    if (first === null || day < first) first = day;
    if (last === null || day > last) last = day;
  }
  return first !== null && last !== null ? { first, last } : null;
}

/** "prices of 2026-11-20", or "prices of 2026-11-18 to 2026-11-20" when the shares differ; days as the UI language writes them. */
export function priceDayText(range: { first: string; last: string } | null): string {
  if (!range) return t('no prices yet');
  return range.first === range.last
    ? t('prices of {day}', { day: formatDate(range.last) })
    : t('prices of {first} to {last}', { first: formatDate(range.first), last: formatDate(range.last) });
}

/** Whole prices (as on markets quoting in XOF) show without decimals, others with two. */
export function priceDecimals(prices: readonly (number | null)[]): 0 | 2 {
  return prices.every((p) => p === null || Number.isInteger(p)) ? 0 : 2;
}
