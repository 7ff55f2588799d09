// Price history as it arrives (columns per field, nulls where the service had nothing) turned
// into what the screens draw: table rows that keep every day, candles that keep only complete
// days, and the studies over the candles. Days stay the read's numbers (see chart-time.ts).
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { asDayTime, dayTime, type DayTime } from './chart-time';
import { drawStudies, type DrawnStudy, type StudyPref } from './studies';

/** One day of history; any price may be absent. Variation is a ratio (0.012 = +1.2 %). */
export interface PriceRow {
  time: DayTime;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
  variation: number | null;
}

/** A day with all four prices: what a candle needs. */
export interface Bar {
  time: DayTime;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
  variation: number | null;
}

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
      time: asDayTime(t),
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
    bars.push({ time: row.time, open, high, low, close, volume: row.volume, variation: row.variation });
  }
  return bars;
}

/** Index of the first item whose time is on or after `time` (items oldest first); length if none. */
export function firstOnOrAfter(days: readonly { time: number }[], time: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((days[mid] as { time: number }).time < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What the chart draws for a range: the candles from `from` on, and each study aligned to them. */
export interface ChartSeries {
  bars: Bar[];
  studies: DrawnStudy[];
}

/**
 * The candles of a range and their studies. The studies are computed over every bar read
 * (including those read before `from` for that purpose), then cut to the range. A day without
 * all four prices is no bar: studies run over the bars there are, no day is invented.
 */
export function chartSeries(all: readonly Bar[], from: string | null, studies: readonly StudyPref[] = []): ChartSeries {
  const start = from === null ? 0 : firstOnOrAfter(all, dayTime(from));
  const columns = {
    close: all.map((b) => b.close),
    high: all.map((b) => b.high),
    low: all.map((b) => b.low),
    volume: all.map((b) => b.volume),
  };
  return { bars: all.slice(start), studies: studies.length ? drawStudies(studies, columns, start) : [] };
}
