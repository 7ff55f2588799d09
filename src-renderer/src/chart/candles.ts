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

type ColumnsRead = Pick<SeriesRead, 'time' | 'columns'>;

/** The columns a row is made of, in a fixed order (a read without one has it all absent). */
const ROW_FIELDS = ['opening_price', 'upper', 'lower', 'closing_price', 'volume', 'variation'] as const;
const rowColumns = (read: ColumnsRead) => ROW_FIELDS.map((name) => read.columns[name] ?? NO_VALUES);

/** How many leading days two reads hold alike: the same day, and the same value in every row column. */
function sameLeadingDays(a: ColumnsRead, b: ColumnsRead): number {
  const n = Math.min(a.time.length, b.time.length);
  const [x, y] = [rowColumns(a), rowColumns(b)];
  let i = 0;
  for (; i < n && a.time[i] === b.time[i]; i++) {
    let same = true;
    for (let c = 0; c < x.length && same; c++) same = Object.is((x[c] as Float64Array)[i], (y[c] as Float64Array)[i]);
    if (!same) break;
  }
  return i;
}

/**
 * Rows from the columns of a series read, oldest first, one per day. Values that are not finite
 * numbers become null; a day out of order or repeated is dropped (the chart needs strictly rising
 * times). A missing variation is worked out from the previous close when both closes are there.
 * `previous`: the last read and its rows; the rows of the days it holds alike are taken as they
 * are (the same objects), so a new bar at the end makes one row, not the window's thousands.
 */
export function rowsFromColumns(read: ColumnsRead, previous?: { read: ColumnsRead; rows: readonly PriceRow[] } | null): PriceRow[] {
  const [open, high, low, close, volume, variation] = rowColumns(read) as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const { time } = read;
  // Rows stand one for one with the previous read's days only when none of those was dropped.
  const kept = previous && previous.rows.length === previous.read.time.length ? sameLeadingDays(previous.read, read) : 0;
  const rows: PriceRow[] = previous ? previous.rows.slice(0, kept) : [];
  let previousTime = kept > 0 ? (time[kept - 1] as number) : Number.NEGATIVE_INFINITY;
  let previousClose: number | null = null;
  for (let i = kept - 1; i >= 0 && previousClose === null; i--) previousClose = (rows[i] as PriceRow).close;
  for (let i = kept; i < time.length; i++) {
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

const isBar = (row: PriceRow): row is Bar => row.open !== null && row.high !== null && row.low !== null && row.close !== null;

/**
 * Candles of the complete days (open, high, low and close all present): the rows themselves, not
 * copies (a pane keeps thousands of both).
 */
export function barsFromRows(rows: readonly PriceRow[]): Bar[] {
  return rows.filter(isBar);
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
  if (studies.length === 0) return { bars: all.slice(start), studies: [] };
  const columns = {
    close: all.map((b) => b.close),
    high: all.map((b) => b.high),
    low: all.map((b) => b.low),
    volume: all.map((b) => b.volume),
  };
  return { bars: all.slice(start), studies: drawStudies(studies, columns, start) };
}
