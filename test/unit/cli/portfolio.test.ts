// `market-terminal portfolio import` and `show` on a cache with hand-set prices: every figure
// below is computed by hand, to the smallest currency unit (XOF has none, EUR has cents).
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { fixtureCache } from '../portfolio/fixture-cache';
import { parseCsv, runCli } from './run-cli';

const tmp = tempDir('cli-portfolio');
let n = 0;
/** A fresh cache (and its own portfolios) per test that writes. */
function freshCache(): string {
  const db = tmp.file(`cache-${++n}.db`);
  fixtureCache(db);
  return db;
}
function csvFile(text: string): string {
  const file = tmp.file(`import-${++n}.csv`);
  writeFileSync(file, text);
  return file;
}
afterAll(() => tmp.remove());

const TRADES = `date,security,side,quantity,price,fees
2024-01-02,SNTS,buy,10,15000,1500
2024-02-01,sn0000000019,buy,5,"15500,5",0
2024-03-01,SNTS,sell,12,16000,800
2024-03-10,SNTS,dividend,,1200,120
2024-01-05,ORAC,buy,4,20.10,1.5
2024-04-01,ORAC,split,2,,
2024-01-05,fund:1,buy,2.5,10000,0
2024-01-08,BOAF,buy,100,4900.5,0
2024-02-10,FCP2,buy,3,99.99,0.5
`;

describe('portfolio import + show', () => {
  let db: string;
  beforeAll(async () => {
    db = freshCache();
    const run = await runCli(['portfolio', 'import', csvFile(TRADES), '--db', db]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('imported 9 transactions into "Main"\n');
  });

  it('shows each position with FIFO cost, the newest cached price and P&L, then a total per currency', async () => {
    const run = await runCli(['portfolio', 'show', '--db', db]);
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((r) => [r.security, r.currency])).toEqual([
      ['SNTS', 'XOF'],
      ['ORAC', 'EUR'],
      ['FCP1', 'XOF'],
      ['BOAF', 'XOF'],
      ['FCP2', 'EUR'],
      ['total', 'XOF'],
      ['total', 'EUR'],
    ]);
    const [snts, orac, fcp1, boaf, fcp2, xof, eur] = rows;
    // Lots 10 @ 15000 + 1500 = 151500 and 5 @ 15500.5 = 77502.5 → 77503. Sell 12 @ 16000 − 800 = 191200
    // against 151500 + 77503 × 2/5 (31001.2 → 31001): realized 8699; 3 left costing 46502.
    expect(snts).toMatchObject({ quantity: 3, costBasis: 46502, lastPrice: 16300, priceDay: '2024-03-28', marketValue: 48900 });
    expect(snts).toMatchObject({ unrealized: 2398, realized: 8699, dividends: 1080 });
    expect(snts?.averageCost).toBeCloseTo(46502 / 3, 9);
    // 4 @ 20.10 + 1.50 = 81.90, split 2-for-1: 8 costing 81.90; the share record's own last price.
    expect(orac).toMatchObject({
      quantity: 8,
      costBasis: 81.9,
      lastPrice: 11.37,
      priceDay: '2024-04-05',
      marketValue: 90.96,
      unrealized: 9.06,
    });
    expect(fcp1).toMatchObject({ quantity: 2.5, costBasis: 25000, lastPrice: null, priceDay: null, marketValue: null, unrealized: null });
    // The latest session (share-prices) is newer than the history.
    expect(boaf).toMatchObject({ costBasis: 490050, lastPrice: 5100, priceDay: '2024-03-29', marketValue: 510000, unrealized: 19950 });
    // The NAV history is newer than the fund record's own last NAV.
    expect(fcp2).toMatchObject({ costBasis: 300.47, lastPrice: 101, priceDay: '2024-03-29', marketValue: 303, unrealized: 2.53 });
    expect(xof).toMatchObject({ costBasis: 561552, marketValue: 558900, unrealized: 22348, realized: 8699, dividends: 1080 });
    expect(xof).toMatchObject({ complete: false, incomplete: 'FCP1: no cached price', quantity: null });
    expect(eur).toMatchObject({
      costBasis: 382.37,
      marketValue: 393.96,
      unrealized: 11.59,
      realized: 0,
      dividends: 0,
      complete: true,
      incomplete: null,
    });
    expect(run.stderr).toContain('the XOF total is incomplete: FCP1: no cached price');
  });

  it('stores each transaction as written, with a point for the decimal mark and the security by its code', () => {
    const store = Store.open(db);
    const [main] = store.portfolios.list();
    const stored = store.portfolios.transactions(main?.id ?? -1);
    store.close();
    expect(main).toMatchObject({ name: 'Main', currency: 'XOF', transactions: 9 });
    expect(stored.find((t) => t.day === '2024-02-01' && t.code === 'SNTS')).toMatchObject({
      kind: 'share',
      price: '15500.5',
      quantity: '5',
    });
    expect(stored.find((t) => t.code === 'FCP1')).toMatchObject({ kind: 'fund', title: 'Fonds Un', currency: 'XOF' });
  });

  it('writes the same rows as NDJSON and CSV (null as an empty cell)', async () => {
    const json = JSON.parse((await runCli(['portfolio', 'show', '--db', db])).stdout) as Record<string, unknown>[];
    const ndjson = (await runCli(['portfolio', 'show', '--format', 'ndjson', '--db', db])).stdout;
    expect(
      ndjson
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual(json);
    const csv = parseCsv((await runCli(['portfolio', 'show', '--format', 'csv', '--db', db])).stdout);
    expect(csv[0]).toEqual([
      'security',
      'currency',
      'quantity',
      'costBasis',
      'averageCost',
      'lastPrice',
      'priceDay',
      'marketValue',
      'unrealized',
      'realized',
      'dividends',
      'complete',
      'incomplete',
    ]);
    expect(csv[3]?.slice(0, 8)).toEqual(['FCP1', 'XOF', '2.5', '25000', '10000', '', '', '']);
    expect(csv.at(-1)?.slice(0, 4)).toEqual(['total', 'EUR', '', '382.37']);
  });
});

describe('portfolio import refuses bad rows', () => {
  const BAD = `date,security,side,quantity,price,fees
2024-01-02,SNTS,buy,10,15000,0
2024-13-01,SNTS,buy,1,1,0
2024-01-03,NOPE,buy,1,1,0
2024-01-03,SNTS,hold,1,1,0
2024-01-04,SNTS,sell,11,15000,0
2024-01-04,1,buy,1,1,0
2024-01-05,SNTS,buy,1,15000,5,5
2024-01-06,SNTS,dividend,3,100,0
`;

  it('lists every bad row with its line and reason, and imports nothing', async () => {
    const db = freshCache();
    const run = await runCli(['portfolio', 'import', csvFile(BAD), '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      'market-terminal: line 3: date "2024-13-01" is not a day written YYYY-MM-DD',
      'market-terminal: line 4: "NOPE" is not a cached share or fund (a mnemonic, an ISIN or an id)',
      'market-terminal: line 5: side "hold" is not one of buy, sell, dividend, fee, split',
      'market-terminal: line 6: sells 11 SNTS on 2024-01-04 while 10 are held',
      'market-terminal: line 7: id 1 is both share 1 (SNTS) and fund 1 (FCP1); write share:1 or fund:1',
      'market-terminal: line 8: 7 cells where the header has 6 (a decimal comma must be quoted, or the file separated by ;)',
      'market-terminal: line 9: quantity must be empty for a dividend',
      'market-terminal: nothing imported: 7 bad rows (--skip-bad imports the others)',
    ]);
    const show = await runCli(['portfolio', 'show', '--db', db]);
    expect(show.code).toBe(2);
    expect(show.stderr).toContain('there is no portfolio yet');
  });

  it('imports the good rows with --skip-bad, still listing the bad ones', async () => {
    const db = freshCache();
    const run = await runCli(['portfolio', 'import', csvFile(BAD), '--skip-bad', '--portfolio', 'Trading', '--db', db]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('imported 1 transaction into "Trading", 7 bad rows skipped\n');
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(7);
    const rows = JSON.parse((await runCli(['portfolio', 'show', '--portfolio', 'trading', '--db', db])).stdout) as Record<
      string,
      unknown
    >[];
    expect(rows[0]).toMatchObject({ security: 'SNTS', quantity: 10, costBasis: 150000 });
  });

  it('blames a sale that leaves a stored one short, and refuses a file without its header', async () => {
    const db = freshCache();
    const first = `date,security,side,quantity,price,fees\n2024-01-02,SNTS,buy,10,15000,0\n2024-03-01,SNTS,sell,8,16000,0\n`;
    expect((await runCli(['portfolio', 'import', csvFile(first), '--db', db])).code).toBe(0);
    const earlier = await runCli([
      'portfolio',
      'import',
      csvFile('date,security,side,quantity,price,fees\n2024-02-01,SNTS,sell,5,15500,0\n'),
      '--db',
      db,
    ]);
    expect(earlier.code).toBe(1);
    expect(earlier.stderr).toContain('line 2: it leaves a stored transaction short: sells 8 SNTS on 2024-03-01 while 5 are held');
    const headless = await runCli(['portfolio', 'import', csvFile('2024-02-01,SNTS,buy,5,15500,0\n'), '--db', db]);
    expect(headless.code).toBe(1);
    expect(headless.stderr).toContain('line 1: the header must name the columns date,security,side,quantity,price,fees');
  });

  it('reads a file separated by semicolons with decimal commas', async () => {
    const db = freshCache();
    const run = await runCli([
      'portfolio',
      'import',
      csvFile('date;security;side;quantity;price;fees\r\n2024-01-05;ORAC;buy;4;20,10;1,5\r\n'),
      '--db',
      db,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse((await runCli(['portfolio', 'show', '--db', db])).stdout) as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ security: 'ORAC', currency: 'EUR', costBasis: 81.9 });
  });
});
