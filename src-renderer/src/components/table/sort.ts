import { toEpochMs } from '../../format';
import { collator } from '../../format/cache';
import { type CellValue, type Column, isDateKind, isNumericKind, numericValue } from './columns';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** A cell reduced to something comparable; null sorts last in both directions. */
type SortKey = number | string | null;

function sortKey(kind: Column<unknown>['kind'], value: CellValue): SortKey {
  if (isNumericKind(kind)) return numericValue(value);
  if (isDateKind(kind)) return typeof value === 'number' && !Number.isFinite(value) ? null : toEpochMs(value);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value.trim() === '' ? null : value;
}

/**
 * Rows sorted by one column: numbers numerically, dates chronologically, text with the locale's
 * collation (case-insensitive, "A2" before "A10"). Absent values are always last, whichever the
 * direction, and equal keys keep their original order (stable in both directions).
 * Returns a new array; the input is not touched.
 */
export function sortRows<Row>(rows: readonly Row[], column: Column<Row> | undefined, direction: SortDirection, locale?: string): Row[] {
  if (!column) return [...rows];
  const compareText = collator(locale, { numeric: true, sensitivity: 'base' }).compare;
  const sign = direction === 'asc' ? 1 : -1;
  // Decorate once (value() can be costly over 10,000 rows), sort, undecorate.
  const decorated = rows.map((row, index) => ({ row, index, key: sortKey(column.kind, column.value(row)) }));
  decorated.sort((a, b) => {
    const x = a.key;
    const y = b.key;
    if (x === null || y === null) {
      if (x === y) return a.index - b.index;
      return x === null ? 1 : -1;
    }
    let order: number;
    if (typeof x === 'number' && typeof y === 'number') order = x < y ? -1 : x > y ? 1 : 0;
    else if (typeof x === 'number')
      order = -1; // numbers before text in a mixed text column
    else if (typeof y === 'number') order = 1;
    else order = compareText(x, y) || (x < y ? -1 : x > y ? 1 : 0);
    return order !== 0 ? order * sign : a.index - b.index;
  });
  return decorated.map((entry) => entry.row);
}

/** Header click / `s`: unsorted → ascending → descending → unsorted (the rows' own order). */
export function cycleSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.column !== columnId) return { column: columnId, direction: 'asc' };
  if (current.direction === 'asc') return { column: columnId, direction: 'desc' };
  return null;
}

export function ariaSort(current: SortState | null, columnId: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.column !== columnId) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
