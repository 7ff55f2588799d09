// setData or update? lightweight-charts redraws everything on setData (and loses nothing on
// update), so a refetch that only moved the last bar, or added a few new ones, is fed bar by bar
// with update; anything else (another share, another range, history filled in or corrected) is
// fed whole.
import type { Bar } from './candles';

export type FeedPlan =
  /** Nothing changed. */
  | { kind: 'none' }
  /** Replace all the data. */
  | { kind: 'set' }
  /** Call update() for the bars from index `from` on (the last bar again, then new ones). */
  | { kind: 'update'; from: number };

export interface Fed {
  /** What the bars are of (share, range): another key always means setData. */
  key: string;
  bars: readonly Bar[];
}

/** More new bars than this at once is a backfill, not a live tail: set it all. */
export const MAX_UPDATE_BARS = 5;

function sameBar(a: Bar | undefined, b: Bar | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume &&
    a.variation === b.variation
  );
}

export function planFeed(previous: Fed | null, next: Fed): FeedPlan {
  const before = previous?.bars ?? [];
  const after = next.bars;
  if (previous === null || previous.key !== next.key) return after.length === 0 && before.length === 0 ? { kind: 'none' } : { kind: 'set' };
  if (before.length === 0) return after.length === 0 ? { kind: 'none' } : { kind: 'set' };
  if (after.length < before.length || after.length - before.length > MAX_UPDATE_BARS) return { kind: 'set' };
  const last = before.length - 1;
  for (let i = 0; i < last; i++) if (!sameBar(before[i], after[i])) return { kind: 'set' };
  // The last bar may have been revised (same day, new prices); a bar on another day at its place
  // means the history moved under it.
  if ((before[last] as Bar).time !== (after[last] as Bar).time) return { kind: 'set' };
  const from = sameBar(before[last], after[last]) ? before.length : last;
  return from === after.length ? { kind: 'none' } : { kind: 'update', from };
}
