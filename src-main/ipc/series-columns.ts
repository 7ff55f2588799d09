// Series cross the process boundary as typed-array columns: one Float64Array per field and one of
// times, so neither transport builds (or the renderer parses) thousands of small arrays or
// strings. Electron's structured clone copies typed arrays as raw memory; browser mode sends them
// in a binary frame (server/binary-frame.ts). Environment-neutral.
import type { SeriesColumns } from './contract';

/** 'YYYY-MM-DD' → that day's 00:00 UTC in seconds (lightweight-charts' UTCTimestamp). */
export function dayToTime(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 1000;
}

/** A series as the store reads it: days as text, one column per numeric field. */
type StoreColumns = { readonly day: readonly string[] } & { readonly [field: string]: readonly (string | number | null)[] };

/** The store's columns (days as text, absent values as null) as typed columns; absent → NaN. */
export function typedColumns(columns: StoreColumns): SeriesColumns {
  // Every member but `day` is a numeric column (store/series.ts's Columns).
  const { day, ...fields } = columns as { day: readonly string[] } & Record<string, readonly (number | null)[]>;
  const time = new Float64Array(day.length);
  for (let i = 0; i < day.length; i++) time[i] = dayToTime(day[i] as string);
  const typed: Record<string, Float64Array> = {};
  for (const [name, values] of Object.entries(fields)) {
    const column = new Float64Array(values.length);
    for (let i = 0; i < values.length; i++) column[i] = values[i] ?? Number.NaN;
    typed[name] = column;
  }
  return { time, columns: typed };
}
