import type { Column } from '../../../src-renderer/src/components/table/columns';

export interface Quote {
  id: string;
  symbol: string;
  name: string | null;
  close: number | null;
  changePct: number | null;
  volume: number | null;
  date: string | null;
}

export const quotes: Quote[] = [
  { id: '1', symbol: 'SNTS', name: 'Sentinel Systems', close: 1234.5, changePct: 0.0123, volume: 1_234_567, date: '2026-11-20' },
  { id: '2', symbol: 'aapl', name: 'Apple Inc.', close: 99.1, changePct: -0.0045, volume: null, date: '2026-11-18' },
  { id: '3', symbol: 'MSFT', name: null, close: null, changePct: 0, volume: 3.4e9, date: null },
  { id: '4', symbol: 'A10', name: '=HYPERLINK("http://evil")', close: 5, changePct: null, volume: 500, date: '2025-01-02' },
  { id: '5', symbol: 'A2', name: 'Comma, "quoted"\nline', close: 99.1, changePct: 0.5, volume: 12_000, date: '2026-11-19' },
];

export const quoteColumns: Column<Quote>[] = [
  { id: 'symbol', header: 'Ticker', value: (q) => q.symbol },
  { id: 'name', header: 'Name', value: (q) => q.name },
  { id: 'close', header: 'Close', value: (q) => q.close, kind: 'number' },
  { id: 'changePct', header: 'Chg %', value: (q) => q.changePct, kind: 'signed-percent', colorBySign: true },
  { id: 'volume', header: 'Volume', value: (q) => q.volume, kind: 'compact' },
  { id: 'date', header: 'Date', value: (q) => q.date, kind: 'date' },
];

export function column(id: string): Column<Quote> {
  const found = quoteColumns.find((c) => c.id === id);
  if (!found) throw new Error(`no column ${id}`);
  return found;
}

export const ids = (rows: readonly Quote[]) => rows.map((q) => q.id);
