// `market-terminal export … --format xlsx` and `export --security SEC`, read back with an independent
// reader (exceljs): cell types, number and date formats, frozen bold header, the "as of" line, row
// counts equal to the JSON export, exact numbers, codes as text, no formula. And the canonical form
// of a declared Date, from every spelling the service uses, in CSV, JSON and NDJSON too.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  fundSchema,
  fundValuationSchema,
  parseRecords,
  sharePriceSchema,
  shareSchema,
  shareFinancialSchema,
  shareholderSchema,
  shareRatingSchema,
} from '../../../src-main/api/schemas';
import type { DatasetName } from '../../../src-main/store/datasets';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { parseCsv, runCli } from './run-cli';
import { specDate } from './spec-dates';

const tmp = tempDir('cli-export-xlsx');
const db = tmp.file('cache.db');
const SHARE = 11;
/** A share with its details cached and nothing else. */
const BARE_SHARE = 12;
const FUND = 21;
const FETCHED = '2026-05-08T15:00:00.000Z';

/** A price bar per spelling of a Date in the spec (space) and in the cache (T). */
const SPELLINGS = [
  '2026-05-04',
  '2026-05-05 00:00:00',
  '2026-05-06 00:00:00.000',
  '2026-05-07 14:30:05',
  '2026-05-08 09:15:00.250',
  '2026-05-11T00:00:00',
  '2026-05-12T00:00:00.000',
  '2026-05-13T16:00:00.000',
];
const bar = (price_date: string, i: number) => ({
  id: String(SHARE),
  price_date,
  closing_price: i === 0 ? '1939.5' : 1939.125 + i, // a decimal string and numbers, as served
  opening_price: 1900,
  upper: 2017.25,
  lower: 1924,
  volume: 12_345 + i,
  variation: i % 2 ? -0.012345 : 0.0534,
  day_price: null,
  per: 9.97,
});

/** Raw service records through the schemas the sync uses, as the cache holds them. */
function parsed<T>(schema: z.ZodType<T, unknown>, raws: unknown[]): T[] {
  const { records, rejects } = parseRecords(schema, raws, { dataset: 'test' });
  expect(rejects).toEqual([]);
  return records;
}

/** Top-level records are stored by their id, which these all have. */
const keyed = <R extends { id: number | null }>(record: R) => ({ ...record, id: Number(record.id) });

beforeAll(() => {
  const store = Store.open(db);
  store.data.shares.upsert(
    parsed(shareSchema, [
      {
        id: SHARE,
        mnemo_code: 'BOAF',
        isin: 'ML0000439819',
        internal_code: '000123',
        siren: '012345678',
        name: '=1+1',
        org_name: '@SUM(A1)',
        first_quoting_date: '2000-03-03 00:00:00',
        last_date_price: '2026-05-08 14:30:05.000',
        last_closing_price: '1939.5',
        number_of_shares: 1_234_567,
        varp1y: 0.0534,
        creation_year: '1995-06-23 00:00:00',
      },
      { id: BARE_SHARE, mnemo_code: 'SNTS', name: 'Sonatel' },
    ]).map(keyed),
  );
  store.data['share-history'].upsert(SHARE, parsed(sharePriceSchema, SPELLINGS.map(bar)));
  store.data['share-financials'].replace(
    SHARE,
    parsed(shareFinancialSchema, [{ id: '1', fiscal_year: '2025-12-31 00:00:00.000', net_profit: '123456789.12', dividend_yield: 5.25 }]),
  );
  store.data['share-shareholders'].replace(
    SHARE,
    parsed(shareholderSchema, [{ name: '00042 Holding', share: 12.5, voting_rights: '12,5 %' }]),
  );
  store.data['share-ratings'].replace(
    SHARE,
    parsed(shareRatingSchema, [
      { id: 7, rating_agency: 'Bloomfield', long_term_note: 'A+', short_term_note: '=A1', expiration_date: '2026-06-30 00:00:00.000' },
    ]),
  );
  store.data.funds.upsert(
    parsed(fundSchema, [
      {
        id: FUND,
        mnemo: 'FCPX',
        name: 'Fonds X',
        isin: 'CI0000000042',
        fees: { management: '2,5 %', exit: '=HYPERLINK("x")' },
        organization: { name: 'Gestion SA', country_id: 'CI' },
        creation_date: '2010-01-04 00:00:00',
        varp1y: 0.12,
        sharpe1y: 1.3,
      },
    ]).map(keyed),
  );
  store.data['fund-valuations'].upsert(
    FUND,
    parsed(fundValuationSchema, [
      { date: '2026-05-04 00:00:00.000', value: '10234.5678', net_assets: 1e9, parts: 97_700 },
      { date: '2026-05-05', value: 10240.1, net_assets: 1.1e9, parts: 97_800 },
    ]),
  );
  const fetched = (dataset: DatasetName, key: string) =>
    store.freshness.record({ dataset, key, fetchedAt: FETCHED, source: 'DEMO', outcome: 'ok', error: null, rejected: 0 });
  fetched('shares', '');
  fetched('share-history', String(SHARE));
  store.close();
});
afterAll(() => tmp.remove());

const exportOf = (...args: string[]) => runCli(['export', ...args, '--db', db]);

async function workbookOf(...args: string[]): Promise<{ book: ExcelJS.Workbook; stderr: string }> {
  const out = tmp.file(`${args.join('-').replace(/[^\w-]/g, '_')}.xlsx`);
  const run = await exportOf(...args, '--format', 'xlsx', '--out', out);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toBe('');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(out);
  return { book, stderr: run.stderr };
}

function sheet(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = book.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}: ${book.worksheets.map((w) => w.name).join(', ')}`);
  return found;
}

/** The header's names, and each data row (from row 3) as header → cell. */
function table(ws: ExcelJS.Worksheet): { header: string[]; rows: Map<string, ExcelJS.Cell>[] } {
  const header = (ws.getRow(2).values as unknown[]).slice(1).map(String);
  const rows: Map<string, ExcelJS.Cell>[] = [];
  for (let r = 3; r <= ws.rowCount; r++) rows.push(new Map(header.map((h, c) => [h, ws.getRow(r).getCell(c + 1)])));
  return { header, rows };
}

/** A text cell's text (anything else fails the comparison that uses it). */
const textOf = (cell: ExcelJS.Cell): string => (typeof cell.value === 'string' ? cell.value : `<${cell.type}>`);

const cellOf = (row: Map<string, ExcelJS.Cell> | undefined, name: string): ExcelJS.Cell => {
  const cell = row?.get(name);
  if (!cell) throw new Error(`no column ${name}`);
  return cell;
};

/** Every cell of every sheet: none may be a formula. */
function formulaCells(book: ExcelJS.Workbook): string[] {
  const found: string[] = [];
  for (const ws of book.worksheets) {
    ws.eachRow((row) => row.eachCell((cell) => void (cell.type === ExcelJS.ValueType.Formula && found.push(`${ws.name}!${cell.address}`))));
  }
  return found;
}

const utc = (day: string) => {
  const [d, t = '00:00:00'] = day.split('T');
  return new Date(`${d}T${t}Z`);
};

describe('a declared Date in every export', () => {
  const canonical = SPELLINGS.map(specDate);

  it('reads as one form whatever its spelling: the day at midnight, else to the second', () => {
    expect(canonical).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07T14:30:05',
      '2026-05-08T09:15:00',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13T16:00:00',
    ]);
  });

  it.each(['json', 'ndjson'])('%s writes the canonical form', async (format) => {
    const run = await exportOf('share-history', '--id', String(SHARE), '--format', format);
    expect(run.code, run.stderr).toBe(0);
    const records = (
      format === 'json'
        ? JSON.parse(run.stdout)
        : run.stdout
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l) as unknown)
    ) as {
      price_date: string;
    }[];
    expect(records.map((r) => r.price_date)).toEqual(canonical);
  });

  it('csv writes the canonical form', async () => {
    const run = await exportOf('share-history', '--id', String(SHARE), '--format', 'csv');
    const [header = [], ...rows] = parseCsv(run.stdout);
    expect(rows.map((r) => r[header.indexOf('price_date')])).toEqual(canonical);
  });

  it('leaves a declared String that holds date-time text as served', async () => {
    const run = await exportOf('shares', '--format', 'json');
    const [share] = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(share).toMatchObject({
      first_quoting_date: '2000-03-03',
      last_date_price: '2026-05-08T14:30:05',
      creation_year: '1995-06-23 00:00:00',
    });
  });
});

describe('export DATASET --format xlsx', () => {
  it('writes one sheet: the as-of line, a frozen bold header, a row per record of the JSON export', async () => {
    const { book } = await workbookOf('share-history', '--id', String(SHARE));
    const json = JSON.parse((await exportOf('share-history', '--id', String(SHARE))).stdout) as Record<string, unknown>[];
    expect(book.worksheets).toHaveLength(1);
    const ws = sheet(book, 'Price history');
    expect(textOf(ws.getCell('A1'))).toBe(`Price history — ${SHARE} · as of ${FETCHED} · source: demo market (DEMO)`);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    const { header, rows } = table(ws);
    expect(header).toEqual(Object.keys(json[0] ?? {}));
    for (let c = 1; c <= header.length; c++) expect(ws.getRow(2).getCell(c).font?.bold, header[c - 1]).toBe(true);
    expect(rows).toHaveLength(json.length);
    // Columns fit their content: a date-time needs more than the default width.
    expect(ws.getColumn(header.indexOf('price_date') + 1).width).toBeGreaterThanOrEqual(19);
  });

  it('stores numbers as the numbers of the JSON export, with their decimals; ratios as percentages', async () => {
    const { book } = await workbookOf('share-history', '--id', String(SHARE));
    const json = JSON.parse((await exportOf('share-history', '--id', String(SHARE))).stdout) as Record<string, unknown>[];
    const { rows } = table(sheet(book, 'Price history'));
    rows.forEach((row, i) => {
      for (const name of ['closing_price', 'opening_price', 'upper', 'lower', 'volume', 'variation', 'per', 'share_id']) {
        const cell = cellOf(row, name);
        expect(cell.type, name).toBe(ExcelJS.ValueType.Number);
        expect(cell.value, name).toBe(json[i]?.[name]);
      }
      expect(cellOf(row, 'closing_price').numFmt).toBe('#,##0.000'); // 1939.125: three decimals
      expect(cellOf(row, 'upper').numFmt).toBe('#,##0.00');
      expect(cellOf(row, 'volume').numFmt).toBe('#,##0');
      expect(cellOf(row, 'variation').numFmt).toBe('0.00%');
      expect(cellOf(row, 'share_id').numFmt).toBe('0');
      expect(cellOf(row, 'day_price').type).toBe(ExcelJS.ValueType.Null);
    });
  });

  it('stores dates as Excel dates with a date format, the time kept when there is one', async () => {
    const { book } = await workbookOf('share-history', '--id', String(SHARE));
    const { rows } = table(sheet(book, 'Price history'));
    const canonical = SPELLINGS.map(specDate);
    rows.forEach((row, i) => {
      const cell = cellOf(row, 'price_date');
      const want = canonical[i] as string;
      expect(cell.type, want).toBe(ExcelJS.ValueType.Date);
      expect((cell.value as Date).toISOString(), want).toBe(utc(want).toISOString());
      expect(cell.numFmt, want).toBe(want.includes('T') ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd');
    });
  });

  it('keeps codes as text (leading zeros), and no cell is ever a formula', async () => {
    const { book } = await workbookOf('shares');
    const ws = sheet(book, 'Shares');
    const [row] = table(ws).rows;
    for (const [name, text] of [
      ['isin', 'ML0000439819'],
      ['internal_code', '000123'],
      ['siren', '012345678'],
      ['creation_year', '1995-06-23 00:00:00'],
    ]) {
      const cell = cellOf(row, name as string);
      expect(cell.type, name).toBe(ExcelJS.ValueType.String);
      expect(cell.value, name).toBe(text);
      expect(cell.numFmt, name).toBe('@');
    }
    // The formula guard of the CSV export: text that would start a formula arrives as text.
    expect(cellOf(row, 'name').value).toBe("'=1+1");
    expect(cellOf(row, 'org_name').value).toBe("'@SUM(A1)");
    expect(formulaCells(book)).toEqual([]);
    expect(cellOf(row, 'last_closing_price').value).toBe(1939.5);
    expect(cellOf(row, 'number_of_shares')).toMatchObject({ value: 1_234_567, numFmt: '#,##0' });
    expect(cellOf(row, 'id')).toMatchObject({ value: SHARE, numFmt: '0' });
    expect(cellOf(row, 'varp1y')).toMatchObject({ value: 0.0534, numFmt: '0.00%' });
    expect((cellOf(row, 'last_date_price').value as Date).toISOString()).toBe('2026-05-08T14:30:05.000Z');
  });
});

describe('export --security SEC --format xlsx', () => {
  it('writes a share’s workbook: details, history, financials, holders, ratings', async () => {
    const { book, stderr } = await workbookOf('--security', 'BOAF');
    expect(book.worksheets.map((w) => w.name)).toEqual(['Details', 'Prices', 'Financials', 'Holders', 'Ratings']);
    expect(stderr).toBe('');
    for (const ws of book.worksheets) {
      expect(textOf(ws.getCell('A1')), ws.name).toMatch(new RegExp(`^BOAF — ${ws.name} · as of .* · source: demo market \\(DEMO\\)$`));
      expect(ws.views[0], ws.name).toMatchObject({ state: 'frozen', ySplit: 2 });
    }
    const details = new Map(table(sheet(book, 'Details')).rows.map((r) => [textOf(cellOf(r, 'Field')), cellOf(r, 'Value')]));
    expect(details.get('isin')?.value).toBe('ML0000439819');
    expect(details.get('internal_code')).toMatchObject({ value: '000123', type: ExcelJS.ValueType.String });
    expect(details.get('last_closing_price')).toMatchObject({ value: 1939.5, type: ExcelJS.ValueType.Number });
    expect(details.get('first_quoting_date')).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'yyyy-mm-dd' });
    // Each table sheet holds a row per record of that dataset's JSON export.
    for (const [name, dataset] of [
      ['Prices', 'share-history'],
      ['Financials', 'share-financials'],
      ['Holders', 'share-shareholders'],
      ['Ratings', 'share-ratings'],
    ]) {
      const json = JSON.parse((await exportOf(dataset as string, '--id', String(SHARE))).stdout) as unknown[];
      expect(json.length, name).toBeGreaterThan(0);
      expect(table(sheet(book, name as string)).rows, name).toHaveLength(json.length);
    }
    const [holder] = table(sheet(book, 'Holders')).rows;
    expect(cellOf(holder, 'name')).toMatchObject({ value: '00042 Holding', type: ExcelJS.ValueType.String });
    expect(cellOf(holder, 'share (%)').value).toBe(12.5); // a percentage as served, said so in its header
    const [year] = table(sheet(book, 'Financials')).rows;
    expect(cellOf(year, 'net_profit')).toMatchObject({ value: 123456789.12, numFmt: '#,##0.00' });
    expect((cellOf(year, 'fiscal_year').value as Date).toISOString()).toBe('2025-12-31T00:00:00.000Z');
    const [rating] = table(sheet(book, 'Ratings')).rows;
    expect(cellOf(rating, 'long_term_note')).toMatchObject({ value: 'A+', type: ExcelJS.ValueType.String });
    expect(cellOf(rating, 'short_term_note').value).toBe("'=A1");
    expect(cellOf(rating, 'expiration_date')).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'yyyy-mm-dd' });
    expect(formulaCells(book)).toEqual([]);
  });

  it('leaves out the tables with nothing cached, and names them', async () => {
    const { book, stderr } = await workbookOf('--security', 'SNTS');
    expect(book.worksheets.map((w) => w.name)).toEqual(['Details']);
    expect(stderr).toMatch(
      /SNTS: nothing cached for share-history, share-financials, share-shareholders, share-ratings; left out of the workbook/,
    );
  });

  it.each(['ML0000439819', String(SHARE), 'boaf'])('finds the share by %s as the command line does', async (sec) => {
    const { book } = await workbookOf('--security', sec);
    expect(textOf(sheet(book, 'Details').getCell('A1'))).toMatch(/^BOAF — Details/);
  });

  it('writes a fund’s workbook: details, fees, performance, NAVs', async () => {
    const { book } = await workbookOf('--security', 'FCPX');
    expect(book.worksheets.map((w) => w.name)).toEqual(['Details', 'Fees', 'Performance', 'NAVs']);
    const fields = (name: string) => new Map(table(sheet(book, name)).rows.map((r) => [textOf(cellOf(r, 'Field')), cellOf(r, 'Value')]));
    const details = fields('Details');
    expect(details.get('organization.name')?.value).toBe('Gestion SA');
    expect(details.has('fees.management') || details.has('varp1y')).toBe(false);
    const fees = fields('Fees');
    expect(fees.get('fees.management')).toMatchObject({ value: '2,5 %', type: ExcelJS.ValueType.String });
    expect(fees.get('fees.exit')?.value).toBe('\'=HYPERLINK("x")');
    const performance = fields('Performance');
    expect(performance.get('varp1y')).toMatchObject({ value: 0.12, numFmt: '0.00%' });
    expect(performance.get('sharpe1y')).toMatchObject({ value: 1.3, type: ExcelJS.ValueType.Number });
    const navs = table(sheet(book, 'NAVs')).rows;
    expect(navs.map((r) => cellOf(r, 'value').value)).toEqual([10234.5678, 10240.1]);
    expect(navs.map((r) => (cellOf(r, 'date').value as Date).toISOString().slice(0, 10))).toEqual(['2026-05-04', '2026-05-05']);
    expect(formulaCells(book)).toEqual([]);
  });
});

describe('where an export goes', () => {
  it('refuses to write a workbook to a terminal (exit 2), but writes it to --out there', async () => {
    const run = await runCli(['export', 'shares', '--format', 'xlsx', '--db', db], { tty: true });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^market-terminal: an xlsx workbook is binary and stdout is a terminal: write it to a file with --out FILE/);
    const out = tmp.file('tty.xlsx');
    const written = await runCli(['export', '--security', 'BOAF', '--format', 'xlsx', '--out', out, '--db', db], { tty: true });
    expect(written.code, written.stderr).toBe(0);
    expect(readFileSync(out).subarray(0, 2).toString()).toBe('PK');
  });

  it('writes a workbook to stdout when it is a file or a pipe', async () => {
    const run = await runCli(['export', 'shares', '--format', 'xlsx', '--db', db]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.startsWith('PK')).toBe(true);
  });

  it('writes any format to --out, nothing to stdout', async () => {
    const out = tmp.file('history.json');
    const run = await exportOf('share-history', '--id', String(SHARE), '--out', out);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect((JSON.parse(readFileSync(out, 'utf8')) as unknown[]).length).toBe(SPELLINGS.length);
  });

  it.each([
    [['--security', 'BOAF', 'shares', '--format', 'xlsx'], /export --security takes no dataset/],
    [['--security', 'BOAF', '--format', 'csv'], /export --security writes a workbook: add --format xlsx/],
    [['--security', 'BOAF', '--id', '3', '--format', 'xlsx'], /export --security takes no --id/],
    [['--security', 'NOPE-XYZ', '--format', 'xlsx'], /no cached share or fund has the code or id "NOPE-XYZ"/],
    [['--security', '999', '--format', 'xlsx'], /no cached share or fund has the code or id "999"/],
  ])('refuses %j with exit code 2 and a clear message', async (args, message) => {
    const out = tmp.file('refused.xlsx');
    const run = await exportOf(...args, '--out', out);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^market-terminal: ${message.source}`));
  });
});
