// The pure workbook model: what Excel accepts as tab names, and cells typed by their column.
import { describe, expect, it } from 'vitest';
import { HEADER_ROWS, recordSheet, tableSheet, workbookSheets, type SheetModel } from '../../../src-main/shared/sheet-model';

const title = (name: string) => ({ name, title: name, asOf: '2026-05-08T15:00:00.000Z', source: 'demo market (DEMO)' });
const named = (name: string): SheetModel => tableSheet(title(name), [], []);

describe('workbookSheets', () => {
  it('never names a tab "History", which Excel keeps for itself (a file with one does not open)', () => {
    expect(workbookSheets([named('History'), named('history')]).map((s) => s.sheet)).toEqual(['History (2)', 'history (3)']);
  });

  it('cuts names to 31 characters, replaces []:*?/\\ and keeps names unique ignoring case', () => {
    const long = 'A very long dataset label that goes on';
    const names = workbookSheets([named(long), named(long), named('a/b:c'), named('Prices'), named('PRICES'), named("'x'")]).map(
      (s) => s.sheet,
    );
    expect(names).toEqual([long.slice(0, 31), `${long.slice(0, 27)} (2)`, 'a b c', 'Prices', 'PRICES (2)', 'x']);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });
});

describe('cells', () => {
  it('types each cell by its column, never by how its text looks', () => {
    const sheet = tableSheet(
      title('T'),
      [
        { key: 'code', header: 'code', kind: 'text' },
        { key: 'n', header: 'n', kind: 'number' },
        { key: 'day', header: 'day', kind: 'date' },
      ],
      [
        { code: '007', n: '12.5', day: '1899-12-31' }, // a number as text stays text; a day Excel cannot hold too
        { code: '=2*3', n: 1.5, day: 'soon' },
      ],
    );
    const [first, second] = sheet.data.slice(HEADER_ROWS);
    expect(first).toEqual([
      { value: '007', type: String, format: '@' },
      { value: '12.5', type: String, format: '@' },
      { value: '1899-12-31', type: String, format: '@' },
    ]);
    expect(second?.[0]).toEqual({ value: "'=2*3", type: String, format: '@' });
    expect(second?.[1]).toEqual({ value: 1.5, type: Number, format: '#,##0.00' });
  });

  it('lays one record out as Field | Value rows, each value typed by its field', () => {
    const sheet = recordSheet(
      title('Details'),
      [
        { key: 'isin', header: 'isin', kind: 'text' },
        { key: 'varp1y', header: 'varp1y', kind: 'ratio' },
        { key: 'last', header: 'last', kind: 'date' },
      ],
      { isin: 'ML0000439819', varp1y: 0.0534, last: '2026-05-08T14:30:05' },
    );
    expect(sheet.data[1]?.map((c) => c?.value)).toEqual(['Field', 'Value']);
    expect(sheet.data.slice(HEADER_ROWS).map((row) => row[1])).toEqual([
      { value: 'ML0000439819', type: String, format: '@' },
      { value: 0.0534, type: Number, format: '0.00%' },
      { value: new Date(Date.UTC(2026, 4, 8, 14, 30, 5)), type: Date, format: 'yyyy-mm-dd hh:mm:ss' },
    ]);
    expect(sheet.stickyRowsCount).toBe(HEADER_ROWS);
  });

  it('sizes a column of a long history (500,000 rows) without running out of stack', () => {
    const rows = Array.from({ length: 500_000 }, (_, i) => ({ n: i + 0.125 }));
    const sheet = tableSheet(title('Long'), [{ key: 'n', header: 'n', kind: 'number' }], rows);
    expect(sheet.data).toHaveLength(HEADER_ROWS + rows.length);
    expect(sheet.data.at(-1)?.[0]).toEqual({ value: 499_999.125, type: Number, format: '#,##0.000' });
    expect(sheet.columns[0]?.width).toBe('499,999.125'.length + 2);
  });
});
