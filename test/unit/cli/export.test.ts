// `market-terminal sync` into a fresh cache, then `export` of every dataset in every format and
// `status`, all checked against the simulator's own data.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { DATASETS, type DatasetName } from '../../../src-main/store/datasets';
import { DATASET_NAMES, expectedRecords, expectSameRecords, tempDir } from '../sync/helpers';
import { parseCsv, runCli, type CliRun, tokenFile } from './run-cli';
import { isSpecDate, withSpecDates } from './spec-dates';

let sim: Simulator;
const tmp = tempDir('cli-export');
const db = tmp.file('cache.db');
let sync: CliRun;

beforeAll(async () => {
  sim = await startSimulator({ seed: 7 });
  sync = await runCli(['sync', '--base-url', sim.baseUrl, '--token-file', tokenFile(sim.token), '--db', db, '--json']);
}, 60_000);

afterAll(async () => {
  await sim?.close();
  tmp.remove();
});

/** `{a: {b: 1}}` → `{'a.b': 1}`; written here independently of the exporter. */
function dotted(record: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(record)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) dotted(value as Record<string, unknown>, name, out);
    else out[name] = value;
  }
  return out;
}

/** The text a CSV cell must read back as: '' for absent values, numbers as JS prints them, formulas defused. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  const formula = /^[-=+@\t\r\n＝＋－＠]/.test(text) && !/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text);
  return formula ? `'${text}` : text;
}

const exportOf = (dataset: string, ...flags: string[]) => runCli(['export', dataset, '--db', db, ...flags]);

describe('sync (success)', () => {
  it('exits 0 and prints JSON progress lines and a result line', () => {
    expect(sync.code, sync.stderr).toBe(0);
    expect(sync.stderr).toBe('');
    const lines = sync.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const progress = lines.filter((l) => l.type === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    for (const p of progress)
      expect(p).toMatchObject({
        state: expect.stringMatching(/^(running|done)$/),
        done: expect.any(Number),
        total: expect.any(Number),
        failed: 0,
      });
    const result = lines.at(-1);
    expect(result).toMatchObject({ type: 'result', state: 'done', failed: 0, offline: false, error: null });
    expect(result?.done).toBe(result?.total);
    // One request per list and one per parent of every child dataset.
    const d = sim.dataset;
    const parents = { share_id: d.shares.length, fund_id: d.funds.length, event_id: d.events.length, country_id: d.countries.length };
    expect(result?.total).toBe(DATASET_NAMES.reduce((n, name) => n + (DATASETS[name].parent ? parents[DATASETS[name].parent] : 1), 0));
  });
});

describe('export', () => {
  describe.each(DATASET_NAMES)('%s', (dataset: DatasetName) => {
    let memo: Record<string, unknown>[] | null = null;
    // Every export writes declared Dates in their one canonical form, whatever the service's spelling.
    const expected = () => (memo ??= expectedRecords(sim.dataset, dataset).map((r) => withSpecDates(r)));

    it('as JSON: an array of the canonical records, nested objects nested, parent keys included', async () => {
      const run = await exportOf(dataset, '--format', 'json');
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      expectSameRecords(JSON.parse(run.stdout) as unknown[], expected(), dataset);
    });

    it('as NDJSON: one record per line', async () => {
      const run = await exportOf(dataset, '--format', 'ndjson');
      expect(run.code).toBe(0);
      expect(run.stdout.endsWith('\n')).toBe(true);
      const lines = run.stdout.slice(0, -1).split('\n');
      expectSameRecords(
        lines.map((l) => JSON.parse(l) as unknown),
        expected(),
        dataset,
      );
    });

    it('as CSV: a header of dotted names, one row per record, every cell readable back', async () => {
      const run = await exportOf(dataset, '--format', 'csv');
      expect(run.code).toBe(0);
      expect(run.stdout.includes('\r\n')).toBe(true);
      const [header = [], ...rows] = parseCsv(run.stdout);
      const flat = expected().map((r) => dotted(r));
      expect(new Set(header).size).toBe(header.length);
      expect(new Set(header)).toEqual(new Set(flat.flatMap((r) => Object.keys(r))));
      expect(rows.length).toBe(flat.length);
      const bad: string[] = [];
      rows.forEach((row, i) => {
        if (row.length !== header.length) bad.push(`row ${i}: ${row.length} cells`);
        header.forEach((column, c) => {
          const want = cellText(flat[i]?.[column]);
          if (row[c] !== want && bad.length < 5) bad.push(`row ${i} ${column}: ${JSON.stringify(row[c])} ≠ ${JSON.stringify(want)}`);
        });
      });
      expect(bad).toEqual([]);
    });

    // A child dataset: one parent's records (a whole price history is 10 s of reading back alone).
    it('as xlsx: a row per record of the JSON export, numbers exact, dates as dates, text as the CSV cell', async () => {
      const { parent } = DATASETS[dataset];
      const id = parent === null ? undefined : Number(expected()[0]?.[parent]);
      const records = parent === null ? expected() : expected().filter((r) => r[parent] === id);
      const out = tmp.file(`${dataset}.xlsx`);
      const run = await exportOf(dataset, ...(id === undefined ? [] : ['--id', String(id)]), '--format', 'xlsx', '--out', out);
      expect(run.code, run.stderr).toBe(0);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(out);
      const [ws] = book.worksheets;
      if (!ws) throw new Error('no sheet');
      const flat = records.map((r) => dotted(r));
      expect(flat.length).toBeGreaterThan(0);
      expect(ws.rowCount - 2).toBe(flat.length);
      const header = (ws.getRow(2).values as unknown[]).slice(1).map(String);
      const bad: string[] = [];
      flat.forEach((record, i) => {
        const row = ws.getRow(i + 3);
        header.forEach((column, c) => {
          const want = record[column.replace(/ \(%\)$/, '')];
          const cell = row.getCell(c + 1);
          const ok =
            want === null || want === undefined
              ? cell.type === ExcelJS.ValueType.Null
              : typeof want === 'number'
                ? cell.type === ExcelJS.ValueType.Number && cell.value === want
                : typeof want === 'string' && isSpecDate(column)
                  ? cell.type === ExcelJS.ValueType.Date && (cell.value as Date).toISOString().startsWith(want)
                  : cell.type === ExcelJS.ValueType.String && cell.value === cellText(want);
          if (!ok && bad.length < 5) bad.push(`row ${i} ${column}: ${JSON.stringify(cell.value)} ≠ ${JSON.stringify(want)}`);
        });
      });
      expect(bad).toEqual([]);
    });
  });

  it('flattens nested objects into dotted columns', async () => {
    const header = async (dataset: string) => parseCsv((await exportOf(dataset, '--format', 'csv')).stdout)[0] ?? [];
    expect(await header('funds')).toEqual(
      expect.arrayContaining(['organization.name', 'organization.country_id', 'fees.management', 'fees.exit']),
    );
    expect(await header('funds')).not.toContain('organization');
    expect(await header('share-board')).toEqual(expect.arrayContaining(['share_id', 'person.name', 'person.birthdate']));
    expect(await header('events')).toEqual(expect.arrayContaining(['category.id', 'category.label', 'zone.code', 'zone.name']));
  });

  it('quotes cells with commas, quotes or line breaks, and defuses formulas', async () => {
    const { stdout } = await exportOf('shares', '--format', 'csv');
    const rows = parseCsv(stdout);
    const quotedCommas = rows.flat().filter((cell) => cell.includes(','));
    expect(quotedCommas.length).toBeGreaterThan(0); // read back whole, so they were quoted
    for (const cell of quotedCommas.slice(0, 20)) expect(stdout).toContain(`"${cell.replace(/"/g, '""')}"`);
  });

  it('--id keeps one parent of a child dataset, or one record of a list', async () => {
    const share = sim.dataset.shares.find((s) => (sim.dataset.board.get(s.id)?.length ?? 0) > 1)?.id as number;
    const board = await exportOf('share-board', '--id', String(share), '--format', 'ndjson');
    expect(board.code).toBe(0);
    expectSameRecords(
      board.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
      expectedRecords(sim.dataset, 'share-board')
        .filter((r) => r.share_id === share)
        .map((r) => withSpecDates(r)),
      'share-board --id',
    );
    const one = await exportOf('shares', '--id', String(share));
    expectSameRecords(JSON.parse(one.stdout) as unknown[], [withSpecDates(sim.dataset.shares.find((s) => s.id === share))], 'shares --id');
    const history = await exportOf('share-history', '--id', String(share), '--format', 'csv');
    expect(parseCsv(history.stdout)).toHaveLength(1 + (sim.dataset.shareHistory.get(share)?.length ?? 0));
  });

  it('--id of nothing cached prints an empty list and says so on stderr', async () => {
    const run = await exportOf('shares', '--id', '424242');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
    expect(run.stderr).toMatch(/nothing cached for shares 424242/);
  });

  it.each([
    [['export', 'nope'], /unknown dataset "nope"; one of: shares, share-prices, .*country-links/],
    [['export', 'shares', '--format', 'xml'], /--format must be one of json, ndjson, csv, xlsx/],
    [['export', 'shares', '--id', 'abc'], /--id must be a whole number, got "abc"/],
    [['export'], /export takes one dataset/],
    [['export', 'shares', 'funds'], /export takes one dataset/],
    [['export', 'shares', '--bogus'], /Unknown option '--bogus'/],
  ])('refuses %j with exit code 2 and a clear message', async (args, message) => {
    const run = await runCli([...args, '--db', db]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^market-terminal: ${message.source}`));
  });
});

describe('status', () => {
  it('prints every dataset with its record and request counts, fresh after the sync', async () => {
    const run = await runCli(['status', '--db', db]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`: ${db}`);
    const d = sim.dataset;
    const parents = { share_id: d.shares.length, fund_id: d.funds.length, event_id: d.events.length, country_id: d.countries.length };
    for (const name of DATASET_NAMES) {
      const line = run.stdout.split('\n').find((l) => l.startsWith(`${name} `));
      expect(line, name).toBeDefined();
      const m = /^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(.+?)\s+(fresh|stale|—)$/.exec(line ?? '');
      expect(m, line).not.toBeNull();
      const [, , records, requests, errors, rejected, oldest, state] = m ?? [];
      expect(Number(records), name).toBe(expectedRecords(d, name).length);
      const def = DATASETS[name];
      expect(Number(requests), name).toBe(def.parent ? parents[def.parent] : 1);
      expect([errors, rejected, state], name).toEqual(['0', '0', 'fresh']);
      expect(oldest).toMatch(/^\d+[smhd] ago$/);
    }
    expect(run.stdout).not.toMatch(/Last errors|rejected records/);
  });

  it('shows datasets never fetched as such', async () => {
    const other = tmp.file('partial.db');
    const only = await runCli([
      'sync',
      '--base-url',
      sim.baseUrl,
      '--token-file',
      tokenFile(sim.token),
      '--db',
      other,
      '--json',
      '--only',
      'countries',
    ]);
    expect(only.code).toBe(0);
    const run = await runCli(['status', '--db', other]);
    expect(run.stdout).toMatch(/^countries\s+\d+\s+1\s+0\s+0\s+\S+ ago\s+fresh$/m);
    expect(run.stdout).toMatch(/^shares\s+0\s+0\s+0\s+0\s+never\s+—$/m);
    expect(run.stdout.split('\n').filter((l) => /^[a-z-]+\s+\d+\s+\d+/.test(l))).toHaveLength(DATASET_NAMES.length);
  });
});
