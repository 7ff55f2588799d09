// Change journal figures (issue 27): its rows and bytes after a week of simulated daily syncs, and
// what recording costs a full sync, measured in the same run against a cache opened without a
// journal (each day both caches sync the same market, in alternating order).
// `npx tsx test/bench/journal.bench.ts [--scale 1,10]`; `npm run bench` prints it too.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectMarket } from '../../src-main/core/market-connection';
import { startSimulator, type FundValuation, type SharePrice, type Simulator } from '../../src-main/simulator';
import { Store } from '../../src-main/store/store';
import { runOffline } from '../../src-main/sync/offline-run';
import { SyncEngine } from '../../src-main/sync/sync-engine';
import type { Figure } from './figures';

const DAYS = 7;
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A forced full sync with the clock at noon of `day`; its wall time in ms. */
async function syncDay(store: Store, sim: Simulator, day: string): Promise<number> {
  const at = Date.parse(`${day}T12:00:00Z`);
  const connection = await connectMarket(
    { kind: 'remote', baseUrl: sim.baseUrl },
    { token: sim.token, origin: new URL(sim.baseUrl).origin },
  );
  const engine = new SyncEngine({
    store,
    client: connection.client,
    sourceLabel: connection.info.label,
    probe: connection.probe,
    now: () => new Date(at),
  });
  const started = performance.now();
  try {
    const result = await runOffline(engine, store, { force: true, now: () => at });
    if (result.state !== 'done' || result.failed) throw new Error(`sync of ${day} did not finish: ${JSON.stringify(result)}`);
    return performance.now() - started;
  } finally {
    engine.dispose();
    await connection.close();
  }
}

/**
 * One trading day at the service: a bar for every share, a NAV for every fund, a new latest
 * session (and the oldest dropped) in every share's prices, the shares' and funds' last values,
 * and one in twenty upcoming events released. Records are replaced, never edited: the simulator
 * keeps each record's wire text.
 */
function moveMarket(sim: Simulator, day: string, bars: Map<number, SharePrice[]>, navs: Map<number, FundValuation[]>): void {
  const ds = sim.dataset;
  ds.shares = ds.shares.map((share) => {
    const history = ds.shareHistory.get(share.id) ?? [];
    const last = bars.get(share.id)?.at(-1) ?? history.at(-1);
    if (!last) return share;
    const close = Math.round(last.closing_price * 1.004 * 100) / 100;
    const bar: SharePrice = { ...last, price_date: day, closing_price: close, day_price: close, variation: 0.004 };
    bars.set(share.id, [...(bars.get(share.id) ?? []), bar]);
    const sessions = ds.sharePrices.get(share.id);
    if (sessions?.length) ds.sharePrices.set(share.id, [{ ...bar, price_date: `${day}T00:00:00.000` }, ...sessions.slice(0, -1)]);
    return { ...share, last_date_price: `${day}T00:00:00.000`, last_day_price: close, last_closing_price: close, last_variation: 0.004 };
  });
  ds.funds = ds.funds.map((fund) => {
    const last = navs.get(fund.id)?.at(-1) ?? ds.fundValuations.get(fund.id)?.at(-1);
    if (!last) return fund;
    const value = Math.round(last.value * 1.001 * 100) / 100;
    navs.set(fund.id, [...(navs.get(fund.id) ?? []), { ...last, date: day, value }]);
    return { ...fund, last_vl: value, last_vl_date: day };
  });
  ds.events = ds.events.map((event, i) => (event.current === null && i % 20 === 0 ? { ...event, current: '0,1 %' } : event));
}

/** The simulator's series with the simulated days appended (its own are built lazily and may be dropped). */
function withSimulatedDays<V>(lookup: { get(id: number): V[] | undefined }, extra: Map<number, V[]>): void {
  const built = lookup.get.bind(lookup);
  lookup.get = (id) => {
    const base = built(id);
    const added = extra.get(id);
    return base && added ? [...base, ...added] : base;
  };
}

function journalBytes(store: Store): number {
  const row = store.db
    .prepare(
      "SELECT sum(pgsize) AS bytes FROM dbstat WHERE name IN ('changes', 'changes_by_run', 'change_runs', 'sqlite_autoindex_change_runs_1', 'change_scopes', 'sqlite_sequence')",
    )
    .get() as { bytes: number | null };
  return row.bytes ?? 0;
}

export async function journalFigures(scale: number): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-journal-bench-'));
  const sim = await startSimulator({ seed: 1, scale });
  const journaled = Store.open(path.join(dir, 'with.sqlite'));
  const plain = Store.open(path.join(dir, 'without.sqlite'), { journal: false });
  const bars = new Map<number, SharePrice[]>();
  const navs = new Map<number, FundValuation[]>();
  withSimulatedDays(sim.dataset.shareHistory, bars);
  withSimulatedDays(sim.dataset.fundValuations, navs);
  const times = { with: [] as number[], without: [] as number[] };
  const figures: Figure[] = [];
  try {
    for (let d = 0; d < DAYS; d++) {
      const day = dayAfter(sim.dataset.anchorDate, d);
      if (d > 0) moveMarket(sim, day, bars, navs);
      // Alternating order: a warm service or page cache favours neither side.
      const order: Array<[Store, number[]]> = [
        [journaled, times.with],
        [plain, times.without],
      ];
      for (const [store, list] of d % 2 ? order.reverse() : order) list.push(await syncDay(store, sim, day));
      const latest = journaled.journal.latest();
      console.error(
        `  ${scale}x day ${d + 1}: ${latest?.changes ?? 0} changes; ${times.with.at(-1)?.toFixed(0)} ms with, ${times.without.at(-1)?.toFixed(0)} ms without`,
      );
    }
    const rows = journaled.db.prepare('SELECT count(*) FROM changes').pluck().get() as number;
    const daily = (list: number[]) => [...list.slice(1)].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? Number.NaN;
    const first = (list: number[]) => list[0] ?? Number.NaN;
    figures.push(
      {
        name: `journal rows after ${DAYS} daily syncs, ${scale}x`,
        value: rows,
        unit: 'rows',
        note: 'baselines of the first sync, then each day’s changes',
      },
      {
        name: `journal bytes after ${DAYS} daily syncs, ${scale}x`,
        value: journalBytes(journaled) / 1024,
        unit: 'KiB',
        note: 'tables and indexes (dbstat)',
      },
      {
        name: `first full sync, ${scale}x: with journal`,
        value: first(times.with),
        unit: 'ms',
        note: `without: ${first(times.without).toFixed(0)} ms`,
      },
      {
        name: `daily full sync (median of ${DAYS - 1}), ${scale}x: with journal`,
        value: daily(times.with),
        unit: 'ms',
        note: `without: ${daily(times.without).toFixed(0)} ms`,
      },
    );
    return figures;
  } finally {
    journaled.close();
    plain.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run on its own: `npx tsx test/bench/journal.bench.ts --scale 1,10`.
if (process.argv[1]?.endsWith('journal.bench.ts')) {
  const at = process.argv.indexOf('--scale');
  const scales = (at > 0 ? (process.argv[at + 1] ?? '1') : '1').split(',').map(Number);
  void (async () => {
    for (const scale of scales)
      for (const f of await journalFigures(scale)) console.log(`${f.name}: ${f.value.toFixed(1)} ${f.unit} (${f.note ?? ''})`);
  })();
}
