// Per-day series (share history, fund valuations): one row per parent and day, upserted a page
// at a time, read back as columns so a chart gets arrays rather than thousands of objects.
import type Database from 'better-sqlite3';
import { keyedChanges } from './journal-diff';
import type { RecordChanges } from './journal';
import type { SeriesColumns } from './types';

/** A series read back as columns; `day` is YYYY-MM-DD ascending. */
type Columns<F extends string> = { day: string[] } & { [K in F]: (number | null)[] };

export interface DayRange {
  first: string;
  last: string;
  count: number;
}

/** The date part of a canonical Date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS[.mmm]). */
function dayOf(isoDate: string): string {
  return isoDate.slice(0, 10);
}

export interface SeriesDef<R, D extends keyof R & string, T extends keyof R & string, N extends keyof R & string> {
  table: string;
  parent: string;
  /** The record's Date field that gives the row its day. */
  dateField: D;
  /** Other text fields kept as they came. */
  textFields: readonly T[];
  /** Numeric fields, returned as columns. */
  numberFields: readonly N[];
}

export interface Series<R, N extends string> {
  /** Stores bars whole (one transaction): all of them or, on failure, none. */
  /** Returns the first day written (null: none), which readers holding later days need not read again. */
  upsert(parentId: number, records: readonly R[]): string | null;
  columns(parentId: number, from?: string, to?: string): Columns<N>;
  /**
   * Up to `limit` days from `from` to `to` (both YYYY-MM-DD, inclusive) as typed columns, in one
   * pass over the rows. A whole series is read as consecutive slices (see core/series-read.ts).
   */
  typedSlice(parentId: number, from: string, to: string, limit: number): SeriesColumns<N>;
  range(parentId: number): DayRange | null;
  /** Canonical records, for export. */
  records(parentId: number): R[];
  parents(): number[];
  count(): number;
}

/** Rows per INSERT: far below SQLite's bound on a statement's parameters (32,766) for a dozen columns. */
const ROWS_PER_INSERT = 100;

export function seriesTable<R, D extends keyof R & string, T extends keyof R & string, N extends keyof R & string>(
  db: Database.Database,
  def: SeriesDef<R, D, T, N>,
  /** Where the upserts' changes are recorded (the writer's tables): new days and revised ones. */
  journal?: RecordChanges,
): Series<R, N> {
  const { table, parent, dateField, textFields, numberFields } = def;
  const fields = [dateField, ...textFields, ...numberFields];
  // Names come from our own definitions, never from input.
  // Bound by position: naming each of a row's dozen values costs more than the insert itself. A
  // page goes in ROWS_PER_INSERT rows a statement: each call into SQLite costs about as much as the
  // row it stores. One statement per row count, prepared once it is first needed.
  const row = `(?, ?, ${fields.map(() => '?').join(', ')})`;
  const upserts = new Map<number, Database.Statement>();
  const upsertRows = (count: number) => {
    let statement = upserts.get(count);
    if (!statement) {
      statement = db.prepare(
        `INSERT INTO ${table} (${parent}, day, ${fields.join(', ')}) VALUES ${Array.from({ length: count }, () => row).join(', ')}
         ON CONFLICT (${parent}, day) DO UPDATE SET ${fields.map((f) => `${f} = excluded.${f}`).join(', ')}`,
      );
      upserts.set(count, statement);
    }
    return statement;
  };
  const selectDays = db.prepare(`SELECT day, ${fields.join(', ')} FROM ${table} WHERE ${parent} = ? AND day BETWEEN ? AND ?`);
  /** Records the page's new and revised days against the cached days of its span. */
  const recordChanges = (record: RecordChanges, parentId: number, days: readonly (readonly [string, Record<string, unknown>])[]) => {
    const sorted = days.map(([day]) => day).sort();
    const cached = new Map<string, Record<string, unknown>>();
    if (sorted.length) {
      const span = selectDays.all(parentId, sorted[0], sorted[sorted.length - 1]) as Record<string, unknown>[];
      for (const { day, ...values } of span) cached.set(day as string, values);
    }
    record(parentId, keyedChanges(cached, days, false));
  };
  const upsert = db.transaction((parentId: number, records: readonly R[]) => {
    const days = records.map((r) => {
      const values: Record<string, unknown> = {};
      for (const f of fields) values[f] = r[f];
      return [dayOf(String(r[dateField])), values] as const;
    });
    if (journal) recordChanges(journal, parentId, days);
    let first: string | null = null;
    for (let start = 0; start < days.length; start += ROWS_PER_INSERT) {
      const chunk = days.slice(start, start + ROWS_PER_INSERT);
      const params: unknown[] = [];
      for (const [day, values] of chunk) {
        params.push(parentId, day);
        for (const f of fields) params.push(values[f]);
        if (first === null || day < first) first = day;
      }
      upsertRows(chunk.length).run(params);
    }
    return first;
  });
  const selectColumns = db
    .prepare(`SELECT day, ${numberFields.join(', ')} FROM ${table} WHERE ${parent} = ? AND day >= ? AND day <= ? ORDER BY day`)
    .raw();
  // unixepoch(day) gives the chart's time directly: no day strings made only to be parsed again.
  const selectTyped = db
    .prepare(
      `SELECT unixepoch(day), ${numberFields.join(', ')} FROM ${table} WHERE ${parent} = ? AND day >= ? AND day <= ? ORDER BY day LIMIT ?`,
    )
    .raw();
  const selectRange = db.prepare(`SELECT min(day) AS first, max(day) AS last, count(*) AS count FROM ${table} WHERE ${parent} = ?`);
  const selectRecords = db.prepare(`SELECT ${fields.join(', ')} FROM ${table} WHERE ${parent} = ? ORDER BY day`);
  const selectParents = db.prepare(`SELECT DISTINCT ${parent} FROM ${table} ORDER BY ${parent}`).pluck();
  const selectCount = db.prepare(`SELECT count(*) FROM ${table}`).pluck();

  return {
    upsert: (parentId, records) => upsert(parentId, records),
    columns(parentId, from = '0000-00-00', to = '9999-99-99') {
      const rows = selectColumns.all(parentId, from, to) as (string | number | null)[][];
      const day = new Array<string>(rows.length);
      const cols = numberFields.map(() => new Array<number | null>(rows.length));
      rows.forEach((row, i) => {
        day[i] = row[0] as string;
        for (let c = 0; c < cols.length; c++) (cols[c] as (number | null)[])[i] = row[c + 1] as number | null;
      });
      return Object.fromEntries([['day', day], ...numberFields.map((f, c) => [f, cols[c]])]) as Columns<N>;
    },
    typedSlice(parentId, from, to, limit) {
      const rows = selectTyped.all(parentId, from, to, limit) as (number | null)[][];
      const time = new Float64Array(rows.length);
      const cols = numberFields.map(() => new Float64Array(rows.length));
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i] as (number | null)[];
        time[i] = row[0] as number;
        for (let c = 0; c < cols.length; c++) (cols[c] as Float64Array)[i] = row[c + 1] ?? Number.NaN;
      }
      return { time, columns: Object.fromEntries(numberFields.map((f, c) => [f, cols[c]])) as Record<N, Float64Array> };
    },
    range(parentId) {
      const row = selectRange.get(parentId) as { first: string | null; last: string | null; count: number };
      return row.first && row.last ? { first: row.first, last: row.last, count: row.count } : null;
    },
    records: (parentId) => selectRecords.all(parentId) as R[],
    parents: () => selectParents.all() as number[],
    count: () => selectCount.get() as number,
  };
}
