// A table's columns as a sheet: the column's kind decides the cell's type and format, and the
// workbook written from it reads back (with an independent reader) as the table showed it.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { HEADER_ROWS, workbookSheets } from '../../../src-main/shared/sheet-model';
import type { Column } from '../../../src-renderer/src/components/table/columns';
import { toCsv } from '../../../src-renderer/src/components/table/csv';
import { sheetFields, tableToSheet } from '../../../src-renderer/src/components/table/sheet';

interface Row {
  isin: string;
  name: string;
  close: number | null;
  change: number;
  volume: number;
  cap: number;
  day: string;
  at: string;
  id: number;
}

const columns: Column<Row>[] = [
  { id: 'isin', header: 'ISIN', value: (r) => r.isin },
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'close', header: 'Close', value: (r) => r.close, kind: 'number', decimals: 3 },
  { id: 'change', header: 'Change', value: (r) => r.change, kind: 'signed-percent' },
  { id: 'volume', header: 'Volume', value: (r) => r.volume, kind: 'integer' },
  { id: 'cap', header: 'Cap', value: (r) => r.cap, kind: 'compact' },
  { id: 'day', header: 'Day', value: (r) => r.day, kind: 'date' },
  { id: 'at', header: 'At', value: (r) => r.at, kind: 'datetime' },
  { id: 'id', header: 'Id', value: (r) => r.id, kind: 'integer', sheet: 'id' },
];

const rows: Row[] = [
  {
    isin: '0012345678',
    name: '=HYPERLINK("x")',
    close: 12.345,
    change: -0.0123,
    volume: 1234567,
    cap: 2_500_000_000,
    day: '2026-05-04T00:00:00',
    at: '2026-05-05 14:30:00.000',
    id: 42,
  },
  { isin: 'PTABC0AM0001', name: 'Beta', close: null, change: 0.05, volume: 0, cap: 1.5, day: '2026-05-06', at: '2026-05-06', id: 7 },
];

const provenance = { asOf: '2026-05-08T15:00:00.000Z', source: 'demo market (DEMO)' };

describe('sheetFields', () => {
  it('maps display kinds to sheet kinds: ratios as ratios, dates as dates, a declared sheet kind first', () => {
    expect(sheetFields(columns).map((f) => [f.key, f.kind, f.decimals])).toEqual([
      ['isin', 'text', undefined],
      ['name', 'text', undefined],
      ['close', 'number', 3],
      ['change', 'ratio', undefined],
      ['volume', 'integer', undefined],
      ['cap', 'number', undefined], // a compact column's 1 decimal is of the scaled figure, not the value
      ['day', 'date', undefined],
      ['at', 'date', undefined],
      ['id', 'id', undefined],
    ]);
  });
});

describe('tableToSheet', () => {
  it('types cells by column kind: codes stay text, prices keep their decimals, a formula is defused', () => {
    const sheet = tableToSheet('Shares', rows, columns, provenance);
    expect(sheet.stickyRowsCount).toBe(HEADER_ROWS);
    expect(sheet.data[0]?.[0]?.value).toBe('Shares · as of 2026-05-08T15:00:00.000Z · source: demo market (DEMO)');
    expect(sheet.data[1]?.map((c) => c?.value)).toEqual(['ISIN', 'Name', 'Close', 'Change', 'Volume', 'Cap', 'Day', 'At', 'Id']);
    const [first, second] = sheet.data.slice(HEADER_ROWS);
    expect(first?.[0]).toEqual({ value: '0012345678', type: String, format: '@' });
    expect(first?.[1]?.value).toBe('\'=HYPERLINK("x")');
    expect(first?.[2]).toEqual({ value: 12.345, type: Number, format: '#,##0.000' });
    expect(first?.[3]).toEqual({ value: -0.0123, type: Number, format: '0.00%' });
    expect(first?.[4]).toEqual({ value: 1234567, type: Number, format: '#,##0' });
    expect(first?.[6]).toEqual({ value: new Date(Date.UTC(2026, 4, 4)), type: Date, format: 'yyyy-mm-dd' });
    expect(first?.[7]).toEqual({ value: new Date(Date.UTC(2026, 4, 5, 14, 30)), type: Date, format: 'yyyy-mm-dd hh:mm:ss' });
    expect(first?.[8]).toEqual({ value: 42, type: Number, format: '0' });
    expect(second?.[2]).toBeNull(); // absent: an empty cell, not "—"
    expect(second?.[7]).toEqual({ value: new Date(Date.UTC(2026, 4, 6)), type: Date, format: 'yyyy-mm-dd' });
  });

  it('writes what a label stands for: a day shown as "Mon 4 May" is a date in the sheet and the CSV', () => {
    const label: Column<Row> = { id: 'd', header: 'Day', value: () => 'Mon 4 May', exportValue: (r) => r.day, sheet: 'date' };
    const sheet = tableToSheet('Days', rows, [label], provenance);
    expect(sheet.data[HEADER_ROWS]?.[0]).toEqual({ value: new Date(Date.UTC(2026, 4, 4)), type: Date, format: 'yyyy-mm-dd' });
    expect(toCsv(rows, [label])).toBe('\uFEFFDay\r\n2026-05-04T00:00:00\r\n2026-05-06\r\n');
  });

  it('reads back from the written .xlsx with its types, formats and frozen header', async () => {
    const bytes = await writeXlsxFile(workbookSheets([tableToSheet('Shares', rows, columns, provenance)])).toBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(bytes).buffer); // exceljs types its Buffer as an ArrayBuffer
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(HEADER_ROWS + rows.length);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROWS });
    expect(sheet?.getRow(2).getCell(1).font?.bold).toBe(true);
    const data = sheet?.getRow(3);
    expect(data?.getCell(1).value).toBe('0012345678');
    expect(data?.getCell(3).value).toBe(12.345);
    expect(data?.getCell(3).numFmt).toBe('#,##0.000');
    expect(data?.getCell(4).numFmt).toBe('0.00%');
    expect(data?.getCell(7).value).toEqual(new Date(Date.UTC(2026, 4, 4)));
    expect(data?.getCell(2).formula).toBeUndefined();
  });
});
