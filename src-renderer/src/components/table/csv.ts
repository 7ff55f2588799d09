import { defuseFormula } from '../../../../src-main/shared/formula-guard';
import { type Column, rawText } from './columns';
import { t } from '../../i18n';

/**
 * CSV per RFC 4180 (CRLF line ends, fields with ", comma, CR or LF quoted, quotes doubled),
 * with cells a spreadsheet would run as a formula defused by a leading apostrophe.
 */

export function csvField(text: string): string {
  const safe = defuseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/**
 * A CSV file: header + one line per row, columns in the given (displayed) order, raw values. It
 * starts with a UTF-8 byte order mark, without which Excel on Windows reads "Sénégal" as "SÃ©nÃ©gal".
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const lines = [csvLine(columns.map((column) => t(column.header)))];
  for (const row of rows) lines.push(csvLine(columns.map((column) => rawText(column, row))));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Rows as tab-separated raw values for the clipboard (optionally with the header line). Tabs and
 * line breaks inside a cell become spaces; formula-like cells are defused as in CSV.
 */
export function toTsv<Row>(rows: readonly Row[], columns: readonly Column<Row>[], withHeader: boolean): string {
  // The guard judges the cell as sent: one led by a line break is defused before the break becomes a space.
  const clean = (text: string) => defuseFormula(text).replace(/[\t\r\n]+/g, ' ');
  const lines = withHeader ? [columns.map((column) => clean(t(column.header))).join('\t')] : [];
  for (const row of rows) lines.push(columns.map((column) => clean(rawText(column, row))).join('\t'));
  return lines.join('\n');
}
