// Incremental series: share history and fund valuations are fetched whole once, then only the
// days the cache lacks, asked for with from/to. The requests the simulator receives are checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import type { SyncEngine } from '../../../src-main/sync/sync-engine';
import { connect, engineFor, rangeOf, recordingFetch, type RecordingFetch } from './helpers';

const TODAY = '2026-11-22'; // the engine's clock; the simulator's data ends on its anchor day before it
const PAGE = 1000; // what the client asks for per page

interface Case {
  dataset: 'share-history' | 'fund-valuations';
  path: string;
  table: string;
  parentColumn: string;
  /** A parent with more than two pages of days, whose listing/creation date precedes its first day. */
  pick(sim: Simulator): { id: number; days: string[]; start: string };
  cachedDays(store: Store, id: number): string[];
  records(store: Store, id: number): unknown[];
  expected(sim: Simulator, id: number): unknown[];
}

const cases: Case[] = [
  {
    dataset: 'share-history',
    path: '/api/v1/shares/historic/',
    table: 'share_history',
    parentColumn: 'share_id',
    pick(sim) {
      const share = sim.dataset.shares.find((s) => (sim.dataset.shareHistory.get(s.id)?.length ?? 0) > 2 * PAGE + 500);
      if (!share) throw new Error('no share with a long history');
      const bars = sim.dataset.shareHistory.get(share.id) ?? [];
      return { id: share.id, days: bars.map((b) => b.price_date.slice(0, 10)), start: share.first_quoting_date.slice(0, 10) };
    },
    cachedDays: (store, id) => store.data['share-history'].columns(id).day,
    records: (store, id) => store.data['share-history'].records(id),
    expected: (sim, id) => sim.dataset.shareHistory.get(id) ?? [],
  },
  {
    dataset: 'fund-valuations',
    path: '/api/v1/funds/vl/',
    table: 'fund_valuations',
    parentColumn: 'fund_id',
    pick(sim) {
      const fund = sim.dataset.funds.find((f) => {
        const points = sim.dataset.fundValuations.get(f.id) ?? [];
        return points.length > 2 * PAGE + 500 && f.creation_date.slice(0, 10) < (points[0]?.date.slice(0, 10) ?? '');
      });
      if (!fund) throw new Error('no fund with a long valuation history');
      const points = sim.dataset.fundValuations.get(fund.id) ?? [];
      return { id: fund.id, days: points.map((p) => p.date.slice(0, 10)), start: fund.creation_date.slice(0, 10) };
    },
    cachedDays: (store, id) => store.data['fund-valuations'].columns(id).day,
    records: (store, id) => store.data['fund-valuations'].records(id),
    expected: (sim, id) => sim.dataset.fundValuations.get(id) ?? [],
  },
];

let sim: Simulator;
let connection: MarketConnection;
let store: Store;
let engine: SyncEngine;
let rec: RecordingFetch;
/** What each refresh told its readers: the dataset and the first day it wrote. */
const updates: Array<{ dataset: string; from: string | null | undefined }> = [];

beforeAll(async () => {
  sim = await startSimulator({ seed: 1 });
  rec = recordingFetch();
  connection = await connect(sim, { fetch: rec.fetch });
  store = Store.open(':memory:');
  engine = engineFor(store, connection, {
    now: () => new Date(`${TODAY}T12:00:00.000Z`),
    onUpdated: (dataset, _key, from) => updates.push({ dataset, from }),
  });
  // The parent lists first, as the app always has them: they give each series its start date.
  for (const list of ['shares', 'funds'] as const) expect((await engine.refresh(list)).outcome).toBe('ok');
  // A list's update carries no day: its readers read it whole.
  expect(updates.map((u) => u.from)).toEqual([undefined, undefined]);
}, 30_000);

afterAll(async () => {
  engine?.dispose();
  store?.close();
  await connection?.close();
  await sim?.close();
});

describe.each(cases)('$dataset', (c) => {
  let id: number;
  let days: string[];
  let start: string;
  /** Requests for this series since the last call, as {from?, to?, page}. */
  const requests = (): Array<{ from?: string; to?: string; page: number }> => {
    const seen = rec.matching(`${c.path}${id}`).map((u) => ({ ...rangeOf(u), page: Number(u.searchParams.get('page')) }));
    rec.clear();
    return seen;
  };
  const refresh = async () => expect((await engine.refresh(c.dataset, String(id))).outcome).toBe('ok');
  /** The first day the last refresh said it wrote: a chart holding the days before reads only from there. */
  const lastFrom = () => updates.at(-1)?.from;

  beforeAll(() => {
    ({ id, days, start } = c.pick(sim));
    expect(start < (days[0] ?? '')).toBe(true); // the service keeps less history than the listing date suggests
    rec.clear();
  });

  it('fetches the whole series page by page the first time', async () => {
    await refresh();
    const pages = Math.ceil(days.length / PAGE);
    expect(requests()).toEqual(Array.from({ length: pages }, (_, i) => ({ page: i + 1 })));
    expect(c.records(store, id)).toEqual(c.expected(sim, id));
    expect(lastFrom()).toBe(days[0]);
  });

  it('then asks only from the last cached day to today', async () => {
    await refresh();
    expect(requests()).toEqual([{ from: days.at(-1), to: TODAY, page: 1 }]);
    expect(c.cachedDays(store, id)).toEqual(days);
    expect(lastFrom()).toBe(days.at(-1));
  });

  it('fetches only the newer days a cache left behind lacks', async () => {
    const keep = days[days.length - 1500] as string; // about 1,500 days missing at the end
    store.db.prepare(`DELETE FROM ${c.table} WHERE ${c.parentColumn} = ? AND day > ?`).run(id, keep);
    await refresh();
    expect(requests()).toEqual([
      { from: keep, to: TODAY, page: 1 },
      { from: keep, to: TODAY, page: 2 },
    ]);
    expect(c.records(store, id)).toEqual(c.expected(sim, id));
    expect(lastFrom()).toBe(keep);
  });

  it('fetches only the missing older range when older days are gone', async () => {
    const first = days[1200] as string; // the first 1,200 days deleted
    store.db.prepare(`DELETE FROM ${c.table} WHERE ${c.parentColumn} = ? AND day < ?`).run(id, first);
    expect(c.cachedDays(store, id)[0]).toBe(first);
    await refresh();
    const seen = requests();
    const older = seen.filter((r) => r.to !== TODAY);
    // Never the whole series again: a bounded range ending at the first cached day, covering the gap…
    expect(seen.every((r) => r.from !== undefined && r.to !== undefined)).toBe(true);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((r) => r.to === first && r.from !== undefined && r.from >= start && r.from <= (days[0] as string))).toBe(true);
    expect(older.map((r) => r.page)).toEqual([1, 2]); // 1,201 days: two pages, not the 3 of the whole series
    // …plus the usual look at the newest days.
    expect(seen.filter((r) => r.to === TODAY)).toEqual([{ from: days.at(-1), to: TODAY, page: 1 }]);
    expect(c.records(store, id)).toEqual(c.expected(sim, id));
  });

  it('after the gap is filled, asks only for the newest days again', async () => {
    await refresh();
    expect(requests()).toEqual([{ from: days.at(-1), to: TODAY, page: 1 }]);
  });
});
