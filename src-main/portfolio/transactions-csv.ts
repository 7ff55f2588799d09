// Reading transactions from CSV text: `date,security,side,quantity,price,fees` with a header (the
// columns by name, in any order; `fees` may be left out). A file written with a decimal comma may
// be separated by semicolons (the header tells), or quote its numbers. Every bad row is reported
// with its line and why; nothing here touches the cache but the security lookup.
import { storedDecimal } from './money';
import { draftNumbers } from './ledger';
import type { SecurityInfo } from './securities';
import { SIDES, type BadRow, type Side, type TransactionDraft } from './types';

export interface CsvRow {
  line: number;
  draft: TransactionDraft;
}

const COLUMNS = ['date', 'security', 'side', 'quantity', 'price', 'fees'] as const;
type Column = (typeof COLUMNS)[number];

/** Records of delimited text (RFC 4180 quoting), each with the line it starts on; blank lines skipped. */
function records(text: string, delimiter: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== '') out.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\n') line++;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n') {
      end();
      start = line;
    } else if (ch !== '\r') cell += ch;
  }
  if (cell !== '' || cells.length) end();
  return out;
}

/** A real calendar day written YYYY-MM-DD. */
function isDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The transaction a row describes, or why it describes none. */
function draftOf(get: (c: Column) => string, resolve: (text: string) => SecurityInfo | string): TransactionDraft | string {
  const day = get('date').trim();
  if (!isDay(day)) return `date "${day}" is not a day written YYYY-MM-DD`;
  const side = get('side').trim().toLowerCase();
  if (!(SIDES as readonly string[]).includes(side)) return `side "${get('side').trim()}" is not one of ${SIDES.join(', ')}`;
  const security = resolve(get('security'));
  if (typeof security === 'string') return security;
  // Stored with a point, whatever mark the file used.
  const quantity = storedDecimal(get('quantity'));
  const price = storedDecimal(get('price'));
  const draft: TransactionDraft = {
    day,
    side: side as Side,
    kind: security.kind,
    code: security.code,
    title: security.title,
    currency: security.currency,
    quantity: quantity === '' ? null : quantity,
    price: price === '' ? null : price,
    fees: storedDecimal(get('fees')) || '0',
  };
  const numbers = draftNumbers(draft);
  return typeof numbers === 'string' ? numbers : draft;
}

/** Every row as a transaction to store, or a bad row with its line and reason. */
export function readTransactionsCsv(text: string, resolve: (text: string) => SecurityInfo | string): { rows: CsvRow[]; bad: BadRow[] } {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split('\n', 1)[0] ?? '';
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const [header, ...data] = records(body, delimiter);
  const names = header?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const missing = COLUMNS.filter((c) => c !== 'fees' && !names.includes(c));
  if (!header || missing.length)
    return {
      rows: [],
      bad: [
        {
          line: header?.line ?? 1,
          reason: `the header must name the columns ${COLUMNS.join(',')} (missing ${missing.join(', ') || 'all'})`,
        },
      ],
    };
  const rows: CsvRow[] = [];
  const bad: BadRow[] = [];
  for (const { line, cells } of data) {
    if (cells.length !== names.length) {
      bad.push({
        line,
        reason: `${cells.length} cells where the header has ${names.length} (a decimal comma must be quoted, or the file separated by ;)`,
      });
      continue;
    }
    const get = (c: Column) => cells[names.indexOf(c)] ?? '';
    const draft = draftOf(get, resolve);
    if (typeof draft === 'string') bad.push({ line, reason: draft });
    else rows.push({ line, draft });
  }
  return { rows, bad };
}
