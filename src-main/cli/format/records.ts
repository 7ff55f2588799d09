// Output formats of `market-terminal export`: a JSON array, NDJSON, or CSV with nested objects
// flattened into dotted column names; records come canonical (exportRecords). To a terminal, what
// the service sent is shown safely (terminal-safe.ts); to a file or pipe it stays the data as cached.
import { flattenRecord } from '../../shared/canonical-record';
import { defuseFormula } from '../../shared/formula-guard';
import { CliError } from '../cli-error';
import { TEXT_CAP, terminalJson, terminalSafe } from './terminal-safe';

const FORMATS = ['json', 'ndjson', 'csv'] as const;
export type ExportFormat = (typeof FORMATS)[number];

/** The `--format` flag's value, checked (export and study take the same formats). */
export function exportFormat(flag: string): ExportFormat {
  const format = FORMATS.find((f) => f === flag);
  if (format === undefined) throw new CliError(`--format must be one of ${FORMATS.join(', ')}`);
  return format;
}

/** One CSV cell; `show` maps its text for a terminal (after the formula guard judged the text as cached, before quoting). */
export function csvCell(value: unknown, show: (text: string) => string = (text) => text): string {
  if (value === null || value === undefined) return '';
  const text = show(
    defuseFormula(
      typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value),
    ),
  );
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Writes records in a format; CSV columns are the union of all records' fields, in order of first
 * appearance. `terminal`: the output is read on a terminal, so text is shown safely and long values cut.
 */
export function writeRecords(
  records: Iterable<Record<string, unknown>>,
  format: ExportFormat,
  write: (chunk: string) => void,
  terminal = false,
): number {
  let count = 0;
  const json = (r: Record<string, unknown>) => (terminal ? terminalJson(r) : JSON.stringify(r));
  if (format === 'ndjson') {
    for (const r of records) {
      write(`${json(r)}\n`);
      count++;
    }
    return count;
  }
  if (format === 'json') {
    write('[');
    for (const r of records) write(`${count++ ? ',' : ''}\n  ${json(r)}`);
    write(count ? '\n]\n' : ']\n');
    return count;
  }
  const rows = Array.from(records, (r) => flattenRecord(r));
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const show = terminal ? (text: string) => terminalSafe(text, TEXT_CAP) : undefined;
  const cell = (value: unknown) => csvCell(value, show);
  write(`${columns.map(cell).join(',')}\r\n`);
  for (const row of rows) write(`${columns.map((c) => cell(row[c])).join(',')}\r\n`);
  return rows.length;
}
