import { describe, expect, it } from 'vitest';
import type { Column } from '../../../src-renderer/src/components/table/columns';
import { csvField, toCsv, toTsv } from '../../../src-renderer/src/components/table/csv';
import { exportFileName } from '../../../src-renderer/src/components/table/file-name';
import { quoteColumns, quotes } from './table-fixtures';

describe('csvField (RFC 4180)', () => {
  it('leaves plain fields alone', () => {
    expect(csvField('SNTS')).toBe('SNTS');
    expect(csvField('')).toBe('');
    expect(csvField('1234.5')).toBe('1234.5');
  });
  it('quotes fields with a comma, quote, CR or LF, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });
});

describe('formula guard (the rule itself: test/unit/shared/formula-guard.test.ts)', () => {
  it('defuses every formula form before quoting, plain numbers left alone', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField("-1+1+cmd|' /C calc'!A0")).toBe(`'-1+1+cmd|' /C calc'!A0`);
    expect(csvField('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvField('＝1+1')).toBe("'＝1+1");
    expect(csvField('-1.5')).toBe('-1.5');
    expect(csvField('+3')).toBe('+3');
  });
});

describe('toCsv', () => {
  const csv = toCsv(quotes, quoteColumns);
  const lines = csv.slice(1).split('\r\n');

  it('starts with a UTF-8 byte order mark, so Excel on Windows reads accents right', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
  it('has a header in the displayed column order and CRLF line ends', () => {
    expect(lines[0]).toBe('Ticker,Name,Close,Chg %,Volume,Date');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines.length).toBe(quotes.length + 2); // header, rows, trailing empty
  });
  it('writes raw numbers (a "%" column in percent points, as its header says) and ISO dates, absent as empty', () => {
    expect(lines[1]).toBe('SNTS,Sentinel Systems,1234.5,1.23,1234567,2026-11-20');
    expect(lines[2]).toBe('aapl,Apple Inc.,99.1,-0.45,,2026-11-18');
    expect(lines[3]).toBe('MSFT,,,0,3400000000,');
  });
  it('defuses formulas and quotes awkward text', () => {
    expect(lines[4]).toBe(`A10,"'=HYPERLINK(""http://evil"")",5,,500,2025-01-02`);
    expect(csv).toContain('A2,"Comma, ""quoted""\nline",99.1,50,12000,2026-11-19\r\n');
  });
  it('follows the order of the columns it is given', () => {
    const reordered = [quoteColumns[2]!, quoteColumns[0]!];
    expect(toCsv(quotes.slice(0, 1), reordered)).toBe('\uFEFFClose,Ticker\r\n1234.5,SNTS\r\n');
  });
  it('writes timestamps as full ISO 8601 UTC and numeric strings as numbers', () => {
    type R = { at: string | number; n: string };
    const columns: Column<R>[] = [
      { id: 'at', header: 'At', value: (r) => r.at, kind: 'datetime' },
      { id: 'n', header: 'N', value: (r) => r.n, kind: 'number' },
    ];
    expect(toCsv([{ at: '2026-11-20T14:30:00+01:00', n: '0012.50' }], columns)).toBe('\uFEFFAt,N\r\n2026-11-20T13:30:00.000Z,12.5\r\n');
    expect(toCsv([{ at: Date.UTC(2026, 0, 2), n: 'n/a' }], columns)).toBe('\uFEFFAt,N\r\n2026-01-02T00:00:00.000Z,n/a\r\n');
  });
  it('never writes NaN or Infinity', () => {
    type R = { v: number };
    const columns: Column<R>[] = [{ id: 'v', header: 'V', value: (r) => r.v, kind: 'number' }];
    expect(toCsv([{ v: Number.NaN }, { v: Number.NEGATIVE_INFINITY }], columns)).toBe('\uFEFFV\r\n\r\n\r\n');
  });
});

describe('toTsv (clipboard)', () => {
  it('copies raw values tab-separated, with the header on request', () => {
    expect(toTsv([quotes[0]!], quoteColumns, false)).toBe('SNTS\tSentinel Systems\t1234.5\t1.23\t1234567\t2026-11-20');
    expect(toTsv([quotes[1]!], quoteColumns, true)).toBe(
      'Ticker\tName\tClose\tChg %\tVolume\tDate\naapl\tApple Inc.\t99.1\t-0.45\t\t2026-11-18',
    );
  });
  it('flattens line breaks and tabs and defuses formulas', () => {
    expect(toTsv([quotes[4]!], quoteColumns, false).split('\t')[1]).toBe('Comma, "quoted" line');
    expect(toTsv([quotes[3]!], quoteColumns, false).split('\t')[1]).toBe(`'=HYPERLINK("http://evil")`);
  });
  it('defuses a cell that starts with a line break or tab as sent, before flattening it', () => {
    type R = { v: string };
    const columns: Column<R>[] = [{ id: 'v', header: 'V', value: (r) => r.v }];
    expect(toTsv([{ v: '\n=cmd' }, { v: "-1+1+cmd|' /C calc'!A0" }], columns, false)).toBe(`' =cmd\n'-1+1+cmd|' /C calc'!A0`);
  });
});

describe('exportFileName', () => {
  it('appends .csv and strips characters file systems refuse', () => {
    expect(exportFileName('history-SNTS', 'csv')).toBe('history-SNTS.csv');
    expect(exportFileName('a/b\\c:d*e?', 'csv')).toBe('a-b-c-d-e-.csv');
    expect(exportFileName('../../etc/passwd', 'csv')).toBe('-..-etc-passwd.csv');
    expect(exportFileName('', 'csv')).toBe('table.csv');
    expect(exportFileName(undefined, 'csv')).toBe('table.csv');
  });
});
