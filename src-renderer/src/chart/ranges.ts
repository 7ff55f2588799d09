// The quick date ranges of the price screens (1M … MAX) and the days they cover. Ranges count
// back from the last day the series has (an "anchor"), not from today: a market closed for the
// weekend, or a cache last filled a month ago, still shows a full month under 1M.

export const RANGE_KEYS = ['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', 'MAX'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export function isRangeKey(value: unknown): value is RangeKey {
  return typeof value === 'string' && (RANGE_KEYS as readonly string[]).includes(value);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toUtc(day: string): Date {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `day` moved by whole days (UTC arithmetic: no time zone or DST moves a calendar day). */
export function shiftDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** `day` moved by whole months; the 31st of a shorter month lands on its last day. */
export function shiftMonths(day: string, months: number): string {
  const date = toUtc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtc(target);
}

const MONTHS: Record<Exclude<RangeKey, 'YTD' | 'MAX'>, number> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36, '5Y': 60 };

/** First day shown by a range that ends on `anchor` (inclusive); null for MAX (everything). */
export function rangeStart(key: RangeKey, anchor: string): string | null {
  if (key === 'MAX') return null;
  if (key === 'YTD') return `${anchor.slice(0, 4)}-01-01`;
  return shiftMonths(anchor, -MONTHS[key]);
}

/**
 * The first day to read from the cache for a range: `lookbackDays` earlier than the range (so a
 * 200-day average is right from the first bar shown), rounded down to the first of its month so
 * that an anchor moving by a day or two (a weekend, a new bar) asks the same question again and
 * nothing is re-read. null: read everything.
 */
export function readStart(key: RangeKey, anchor: string, lookbackDays: number): string | null {
  const start = rangeStart(key, anchor);
  if (start === null) return null;
  return `${shiftDays(start, -lookbackDays).slice(0, 7)}-01`;
}
