// The demo market at a larger scale: same seed and scale give the same market; N times the
// shares, funds and events; histories longer; every identifier still unique and well-formed;
// the wire quirks still there for the invented records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesAtScale } from '../../../src-main/simulator/dataset/scaled-companies';
import { demoScaleFromEnv, generateDataset, isValidIsin, MAX_SCALE, parseScale, type Dataset } from '../../../src-main/simulator';
import { must, rawPage, startContract, type Contract } from '../api/contract/contract-helpers';

const SCALE = 3;
let one: Dataset;
let big: Dataset;

beforeAll(() => {
  one = generateDataset(11);
  big = generateDataset(11, { scale: SCALE });
});

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe('demo market scale', () => {
  it('is deterministic from the seed and the scale', () => {
    const again = generateDataset(11, { scale: SCALE });
    expect(again.shares).toEqual(big.shares);
    expect(again.funds).toEqual(big.funds);
    expect(again.events).toEqual(big.events);
    const last = must(big.shares.at(-1), 'share').id;
    expect(again.shareHistory.get(last)).toEqual(big.shareHistory.get(last));
    expect(generateDataset(12, { scale: SCALE }).shares.map((s) => s.name)).not.toEqual(big.shares.map((s) => s.name));
  });

  it('multiplies the shares, funds and events and lengthens the histories', () => {
    expect(big.shares).toHaveLength(SCALE * one.shares.length);
    expect(big.funds).toHaveLength(SCALE * one.funds.length);
    expect(big.events.length).toBeGreaterThanOrEqual(SCALE * one.events.length);
    expect(big.events.length).toBeLessThan(SCALE * one.events.length * 1.05);
    const firstDay = (ds: Dataset) => [...ds.shareHistory.keys()].map((id) => ds.shareHistory.get(id)?.[0]?.price_date ?? '9').sort()[0];
    expect(must(firstDay(big), 'first bar') < must(firstDay(one), 'first bar')).toBe(true);
    // The shipped demo's companies keep their ids and names at every scale.
    expect(big.shares.filter((s) => one.shares.some((o) => o.id === s.id && o.name === s.name))).toHaveLength(one.shares.length);
  });

  it('keeps every id, name, mnemonic and ISIN unique and well-formed', () => {
    for (const ds of [one, big]) {
      expect(unique(ds.shares.map((s) => s.id))).toBe(true);
      expect(unique(ds.shares.map((s) => s.name))).toBe(true);
      expect(unique(ds.shares.map((s) => s.mnemo_code))).toBe(true);
      expect(unique(ds.shares.map((s) => s.isin))).toBe(true);
      expect(ds.shares.every((s) => isValidIsin(s.isin) && /^[A-Z]{4}$/.test(s.mnemo_code))).toBe(true);
      expect(unique(ds.funds.map((f) => f.id))).toBe(true);
      expect(unique(ds.funds.map((f) => f.name))).toBe(true);
      const isins = ds.funds.flatMap((f) => (f.isin === null ? [] : [f.isin]));
      expect(unique(isins) && isins.every(isValidIsin)).toBe(true);
      expect(unique(ds.events.map((e) => e.id))).toBe(true);
    }
    expect(big.funds.some((f) => f.id >= 1000 && f.isin !== null)).toBe(true);
  });

  it('has names and mnemonics enough for the largest scale', () => {
    const defs = companiesAtScale(5, MAX_SCALE);
    expect(defs).toHaveLength(MAX_SCALE * one.shares.length);
    expect(unique(defs.map((d) => d.mnemo))).toBe(true);
    expect(unique(defs.map((d) => `${d.short} ${d.country}`))).toBe(true);
    expect(defs.every((d) => /^[A-Z]{4}$/.test(d.mnemo))).toBe(true);
  });

  it('reads the scale from the command line and the environment, refusing anything else', () => {
    expect(parseScale('10')).toBe(10);
    for (const bad of ['0', '101', '2.5', 'ten', '', '-1'])
      expect(() => parseScale(bad, '--scale')).toThrow(/--scale must be a whole number from 1 to 100/);
    expect(demoScaleFromEnv({})).toBe(1);
    expect(demoScaleFromEnv({ MARKET_TERMINAL_DEMO_SCALE: '10' })).toBe(10);
    expect(() => demoScaleFromEnv({ MARKET_TERMINAL_DEMO_SCALE: 'big' })).toThrow(/MARKET_TERMINAL_DEMO_SCALE must be/);
    expect(() => generateDataset(1, { scale: 0 })).toThrow(RangeError);
  });
});

describe('demo market scale on the wire', () => {
  let c: Contract;
  beforeAll(async () => {
    c = await startContract({ seed: 11, scale: SCALE });
  }, 60_000);
  afterAll(() => c.close());

  it('sends the invented shares and funds with the same quirks, and the client takes every record', async () => {
    const shares = await rawPage(c.sim, '/v1/shares?limit=1000');
    const invented = shares.data.filter((r) => !one.shares.some((s) => s.id === Number(r.id)));
    expect(invented.length).toBe((SCALE - 1) * one.shares.length);
    expect(invented.some((r) => typeof r.last_day_price === 'string')).toBe(true);
    expect(invented.some((r) => r.email === '')).toBe(true);
    expect(invented.some((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(r.first_quoting_date)))).toBe(true);

    const funds = await rawPage(c.sim, '/v1/funds?limit=1000&page=1');
    expect(funds.data.every((r) => 'reuteurs' in r && 'banckmark' in r && !('reuters' in r))).toBe(true);
    const events = await rawPage(c.sim, '/v1/events?limit=1000');
    expect(events.data.every((r) => 'country' in r && !('zone' in r))).toBe(true);

    const listed = await c.client.list('shares', {});
    expect(listed.rejects).toEqual([]);
    expect(listed.records).toHaveLength(SCALE * one.shares.length);
    const newest = must(c.sim.dataset.shares.at(-1), 'invented share');
    const history = await c.client.list('shareHistory', { id: newest.id });
    expect(history.rejects).toEqual([]);
    expect(history.records).toEqual(c.sim.dataset.shareHistory.get(newest.id));
  });
});
