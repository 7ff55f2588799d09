// Price history as it arrives (columns per field, nulls where the service had nothing) turned
// into what the screens draw: table rows that keep every day, candles that keep only complete
// days, and moving averages over the candles.
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { timeToDay } from '../format/days';

/** One day of history; any price may be absent. Variation is a ratio (0.012 = +1.2 %). */
export interface PriceRow {
  day: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
  variation: number | null;
}

/** A day with all four prices: what a candle needs. */
export interface Bar {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
  variation: number | null;
}

/** The moving averages the chart offers, in the order the `m` key adds them. */
export const AVERAGE_WINDOWS = [20, 50, 200] as const;

const finite = (value: number | undefined): number | null => (value !== undefined && Number.isFinite(value) ? value : null);
/** A column the read lacks: every value absent. */
const NO_VALUES = new Float64Array(0);

/**
 * Rows from the columns of a series read, oldest first, one per day. Values that are not finite
 * numbers become null; a day out of order or repeated is dropped (the chart needs strictly rising
 * times). A missing variation is worked out from the previous close when both closes are there.
 */
export function rowsFromColumns(read: Pick<SeriesRead, 'time' | 'columns'>): PriceRow[] {
  const column = (name: string) => read.columns[name] ?? NO_VALUES;
  const open = column('opening_price');
  const high = column('upper');
  const low = column('lower');
  const close = column('closing_price');
  const volume = column('volume');
  const variation = column('variation');
  const { time } = read;
  const rows: PriceRow[] = [];
  let previousTime = Number.NEGATIVE_INFINITY;
  let previousClose: number | null = null;
  for (let i = 0; i < time.length; i++) {
    const t = time[i] as number;
    if (!(t > previousTime)) continue;
    previousTime = t;
    const c = finite(close[i]);
    const v = finite(variation[i]);
    rows.push({
      day: timeToDay(t),
      open: finite(open[i]),
      high: finite(high[i]),
      low: finite(low[i]),
      close: c,
      volume: finite(volume[i]),
      variation: v ?? (c !== null && previousClose !== null && previousClose !== 0 ? c / previousClose - 1 : null),
    });
    if (c !== null) previousClose = c;
  }
  return rows;
}

/** Candles of the complete days (open, high, low and close all present). */
export function barsFromRows(rows: readonly PriceRow[]): Bar[] {
  const bars: Bar[] = [];
  for (const row of rows) {
    const { open, high, low, close } = row;
    if (open === null || high === null || low === null || close === null) continue;
    bars.push({ time: row.day, open, high, low, close, volume: row.volume, variation: row.variation });
  }
  return bars;
}

/** Simple moving average of the closes over `window` bars; null until `window` bars are there. */
export function movingAverage(bars: readonly Pick<Bar, 'close'>[], window: number): (number | null)[] {
  const out: (number | null)[] = new Array<number | null>(bars.length).fill(null);
  if (!Number.isInteger(window) || window < 1) return out;
  let sum = 0;
  for (let i = 0; i < bars.length; i++) {
    sum += (bars[i] as Pick<Bar, 'close'>).close;
    if (i >= window) sum -= (bars[i - window] as Pick<Bar, 'close'>).close;
    if (i >= window - 1) out[i] = sum / window;
  }
  return out;
}

/** Index of the first item whose day is on or after `day` (items oldest first); length if none. */
export function firstOnOrAfter(days: readonly { time: string }[], day: string): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((days[mid] as { time: string }).time < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What the chart draws for a range: the candles from `from` on, and each average aligned to them. */
export interface ChartSeries {
  bars: Bar[];
  /** One array per AVERAGE_WINDOWS entry, same length as `bars`. */
  averages: (number | null)[][];
}

/**
 * The candles of a range and their averages. The averages are computed over every bar read
 * (including those read before `from` for that purpose), then cut to the range.
 */
export function chartSeries(all: readonly Bar[], from: string | null): ChartSeries {
  const start = from === null ? 0 : firstOnOrAfter(all, from);
  return {
    bars: all.slice(start),
    averages: AVERAGE_WINDOWS.map((window) => movingAverage(all, window).slice(start)),
  };
}
