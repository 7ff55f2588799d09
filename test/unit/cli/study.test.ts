// `market-terminal study SECURITY SPEC`: a study's values per cached day of a share or a fund, from
// a cache holding a share's history (with a day whose close was refused) and a fund's NAVs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundSchema, fundValuationSchema, sharePriceSchema, shareSchema } from '../../../src-main/api/schemas';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { parseCsv, runCli } from './run-cli';

const tmp = tempDir('cli-study');
const db = tmp.file('cache.db');
const DAYS = 300;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const dayOf = (i: number) => new Date(FIRST_DAY + i * 86_400_000).toISOString().slice(0, 10);
/** Day 40 has no row at all; day 41's close was refused (stored as null). */
const closeOf = (i: number) => 100 + 10 * Math.sin(i / 7) + i * 0.05;

beforeAll(() => {
  const store = Store.open(db);
  store.data.shares.upsert([
    { ...shareSchema.parse({ id: 3, name: 'Sonatel', mnemo_code: 'SNTS', isin: 'SN0000000019' }), id: 3 },
    { ...shareSchema.parse({ id: 4, name: 'Sonatel Holding', mnemo_code: 'SNTSH' }), id: 4 },
  ]);
  store.data.funds.upsert([{ ...fundSchema.parse({ id: 3, name: 'Sogebourse Actions', mnemo: 'SOGA' }), id: 3 }]);
  const bars = [];
  for (let i = 0; i < DAYS; i++) {
    if (i === 40) continue;
    const close = closeOf(i);
    bars.push(
      sharePriceSchema.parse({
        id: String(i),
        price_date: dayOf(i),
        opening_price: close - 0.5,
        upper: close + 1,
        lower: close - 1.5,
        closing_price: i === 41 ? null : close,
        volume: 1000 + i,
      }),
    );
  }
  store.data['share-history'].upsert(3, bars);
  store.data['fund-valuations'].upsert(
    3,
    Array.from({ length: 60 }, (_, i) => fundValuationSchema.parse({ date: dayOf(i), value: 50 + i * 0.25, net_assets: 1e6, parts: 1e4 })),
  );
  store.close();
});
afterAll(() => tmp.remove());

const study = (...args: string[]) => runCli(['study', ...args, '--db', db]);
type Row = Record<string, number | string | null>;
const rowsOf = (stdout: string) => JSON.parse(stdout) as Row[];

describe('market-terminal study', () => {
  it('prints one row per cached day, oldest first: day, then the outputs, null during warm-up', async () => {
    const run = await study('SNTS', 'bb:20,2');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    const rows = rowsOf(run.stdout);
    expect(rows).toHaveLength(DAYS - 1);
    expect(Object.keys(rows[0] ?? {})).toEqual(['day', 'upper', 'middle', 'lower']);
    expect(rows.map((r) => r.day)).toEqual([...rows.map((r) => r.day)].sort());
    expect(rows.slice(0, 19).every((r) => r.middle === null)).toBe(true);
    // The 20th close is that of day 19: the mean of days 0..19, full precision.
    const want = Array.from({ length: 20 }, (_, i) => closeOf(i)).reduce((a, b) => a + b, 0) / 20;
    expect(rows[19]?.middle).toBeCloseTo(want, 10);
    // Day 41's close was refused: no value that day, and the average runs on over the days that exist.
    expect(rows.find((r) => r.day === dayOf(41))).toEqual({ day: dayOf(41), upper: null, middle: null, lower: null });
    expect(rows.find((r) => r.day === dayOf(42))?.middle).toBeCloseTo(
      [...Array.from({ length: 18 }, (_, k) => closeOf(21 + k)), closeOf(39), closeOf(42)].reduce((a, b) => a + b, 0) / 20,
      10,
    );
  });

  it('computes over the whole cached history, then cuts to --from/--to: a day has the same value in any range', async () => {
    const whole = rowsOf((await study('SNTS', 'rsi')).stdout);
    const run = await study('SNTS', 'rsi', '--from', dayOf(200), '--to', dayOf(209));
    expect(run.code, run.stderr).toBe(0);
    const cut = rowsOf(run.stdout);
    expect(cut.map((r) => r.day)).toEqual(Array.from({ length: 10 }, (_, i) => dayOf(200 + i)));
    expect(cut).toEqual(whole.filter((r) => String(r.day) >= dayOf(200) && String(r.day) <= dayOf(209)));
    // Defined from the range's first day: its warm-up came from the days before the range.
    expect(cut.every((r) => typeof r.rsi === 'number')).toBe(true);
  });

  it('names the security by mnemonic (any case), ISIN or id, and the study in one word or several', async () => {
    const expected = (await study('SNTS', 'macd:12,26,9')).stdout;
    for (const args of [
      ['snts', 'macd'],
      ['SN0000000019', 'macd', '12', '26', '9'],
      ['SNTS', 'MACD 12 26 9'],
    ])
      expect((await study(...args)).stdout, args.join(' ')).toBe(expected);
  });

  it('takes a fund by its mnemonic, its NAVs as closes', async () => {
    const run = await study('SOGA', 'sma:2');
    expect(run.code, run.stderr).toBe(0);
    const rows = rowsOf(run.stdout);
    expect(rows).toHaveLength(60);
    expect(rows[1]).toEqual({ day: dayOf(1), sma: (50 + 50.25) / 2 });
  });

  it('writes CSV (empty cells during warm-up) and NDJSON', async () => {
    const csv = parseCsv((await study('SNTS', 'stoch', '--format', 'csv', '--to', dayOf(20))).stdout);
    expect(csv[0]).toEqual(['day', 'k', 'd']);
    expect(csv[1]).toEqual([dayOf(0), '', '']);
    expect(csv).toHaveLength(22); // the header and days 0..20
    expect(Number(csv[21]?.[1])).toBeGreaterThanOrEqual(0);
    const ndjson = (await study('SNTS', 'obv', '--format', 'ndjson', '--to', dayOf(2))).stdout.trimEnd().split('\n');
    expect(ndjson.map((l) => JSON.parse(l) as Row)).toEqual([
      { day: dayOf(0), obv: null },
      { day: dayOf(1), obv: 1001 },
      { day: dayOf(2), obv: 2003 },
    ]);
  });

  it.each([
    [['NOPE', 'rsi'], /no cached share or fund has the code or id "NOPE"/],
    [['SNTSX', 'rsi'], /no cached share or fund has the code or id "SNTSX"/],
    [['3', 'rsi'], /"3" names more than one security: share 3 SNTS \(Sonatel\); fund 3 SOGA \(Sogebourse Actions\); give its ISIN/],
    [['SNTS', 'vwap'], /unknown study "vwap"; one of: sma:N, ema:N, bb:N,K, rsi:N, macd:FAST,SLOW,SIGNAL, stoch:N,K,D, atr:N, obv/],
    [['SNTS', 'rsi:0'], /rsi: N must be a whole number from 2 to 1000, got "0"/],
    [['SNTS'], /study takes a security and a study/],
    [['SOGA', 'atr'], /atr:14 needs high, low, close; SOGA is a fund \(NAVs only\): sma, ema, bb, rsi, macd apply/],
    [['SNTS', 'rsi', '--from', '2024-02-30'], /--from must be a date YYYY-MM-DD, got "2024-02-30"/],
    [['SNTS', 'rsi', '--from', '2024-03-01', '--to', '2024-02-01'], /--from \(2024-03-01\) is after --to \(2024-02-01\)/],
    [['SNTS', 'rsi', '--format', 'xml'], /--format must be one of json, ndjson, csv/],
  ])('exits 2 with a clear error: %j', async (args, message) => {
    const run = await study(...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });

  it('suggests the securities whose codes start like the one given', async () => {
    expect((await study('SNT', 'rsi')).stderr).toMatch(/did you mean SNTS \(Sonatel\), SNTSH \(Sonatel Holding\)\?/);
  });
});
