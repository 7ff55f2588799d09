// A table as a sheet of the shared workbook model: each column's kind says how its cells are stored
// (a ratio as a percentage, a price with its decimals, a day as a real Excel date, a code as text),
// so an xlsx never has to guess from the text the CSV writes.
import { type SheetField, type SheetKind, type SheetModel, tableSheet } from '../../../../src-main/shared/sheet-model';
import { formatDate, formatDateTime } from '../../format';
import { type Column, type ColumnKind, exportedValue, isAbsent, numericValue } from './columns';
import { t } from '../../i18n';

/** Where the rows come from, for the sheet's "as of" line. */
export interface SheetProvenance {
  /** When the data shown was fetched (ISO 8601), or null when unknown. */
  asOf: string | null;
  /** The data source as the status bar names it. */
  source: string;
}

const KIND_OF: Record<ColumnKind, SheetKind> = {
  text: 'text',
  number: 'number',
  signed: 'number',
  compact: 'number',
  integer: 'integer',
  percent: 'ratio',
  'signed-percent': 'ratio',
  date: 'date',
  datetime: 'date',
};

/** How a column's cells go into a sheet: its `sheet` kind when it says, else what its display kind means. */
function sheetKind(column: Pick<Column<unknown>, 'kind' | 'sheet'>): SheetKind {
  return column.sheet ?? KIND_OF[column.kind ?? 'text'];
}

/** The sheet's fields, one per column in the given (displayed) order. */
export function sheetFields<Row>(columns: readonly Column<Row>[]): SheetField[] {
  return columns.map((column) => {
    const kind = sheetKind(column);
    // A compact column (volumes, capitalisations) shows 1 decimal of a scaled figure: the sheet
    // holds the whole figure, so it keeps the decimals its values carry.
    const decimals = kind === 'number' && column.kind !== 'compact' ? column.decimals : undefined;
    return { key: column.id, header: t(column.header), kind, ...(decimals === undefined ? {} : { decimals }) };
  });
}

/** A cell's value as the sheet model reads it: numbers as numbers, days in a spelling it parses. */
function sheetValue<Row>(column: Column<Row>, kind: SheetKind, row: Row): string | number | null {
  const value = exportedValue(column, row);
  if (isAbsent(value)) return null;
  if (kind === 'date') {
    // The day (and time) the table shows, in the same zone; text that is no date stays as it was.
    const text = column.kind === 'datetime' ? formatDateTime(value, { seconds: true, style: 'iso' }) : formatDate(value, { style: 'iso' });
    return /^\d{4}-/.test(text) ? text : String(value);
  }
  if (kind === 'text') return String(value);
  return numericValue(value) ?? String(value);
}

/** The rows as a sheet: the title line (what, as of when, from where), the bold frozen header, the cells. */
export function tableToSheet<Row>(
  title: string,
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  provenance: SheetProvenance,
): SheetModel {
  const fields = sheetFields(columns);
  const records = rows.map((row) =>
    Object.fromEntries(columns.map((column, c) => [column.id, sheetValue(column, (fields[c] as SheetField).kind, row)])),
  );
  return tableSheet({ name: title, title, asOf: provenance.asOf, source: provenance.source }, fields, records);
}
