// Drawdowns of a NAV series: the fall from a running peak, as episodes that start at a peak,
// bottom at a trough and end when the NAV is back at the peak (or are still running).
import { indexOnOrBefore, type NavSeries } from './nav-series';

export interface Drawdown {
  /** Fall from the peak to the trough, ≤ 0 (e.g. −0.12 for 12 %). */
  depth: number;
  peak: string;
  trough: string;
  /** First valuation back at or above the peak; null while it has not recovered. */
  recovery: string | null;
}

/** Every drawdown episode from the last valuation on or before `start` (default: the first). */
export function drawdowns(series: NavSeries, start?: string): Drawdown[] {
  const from = start === undefined ? 0 : Math.max(0, indexOnOrBefore(series, start));
  const { days, values } = series;
  const out: Drawdown[] = [];
  let peak = from;
  let trough = -1;
  for (let i = from + 1; i < values.length; i++) {
    const v = values[i] as number;
    if (v >= (values[peak] as number)) {
      if (trough >= 0) out.push(episode(series, peak, trough, days[i] as string));
      peak = i;
      trough = -1;
    } else if (trough < 0 || v < (values[trough] as number)) trough = i;
  }
  if (trough >= 0) out.push(episode(series, peak, trough, null));
  return out;
}

function episode(series: NavSeries, peak: number, trough: number, recovery: string | null): Drawdown {
  return {
    depth: (series.values[trough] as number) / (series.values[peak] as number) - 1,
    peak: series.days[peak] as string,
    trough: series.days[trough] as string,
    recovery,
  };
}

/** The deepest drawdowns, deepest first (earlier first among equals). */
export function worstDrawdowns(series: NavSeries, count: number, start?: string): Drawdown[] {
  return drawdowns(series, start)
    .map((d, order) => ({ d, order }))
    .sort((a, b) => a.d.depth - b.d.depth || a.order - b.order)
    .slice(0, count)
    .map(({ d }) => d);
}

/** The deepest drawdown; a series that never fell has none. */
export function maxDrawdown(series: NavSeries, start?: string): Drawdown | null {
  return worstDrawdowns(series, 1, start)[0] ?? null;
}
