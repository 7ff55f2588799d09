// The model of an Excel workbook: typed cells, number and date formats, frozen bold header, column
// widths, the "as of" line. Pure (no Node, no DOM, no library): the command line hands it to
// write-excel-file's Node entry, the renderer can hand the same model to its browser entry.
// Cells are typed by the column's kind, never guessed from their text: an ISIN or a code with
// leading zeros stays text, a number stays the number the JSON export writes.
import { dateParts, hasTimeOfDay } from './canonical-date';
import { defuseFormula } from './formula-guard';

/**
 * How a column's values are stored and shown. `id`: an integer without separators; `number`: its
 * decimals as found in the column (prices keep theirs) unless given; `ratio`: a fraction shown as
 * a percentage (0.05 → 5.00%); `date`: a declared Date, a real Excel date (with its time when it
 * has one); `text`: as text, whatever it looks like.
 */
export type SheetKind = 'text' | 'id' | 'integer' | 'number' | 'ratio' | 'date';

export interface SheetField {
  /** The row member it reads (dotted for nested records: `organization.name`). */
  key: string;
  header: string;
  kind: SheetKind;
  /** Fraction digits of a `number` column; by default those of its most precise value (2 to 6). */
  decimals?: number;
}

/** A cell as write-excel-file takes it (structurally its CellObject): never of type 'Formula'. */
interface SheetCell {
  value: string | number | Date;
  type: StringConstructor | NumberConstructor | DateConstructor;
  format: string;
  fontWeight?: 'bold';
}

/** One sheet, as write-excel-file's multi-sheet call takes it. */
export interface SheetModel {
  sheet: string;
  data: (SheetCell | null)[][];
  columns: { width: number }[];
  /** The "as of" line and the header row stay in view. */
  stickyRowsCount: number;
}

/** What every sheet says in its first row: what it holds, when the data was fetched, from where. */
export interface SheetTitle {
  /** The tab's name (cut to Excel's 31 characters, forbidden characters replaced). */
  name: string;
  title: string;
  /** When the data was fetched (ISO 8601), or null when unknown. */
  asOf: string | null;
  source: string;
}

/** Rows above the data: the "as of" line, then the header. */
export const HEADER_ROWS = 2;

const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const TEXT_FORMAT = '@';
const MAX_DECIMALS = 6;
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** A table: one row per record, one column per field. */
export function tableSheet(
  title: SheetTitle,
  fields: readonly SheetField[],
  rows: readonly Readonly<Record<string, unknown>>[],
): SheetModel {
  const formats = fields.map((field) =>
    formatOf(
      field,
      rows.map((row) => row[field.key]),
    ),
  );
  const header = fields.map((field) => textCell(field.header, true));
  const body = rows.map((row) => fields.map((field, c) => cellOf(field.kind, row[field.key], formats[c] as string)));
  return sheetOf(title, header, body);
}

/** One record as Field | Value rows (a security's details): each value typed by its own field. */
export function recordSheet(title: SheetTitle, fields: readonly SheetField[], record: Readonly<Record<string, unknown>>): SheetModel {
  const header = [textCell('Field', true), textCell('Value', true)];
  const body = fields.map((field) => [textCell(field.header), cellOf(field.kind, record[field.key], formatOf(field, [record[field.key]]))]);
  return sheetOf(title, header, body);
}

/**
 * Sheets with names Excel accepts: at most 31 characters, none of []:*?/\, unique (ignoring case),
 * never "History" (Excel keeps that name for itself and refuses the file).
 */
export function workbookSheets(sheets: readonly SheetModel[]): SheetModel[] {
  const taken = new Set<string>(['history']);
  return sheets.map((sheet) => {
    const base =
      sheet.sheet
        .replace(/[[\]:*?/\\]/g, ' ')
        .replace(/^'+|'+$/g, '')
        .trim()
        .slice(0, 31) || 'Sheet';
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    taken.add(name.toLowerCase());
    return { ...sheet, sheet: name };
  });
}

function sheetOf(title: SheetTitle, header: SheetCell[], body: (SheetCell | null)[][]): SheetModel {
  const asOf = `${title.title} · as of ${title.asOf ?? 'unknown'} · source: ${title.source}`;
  return {
    sheet: title.name,
    data: [[textCell(asOf, true)], header, ...body],
    columns: header.map((_, c) => ({ width: widthOf([header[c] ?? null, ...body.map((row) => row[c] ?? null)]) })),
    stickyRowsCount: HEADER_ROWS,
  };
}

function textCell(text: string, bold = false): SheetCell {
  return { value: defuseFormula(text), type: String, format: TEXT_FORMAT, ...(bold ? { fontWeight: 'bold' as const } : {}) };
}

/** A value that is not there: an empty cell. */
const isAbsent = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The cell of a value in a column of this kind; a value the kind cannot hold is kept as text. */
function cellOf(kind: SheetKind, value: unknown, format: string): SheetCell | null {
  if (isAbsent(value)) return null;
  if (kind === 'date' && typeof value === 'string') {
    const parts = dateParts(value);
    // Excel's calendar starts in 1900: an earlier day stays text rather than a wrong date.
    if (parts && parts.year >= 1900) {
      const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
      return { value: date, type: Date, format: hasTimeOfDay(parts) ? DATE_TIME_FORMAT : DATE_FORMAT };
    }
  }
  if (kind !== 'text' && kind !== 'date' && typeof value === 'number' && Number.isFinite(value)) return { value, type: Number, format };
  return textCell(
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value),
  );
}

/** The number format of a column, from its kind and (for plain numbers) the decimals its values carry. */
function formatOf(field: SheetField, values: readonly unknown[]): string {
  switch (field.kind) {
    case 'id':
      return '0';
    case 'integer':
      return '#,##0';
    case 'ratio':
      return '0.00%';
    case 'number': {
      const decimals = field.decimals ?? largest(values.map(fractionDigits));
      return decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(Math.min(MAX_DECIMALS, Math.max(2, decimals)))}`;
    }
    default:
      return TEXT_FORMAT;
  }
}

/** Fraction digits a number needs (up to 6); 0 for anything else. */
function fractionDigits(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const text = Math.abs(value).toFixed(MAX_DECIMALS).replace(/0+$/, '');
  return text.length - text.indexOf('.') - 1;
}

/** Characters a cell shows, roughly: enough to size its column. */
function shownLength(cell: SheetCell | null): number {
  if (cell === null) return 0;
  if (cell.value instanceof Date) return cell.format.length;
  if (typeof cell.value === 'number') {
    const decimals = cell.format.split('.')[1]?.length ?? 0;
    const whole = Math.trunc(Math.abs(cell.value)).toString().length;
    return (
      whole + Math.floor((whole - 1) / 3) + (decimals ? decimals + 1 : 0) + (cell.value < 0 ? 1 : 0) + (cell.format.endsWith('%') ? 3 : 0)
    );
  }
  return Math.max(...cell.value.split('\n').map((line) => line.length));
}

function widthOf(cells: readonly (SheetCell | null)[]): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, largest(cells.map(shownLength))) + 2);
}

/** The largest of many numbers (0 for none): Math.max(...list) overflows the stack on a long history. */
function largest(list: readonly number[]): number {
  let max = 0;
  for (const n of list) if (n > max) max = n;
  return max;
}
