// A series window's first read, when the series' last day is not known yet (an old offline
// cache): "the last N days the cache has", N enough for the range however far back that day is,
// instead of a read that ends today and a second one once the last day is known. The read that
// the known day then asks for is answered from that first answer, which covers it.
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { readStart, type RangeKey } from '../chart/ranges';
import { indexOfDay } from '../../../src-main/shared/series-days';
import { daysBetween } from '../format/days';

/** What useSeries asks main for: days from/to, or the last `lastDays` days cached. */
export interface SeriesQuery {
  from?: string;
  to?: string;
  lastDays?: number;
}

/** A month's length and the read's rounding down to the first of its month, with a day to spare. */
const SPARE_DAYS = 35;

/** The first read of a range ending on a day not yet known; null: everything (MAX). */
export function firstReadDays(range: RangeKey, lookbackDays: number, today: string): number | null {
  // YTD ends on a day whose year is not known either: up to a year.
  const start = readStart(range === 'YTD' ? '1Y' : range, today, lookbackDays);
  return start === null ? null : daysBetween(start, today) + SPARE_DAYS;
}

/**
 * `query` answered from an answer already in hand when that answer holds all of its days (the
 * same open end, a start no later): its days from `query.from` on. null: it must be read.
 */
export function coveredRead<F extends string>(answer: SeriesRead<F>, query: SeriesQuery): SeriesRead<F> | null {
  if (query.lastDays !== undefined || query.to !== undefined || answer.window.to !== null) return null;
  const from = query.from ?? null;
  if (answer.window.from !== null && (from === null || from < answer.window.from)) return null;
  if (from === null) return answer;
  const first = indexOfDay(answer.time, from);
  return {
    ...answer,
    time: answer.time.subarray(first),
    // The same fields as the answer's columns.
    columns: Object.fromEntries(Object.entries<Float64Array>(answer.columns).map(([f, c]) => [f, c.subarray(first)])) as Record<
      F,
      Float64Array
    >,
    window: { from, to: null },
  };
}
