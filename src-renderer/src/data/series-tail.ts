// A shown series kept current by its tail: the sync says which day it wrote first (`data.updated`'s
// `from`), and a window that holds the days before it reads only the days from there and splices
// them in, instead of reading its whole window (up to ~5,300 days) again for one new bar.
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { timeToDay } from '../format/days';
import { indexOfDay } from '../../../src-main/shared/series-days';

/**
 * The days to read after an update whose first day written is `from` (null: none written, only
 * the fetch time changed; undefined: not known), for the answer `held`; null: read it all again.
 */
export function tailQuery(held: SeriesRead, from: string | null | undefined): { from: string } | null {
  // A window with an end of its own is one the user typed: rare, and read whole.
  if (from === undefined || held.window.to !== null) return null;
  const last = held.time.at(-1);
  // Nothing written: the last day again, for the as-of and the cached range that come with it.
  const start = from ?? (last === undefined ? held.window.from : timeToDay(last));
  if (start === null) return null;
  // Days written before the window (a backfill) change nothing in it.
  return { from: held.window.from !== null && start < held.window.from ? held.window.from : start };
}

/** `held` with its days from `from` on replaced by `tail` (a read from that day to the end). */
export function mergeTail<F extends string>(held: SeriesRead<F>, tail: SeriesRead<F>, from: string): SeriesRead<F> {
  const keep = indexOfDay(held.time, from);
  const joined = (before: Float64Array, after: Float64Array | undefined) => {
    const rest = after ?? new Float64Array(tail.time.length).fill(Number.NaN);
    const out = new Float64Array(keep + rest.length);
    out.set(before.subarray(0, keep));
    out.set(rest, keep);
    return out;
  };
  const columns = Object.fromEntries(
    Object.entries<Float64Array>(held.columns).map(([field, column]) => [field, joined(column, tail.columns[field as F])]),
  ) as Record<F, Float64Array>; // the same fields as the held answer's
  return { ...tail, time: joined(held.time, tail.time), columns, window: held.window };
}
