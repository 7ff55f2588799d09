// Output formats of `market-terminal export`: a JSON array, NDJSON, or CSV with nested objects
// flattened into dotted column names.
import { defuseFormula } from '../../../src-shared/formula-guard';

export type ExportFormat = 'json' | 'ndjson' | 'csv';

/** `{a: {b: 1}, c: 2}` → `{'a.b': 1, c: 2}`. */
export function flatten(record: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(record)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value as Record<string, unknown>, name, out);
    else out[name] = value;
  }
  return out;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = defuseFormula(
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value),
  );
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes records in a format; CSV columns are the union of all records' fields, in order of first appearance. */
export function writeRecords(records: Iterable<Record<string, unknown>>, format: ExportFormat, write: (chunk: string) => void): number {
  let count = 0;
  if (format === 'ndjson') {
    for (const r of records) {
      write(`${JSON.stringify(r)}\n`);
      count++;
    }
    return count;
  }
  if (format === 'json') {
    write('[');
    for (const r of records) write(`${count++ ? ',' : ''}\n  ${JSON.stringify(r)}`);
    write(count ? '\n]\n' : ']\n');
    return count;
  }
  const rows = Array.from(records, (r) => flatten(r));
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  write(`${columns.map(csvCell).join(',')}\r\n`);
  for (const row of rows) write(`${columns.map((c) => csvCell(row[c])).join(',')}\r\n`);
  return rows.length;
}
