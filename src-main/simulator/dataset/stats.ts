// Performance and volatility figures computed from a price series, shared by shares and funds.
import { addMonths, dayOf, lastIndexOnOrBefore, yearOf, type DayNumber } from '../dates';

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** A price series: ascending days and the value on each day. */
export interface Series {
  days: ArrayLike<number>;
  values: ArrayLike<number>;
}

/** Value at the last point on or before `day`, or null when the series starts later. */
function valueAt(series: Series, day: DayNumber): number | null {
  const i = lastIndexOnOrBefore(series.days, day);
  return i < 0 ? null : (series.values[i] as number);
}

/** Ratio performance from `start` (exclusive reference) to the last point; null if not covered. */
export function performanceSince(series: Series, start: DayNumber): number | null {
  const n = series.days.length;
  if (n === 0 || (series.days[0] as number) > start) return null;
  const base = valueAt(series, start);
  const last = series.values[n - 1] as number;
  if (base === null || base <= 0) return null;
  return round(last / base - 1, 6);
}

/** Annualised volatility (ratio) of log returns over points after `start`; null if not covered. */
export function volatilitySince(series: Series, start: DayNumber, periodsPerYear: number): number | null {
  const n = series.days.length;
  if (n < 3 || (series.days[0] as number) > start) return null;
  const from = Math.max(1, lastIndexOnOrBefore(series.days, start) + 1);
  let count = 0;
  let sum = 0;
  let sumSq = 0;
  for (let i = from; i < n; i++) {
    const r = Math.log((series.values[i] as number) / (series.values[i - 1] as number));
    count++;
    sum += r;
    sumSq += r * r;
  }
  if (count < 2) return null;
  const mean = sum / count;
  const variance = Math.max(0, (sumSq - count * mean * mean) / (count - 1));
  return round(Math.sqrt(variance * periodsPerYear), 6);
}

/** Window starts relative to the last day, by the spec's window names. */
export function windowStart(anchor: DayNumber, window: string): DayNumber {
  switch (window) {
    case '7d':
      return anchor - 7;
    case '1m':
      return addMonths(anchor, -1);
    case '3m':
      return addMonths(anchor, -3);
    case '6m':
      return addMonths(anchor, -6);
    case 'ytd':
      return dayOf(yearOf(anchor), 1, 1) - 1;
    default: {
      const years = /^(\d+)y$/.exec(window);
      if (!years) throw new Error(`unknown window ${window}`);
      return addMonths(anchor, -12 * Number(years[1]));
    }
  }
}
