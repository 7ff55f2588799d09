// setData or update? lightweight-charts redraws everything on setData (and loses nothing on
// update), so a refetch that only moved the last bar, or added a few new ones, is fed bar by bar
// with update; anything else (another security, another range, history filled in or corrected)
// is fed whole. Points are a chart's per-day records (candles, NAVs): plain objects with a time.
import type { DayTime } from './chart-time';

/** What a chart draws per day: a flat record of primitives (compared field by field) with its day. */
export interface Point {
  readonly time: DayTime;
}

export type FeedPlan =
  /** Nothing changed. */
  | { kind: 'none' }
  /** Replace all the data. */
  | { kind: 'set' }
  /** Call update() for the bars from index `from` on (the last bar again, then new ones). */
  | { kind: 'update'; from: number };

export interface Fed<P extends Point = Point> {
  /** What the bars are of (security, range): another key always means setData. */
  key: string;
  bars: readonly P[];
}

/** More new bars than this at once is a backfill, not a live tail: set it all. */
export const MAX_UPDATE_BARS = 5;

function sameBar(a: Point | undefined, b: Point | undefined): boolean {
  if (a === b) return a !== undefined; // the same record (rows kept from the last read)
  if (a === undefined || b === undefined) return false;
  const x = a as unknown as Record<string, unknown>; // flat records: every field is compared
  const y = b as unknown as Record<string, unknown>; // same as x: Point is a flat record
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
}

export function planFeed<P extends Point>(previous: Fed<P> | null, next: Fed<P>): FeedPlan {
  const before = previous?.bars ?? [];
  const after = next.bars;
  if (previous === null || previous.key !== next.key) return after.length === 0 && before.length === 0 ? { kind: 'none' } : { kind: 'set' };
  if (before.length === 0) return after.length === 0 ? { kind: 'none' } : { kind: 'set' };
  if (after.length < before.length || after.length - before.length > MAX_UPDATE_BARS) return { kind: 'set' };
  const last = before.length - 1;
  for (let i = 0; i < last; i++) if (!sameBar(before[i], after[i])) return { kind: 'set' };
  // The last bar may have been revised (same day, new prices); a bar on another day at its place
  // means the history moved under it.
  if ((before[last] as P).time !== (after[last] as P).time) return { kind: 'set' };
  const from = sameBar(before[last], after[last]) ? before.length : last;
  return from === after.length ? { kind: 'none' } : { kind: 'update', from };
}
