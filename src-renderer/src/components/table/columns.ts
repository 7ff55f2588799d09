import {
  EM_DASH,
  formatCompact,
  formatDate,
  formatDateTime,
  formatInteger,
  formatNumber,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  signClass,
  toEpochMs,
} from '../../format';
import type { SheetKind } from '../../../../src-main/shared/sheet-model';

/** What a column's value() may return. null/undefined (and NaN, '') are shown as "—". */
export type CellValue = string | number | null | undefined;

export type ColumnKind = 'text' | 'number' | 'integer' | 'percent' | 'signed-percent' | 'signed' | 'compact' | 'date' | 'datetime';

export interface Column<Row> {
  /** Stable identifier (sort state, column order, initialSort). */
  id: string;
  /** Header text (also the CSV header), in English: shown through `t` (write it with `msg` where no language is known yet). */
  header: string;
  value: (row: Row) => CellValue;
  /** How the value is shown and sorted. Default 'text'. Ratios go in 'percent'/'signed-percent'. */
  kind?: ColumnKind;
  /** Fraction digits for number kinds (default 2; 1 for compact). */
  decimals?: number;
  /** Fixed width in px; without it text columns share the free space and numbers get a default. */
  width?: number;
  /**
   * How narrow a name column may get (px, its text ellipsised) when the columns that never hide do
   * not fit: it narrows before the table scrolls sideways and cuts a number at the pane's edge.
   */
  minWidth?: number;
  /** Default: right for number kinds, left otherwise. */
  align?: 'left' | 'right' | 'center';
  /** Default true. */
  sortable?: boolean;
  /** Tooltip for the header, in English: shown through `t`. */
  title?: string;
  /** Paint the cell green/red by the sign of its value (as displayed). */
  colorBySign?: boolean;
  /** Paint the cell by a judgement of the row (e.g. an actual against its forecast). */
  tone?: (row: Row) => 'up' | 'down' | 'flat' | null;
  /**
   * What a narrow pane may hide: a column without a priority never (it scrolls sideways), 3 before
   * 2. The table says how many it hid and shows them on a key (see fitColumns).
   */
  priority?: 1 | 2 | 3;
  /**
   * How an xlsx stores the cells when the display kind does not say it (see sheet.ts): e.g. 'id'
   * for a number that is a code, never to be summed or given separators.
   */
  sheet?: SheetKind;
  /** What CSV and xlsx write when the cell shows a label of it (CAL's "Mon 23 Nov" is its day). Default: value. */
  exportValue?: (row: Row) => CellValue;
}

/** A change ratio (0.05 = +5 %) shown signed and painted by its sign: the lists' day moves and returns. */
export function changeColumn<Row>(column: Omit<Column<Row>, 'kind' | 'colorBySign'>): Column<Row> {
  return { ...column, kind: 'signed-percent', colorBySign: true };
}

const NUMERIC_KINDS: ReadonlySet<ColumnKind> = new Set(['number', 'integer', 'percent', 'signed-percent', 'signed', 'compact']);

export function isNumericKind(kind: ColumnKind | undefined): boolean {
  return kind !== undefined && NUMERIC_KINDS.has(kind);
}

export function isDateKind(kind: ColumnKind | undefined): boolean {
  return kind === 'date' || kind === 'datetime';
}

/** A number cell's value as a finite number, or null. Numeric strings ("12.5") are accepted. */
export function numericValue(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A cell value that is not there: null, undefined, NaN/±∞, or an empty string. */
export function isAbsent(value: CellValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  return value.trim() === '';
}

function defaultDecimals(column: Column<unknown>): number {
  return column.decimals ?? (column.kind === 'compact' ? 1 : 2);
}

/** The text a cell shows, locale-formatted. */
export function cellText<Row>(column: Column<Row>, row: Row, locale: string): string {
  return formatCell(column as Column<unknown>, column.value(row), locale);
}

function formatCell(column: Column<unknown>, value: CellValue, locale: string): string {
  const decimals = defaultDecimals(column);
  switch (column.kind ?? 'text') {
    case 'number':
      return formatNumber(numericValue(value), { decimals, locale });
    case 'integer':
      return formatInteger(numericValue(value), { locale });
    case 'percent':
      return formatPercent(numericValue(value), { decimals, locale });
    case 'signed-percent':
      return formatSignedPercent(numericValue(value), { decimals, locale });
    case 'signed':
      return formatSigned(numericValue(value), { decimals, locale });
    case 'compact':
      return formatCompact(numericValue(value), { decimals, locale });
    case 'date':
      return typeof value === 'number' && !Number.isFinite(value) ? EM_DASH : formatDate(value, { locale });
    case 'datetime':
      return typeof value === 'number' && !Number.isFinite(value) ? EM_DASH : formatDateTime(value, { locale });
    case 'text':
      return isAbsent(value) ? EM_DASH : String(value);
  }
}

/** 'up' | 'down' | 'flat' for a colorBySign column (by the value as displayed); null otherwise. */
export function cellTone<Row>(column: Column<Row>, row: Row): 'up' | 'down' | 'flat' | null {
  if (column.tone) return column.tone(row);
  if (!column.colorBySign) return null;
  const n = numericValue(column.value(row));
  if (column.kind === 'compact') return signClass(n);
  const percent = column.kind === 'percent' || column.kind === 'signed-percent';
  const decimals = column.kind === 'integer' ? 0 : defaultDecimals(column as Column<unknown>);
  return signClass(n === null ? null : percent ? n * 100 : n, decimals);
}

export function cellAlign(column: Column<unknown>): 'left' | 'right' | 'center' {
  return column.align ?? (isNumericKind(column.kind) ? 'right' : 'left');
}

/**
 * The raw text of a cell for export and copy: numbers unformatted ("1234.5", ratios as ratios),
 * dates as ISO, text as is, absent as ''.
 */
export function rawText<Row>(column: Column<Row>, row: Row): string {
  const value = exportedValue(column, row);
  if (isAbsent(value)) return '';
  if (isNumericKind(column.kind)) {
    const n = numericValue(value);
    if (n === null) return String(value);
    // A percent column ("VAR %") holds percent points where it is read as text (CSV, the clipboard,
    // the filter), as shown: 2.47, not the fraction 0.0247; 12 digits drop the float noise of × 100.
    const percent = column.kind === 'percent' || column.kind === 'signed-percent';
    return String(percent ? Number((n * 100).toPrecision(12)) : n);
  }
  if (column.kind === 'date') {
    const text = formatDate(value, { style: 'iso' });
    return text === EM_DASH ? String(value) : text;
  }
  if (column.kind === 'datetime') {
    // A timestamp exports as full ISO 8601 UTC; a plain date as the date.
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return value.trim();
    const ms = toEpochMs(value);
    return ms === null ? String(value) : new Date(ms).toISOString();
  }
  return String(value);
}

/** The value an export writes of a cell: its exportValue when it has one, else what it shows. */
export function exportedValue<Row>(column: Column<Row>, row: Row): CellValue {
  return (column.exportValue ?? column.value)(row);
}

/** CSS grid track for a column: its width (down to its minWidth), or a sensible default per kind. */
export function columnTrack(column: Column<unknown>): string {
  const floor = column.minWidth !== undefined && Number.isFinite(column.minWidth) ? Math.round(column.minWidth) : null;
  if (column.width !== undefined && Number.isFinite(column.width) && column.width > 0) {
    const width = Math.round(column.width);
    return floor !== null && floor < width ? `minmax(${floor}px, ${width}px)` : `${width}px`;
  }
  switch (column.kind ?? 'text') {
    case 'text':
      return `minmax(${floor ?? 120}px, 1fr)`;
    case 'date':
      return '92px';
    case 'datetime':
      return '132px';
    case 'compact':
    case 'integer':
      return '84px';
    default:
      return '96px';
  }
}

/** Smallest total width of the tracks, so narrow panes scroll sideways instead of squashing. */
export function minimumWidth(columns: readonly Column<unknown>[]): number {
  let total = 0;
  for (const column of columns) {
    const match = /(\d+)px/.exec(columnTrack(column));
    total += match ? Number(match[1]) : 0;
  }
  return total;
}

/** Smallest total width of the tracks as if none could narrow (no minWidth): what a pane needs to show them unsqueezed. */
function fullWidth(columns: readonly Column<unknown>[]): number {
  return minimumWidth(columns.map((column) => ({ ...column, minWidth: undefined })));
}

/** `columns` with what a narrow pane may hide, by column id (see `priority`); the rest never hide. */
export function withPriorities<Row>(columns: readonly Column<Row>[], priorities: Readonly<Record<string, 2 | 3>>): Column<Row>[] {
  return columns.map((column) => {
    const priority = priorities[column.id];
    return priority === undefined ? column : { ...column, priority };
  });
}

export interface ColumnFit<Row> {
  shown: Column<Row>[];
  hidden: Column<Row>[];
}

/** Whether two fits show and hide the same columns in the same order (a resize that changed neither). */
export function sameFit<Row>(a: ColumnFit<Row>, b: ColumnFit<Row>): boolean {
  const same = (x: readonly Column<Row>[], y: readonly Column<Row>[]) => x.length === y.length && x.every((c, i) => c === y[i]);
  return same(a.shown, b.shown) && same(a.hidden, b.hidden);
}

/**
 * The columns a table `width` px wide shows: all that fit, dropping the least important first
 * (priority 3, then 2; of equals, the rightmost) and never the first column or one without a
 * priority (or priority 1).
 * Declared order is kept; `hidden` lists what was dropped, in that order too.
 */
export function fitColumns<Row>(columns: readonly Column<Row>[], width: number): ColumnFit<Row> {
  const dropped = new Set<Column<Row>>();
  const candidates = columns
    .map((column, index) => ({ column, index, priority: column.priority ?? 1 }))
    .filter(({ index, priority }) => index > 0 && priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  // Columns drop while they don't fit unsqueezed; only what never hides is squeezed (see minWidth).
  let total = fullWidth(columns as readonly Column<unknown>[]);
  for (const { column } of candidates) {
    if (total <= width) break;
    dropped.add(column);
    total -= fullWidth([column] as Column<unknown>[]);
  }
  return { shown: columns.filter((c) => !dropped.has(c)), hidden: columns.filter((c) => dropped.has(c)) };
}

/**
 * Keep a user's column order when the columns change: known ids keep their place, new ones
 * are appended in declaration order, vanished ones dropped.
 */
export function reconcileOrder(order: readonly string[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  const kept = order.filter((id) => wanted.has(id));
  const seen = new Set(kept);
  return [...new Set([...kept, ...ids.filter((id) => !seen.has(id))])];
}

/** Move the column at `index` by `delta` places (clamped). Returns the new order and index. */
export function moveColumn(order: readonly string[], index: number, delta: number): { order: string[]; index: number } {
  const next = [...order];
  if (index < 0 || index >= next.length) return { order: next, index };
  const target = Math.min(next.length - 1, Math.max(0, index + delta));
  const [id] = next.splice(index, 1);
  if (id !== undefined) next.splice(target, 0, id);
  return { order: next, index: target };
}
