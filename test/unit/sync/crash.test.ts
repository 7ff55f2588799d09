// Crash safety: `market-terminal sync` runs in a child process (the command line bundled with
// esbuild from the current sources) and is killed with SIGKILL at random points, again and again,
// on the same cache. After every kill the database must be intact and hold only whole writes; a
// last run resumes and ends with exactly the simulator's data.
//
// What "only whole writes" means, and why the checks below are sound:
//  - the simulator's data never changes, so every cached top-level record must equal the
//    simulator's record, and every cached child list (replaced whole in one transaction) must
//    have exactly the simulator's number of records for that parent, seq 0..n-1;
//  - a series (share history, fund valuations) is written one page (≤ 1000 days) per
//    transaction. The first fetch walks the series from its first day, 1000 days a page; a
//    resumed fetch starts again at the last cached day, so its first page adds 999 new days and
//    the next ones 1000 (a look before the first cached day finds nothing new). Hence the cached
//    days of a series are always a gap-free prefix of the simulator's days whose length is
//    min(n, 1000a + 999b) for some a ≥ 1, b ≥ 0. A page cut in the middle would leave another
//    length (or a gap) and is caught (the end of the test damages the cache on purpose to show it);
//  - a freshness record is written after its data: an 'ok' or 'partial' record means the
//    request's data is complete.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Dataset, type Simulator } from '../../../src-main/simulator';
import { DATASETS, type DatasetName } from '../../../src-main/store/datasets';
import { datasetRecords } from '../../../src-main/store/dataset-records';
import { Store } from '../../../src-main/store/store';
import { DATASET_NAMES, expectedRecords, expectSameRecords, tempDir } from './helpers';

const root = path.resolve(import.meta.dirname, '../../..');
const CHILD = path.join(import.meta.dirname, '../fixtures/cli-child.ts');
// The normal suite kills a few times; `npm run soak` runs the same test with hundreds of kills.
const KILLS = Number(process.env.SOAK_KILLS ?? 16);
const SEED = Number(process.env.CRASH_TEST_SEED ?? 20261122);
const SOAK = process.env.SOAK_KILLS !== undefined;

/** mulberry32: reproducible kill points (set CRASH_TEST_SEED to replay another sequence). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let sim: Simulator;
const tmp = tempDir('crash');
const db = tmp.file('cache.db');
const bundle = tmp.file('cli-child.cjs');
const children = new Set<ChildProcess>();

/** `force`: after a run that finished, the next one fetches everything again (fresh data is skipped otherwise). */
function runSync(force: boolean): {
  child: ChildProcess;
  started: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
} {
  // The command line bundled once (esbuild, which tsx runs on): a child starts in ~0.1 s instead of ~0.5 s.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_PATH: path.join(root, 'node_modules'), MARKET_TERMINAL_TOKEN: sim.token };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [bundle, 'sync', '--base-url', sim.baseUrl, '--db', db, '--json', ...(force ? ['--force'] : [])], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const started = new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('"type":"progress"')) resolve();
    });
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, started, exited, output: () => `${out}\n${err}` };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Lengths a series can have after whole pages: see the header. */
function wholePageCounts(n: number): Set<number> {
  const counts = new Set<number>([n]);
  for (let a = 1; a <= Math.ceil(n / 1000); a++)
    for (let b = 0; 1000 * a + 999 * b < n + 999; b++) counts.add(Math.min(n, 1000 * a + 999 * b));
  return counts;
}

interface Expect {
  entities: Record<string, Map<number, unknown>>;
  lists: Record<string, Map<number, number>>;
  series: Record<string, Map<number, string[]>>;
}

function expectations(ds: Dataset): Expect {
  const out: Expect = { entities: {}, lists: {}, series: {} };
  for (const name of DATASET_NAMES) {
    const def = DATASETS[name];
    const records = expectedRecords(ds, name);
    if (def.parent === null) out.entities[name] = new Map(records.map((r) => [r.id as number, r]));
    else if (def.storage === 'list') {
      const counts = new Map<number, number>();
      for (const r of records) counts.set(r[def.parent] as number, (counts.get(r[def.parent] as number) ?? 0) + 1);
      out.lists[name] = counts;
    } else {
      const days = new Map<number, string[]>();
      const field = name === 'share-history' ? 'price_date' : 'date';
      for (const r of records) {
        const list = days.get(r[def.parent] as number) ?? [];
        list.push(String(r[field]).slice(0, 10));
        days.set(r[def.parent] as number, list);
      }
      out.series[name] = days;
    }
  }
  return out;
}

/** Problems found in the cache after a kill; [] when it holds only whole writes. */
function problems(file: string, want: Expect): string[] {
  const found: string[] = [];
  const conn = new Database(file);
  try {
    const integrity = conn.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return [`integrity_check: ${String(integrity)}`];
    if (conn.pragma('user_version', { simple: true }) === 0) {
      // Killed before the schema was committed: nothing of ours may be there.
      const tables = conn.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'shares'").pluck().get() as number;
      return tables ? ['tables without a schema version'] : [];
    }
    const complete = new Set<string>();
    for (const f of conn.prepare("SELECT dataset, key FROM freshness WHERE outcome IN ('ok', 'partial')").all() as {
      dataset: DatasetName;
      key: string;
    }[])
      complete.add(`${f.dataset}|${f.key}`);

    for (const [name, records] of Object.entries(want.entities)) {
      const rows = conn.prepare(`SELECT id, record FROM ${DATASETS[name as DatasetName].table}`).all() as { id: number; record: string }[];
      for (const row of rows) {
        if (JSON.stringify(JSON.parse(row.record)) !== JSON.stringify(records.get(row.id)))
          found.push(`${name} ${row.id}: not the simulator's record`);
      }
      if (complete.has(`${name}|`) && rows.length !== records.size)
        found.push(`${name}: fetched ok but ${rows.length}/${records.size} records`);
    }
    for (const [name, counts] of Object.entries(want.lists)) {
      const def = DATASETS[name as DatasetName];
      const rows = conn
        .prepare(`SELECT ${def.parent} AS parent, count(*) AS n, max(seq) AS last FROM ${def.table} GROUP BY ${def.parent}`)
        .all() as { parent: number; n: number; last: number }[];
      const cached = new Set(rows.map((r) => r.parent));
      for (const row of rows) {
        if (row.n !== counts.get(row.parent) || row.last !== row.n - 1)
          found.push(`${name} ${row.parent}: ${row.n} records, the list has ${counts.get(row.parent) ?? 0}`);
      }
      for (const key of complete) {
        const [dataset, parent] = key.split('|');
        if (dataset === name && !cached.has(Number(parent)) && (counts.get(Number(parent)) ?? 0) > 0)
          found.push(`${name} ${parent}: fetched ok but nothing cached`);
      }
    }
    for (const [name, series] of Object.entries(want.series)) {
      const def = DATASETS[name as DatasetName];
      const rows = conn
        .prepare(
          `SELECT ${def.parent} AS parent, count(*) AS n, min(day) AS first, max(day) AS last FROM ${def.table} GROUP BY ${def.parent}`,
        )
        .all() as { parent: number; n: number; first: string; last: string }[];
      for (const row of rows) {
        const days = series.get(row.parent) ?? [];
        const prefix = days[0] === row.first && days.indexOf(row.last) + 1 === row.n;
        if (!prefix) found.push(`${name} ${row.parent}: ${row.n} days ${row.first}..${row.last} are not the first days of the series`);
        else if (!wholePageCounts(days.length).has(row.n))
          found.push(`${name} ${row.parent}: ${row.n} of ${days.length} days is not a whole number of pages`);
        if (complete.has(`${name}|${row.parent}`) && row.n !== days.length)
          found.push(`${name} ${row.parent}: fetched ok but ${row.n}/${days.length} days`);
      }
    }
  } finally {
    conn.close();
  }
  return found;
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 6 });
  await build({
    entryPoints: [CHILD],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: bundle,
    external: ['better-sqlite3'],
    logLevel: 'warning',
  });
}, 30_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await sim?.close();
  tmp.remove();
});

describe('sync killed with SIGKILL at random points', () => {
  it(
    `stays consistent through ${KILLS} kills and resumes to the full dataset`,
    async () => {
      const want = expectations(sim.dataset);
      const random = rng(SEED);
      const log: string[] = [];
      let killedWhileRunning = 0;
      let stuck = 0;
      let requestsDone = 0;
      let integrityFailures = 0;
      let recordsLost = 0;
      let cachedRows = 0;
      let finished = false;
      if (SOAK) console.log(`soak: ${KILLS} kills, CRASH_TEST_SEED=${SEED}`);
      // A run that happens to finish before its kill is checked too; the loop goes on until KILLS
      // runs were killed while running (a finished sync is followed by a fresh full one).
      for (let i = 0; killedWhileRunning < KILLS && i < KILLS + 8 + KILLS / 2; i++) {
        const run = runSync(finished);
        // Most kills land after the sync has started; every fourth counts from the spawn, so some
        // hit the opening of the cache and the migration.
        const fromSpawn = i % 4 === 0;
        // A kill that left no new request done lengthens the next wait, so the kills spread over
        // every phase (lists, series, child lists) instead of hitting the first big list forever.
        const delay = Math.round(fromSpawn ? 100 + random() * 500 : 50 + random() * (700 + 500 * stuck));
        if (!fromSpawn) await Promise.race([run.started, run.exited]);
        await sleep(delay);
        const alive = run.child.exitCode === null && run.child.signalCode === null;
        run.child.kill('SIGKILL');
        const { code, signal } = await run.exited;
        finished = !alive;
        if (alive) killedWhileRunning++;
        else expect(code, `run ${i} ended by itself: ${run.output()}`).toBe(0);
        // A long soak reports as it goes, so a run cut short still tells how far it got.
        if (SOAK && alive && killedWhileRunning % 25 === 0)
          console.log(`soak: ${killedWhileRunning} kills so far, ${integrityFailures} integrity failures, ${recordsLost} records lost`);
        log.push(`kill ${i}: ${fromSpawn ? 'spawn' : 'start'}+${delay}ms ${signal ?? `exit ${code}`}`);
        const found = problems(db, want);
        if (found.some((p) => p.startsWith('integrity_check'))) integrityFailures++;
        expect(found, `after ${log.join(', ')} (CRASH_TEST_SEED=${SEED})`).toEqual([]);
        const c = new Database(db, { readonly: true });
        try {
          if (c.pragma('user_version', { simple: true }) !== 0) {
            const count = (table: string) => c.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
            // The data never changes, so the cache may only grow: any drop is a record lost to a kill.
            const rows = DATASET_NAMES.reduce((sum, name) => sum + count(DATASETS[name].table), 0);
            recordsLost += Math.max(0, cachedRows - rows);
            cachedRows = Math.max(cachedRows, rows);
            stuck = count('freshness') > requestsDone ? 0 : stuck + 1;
            requestsDone = count('freshness');
            log.push(
              `  cached: ${count('freshness')} requests, ${count('share_history')} + ${count('fund_valuations')} series days, ${count('event_history')} event history`,
            );
          }
        } finally {
          c.close();
        }
      }
      expect(killedWhileRunning).toBe(KILLS);
      expect(recordsLost).toBe(0);
      if (SOAK)
        console.log(
          `soak: ${killedWhileRunning} kills, ${integrityFailures} integrity failures, ${recordsLost} records lost (CRASH_TEST_SEED=${SEED})`,
        );

      // The last run resumes what the killed ones left and finishes.
      const last = runSync(false);
      const { code } = await last.exited;
      expect(code, last.output()).toBe(0);
      const lines = last
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { type: string; state?: string; failed?: number; done?: number; total?: number });
      expect(lines.at(-1)).toMatchObject({ type: 'result', state: 'done', failed: 0 });
      expect(problems(db, want)).toEqual([]);

      const store = Store.open(db);
      try {
        expect(store.notices).toEqual([]); // never found damaged
        for (const name of DATASET_NAMES) expectSameRecords([...datasetRecords(store, name)], expectedRecords(sim.dataset, name), name);
      } finally {
        store.close();
      }

      // The checks are not vacuous: a page cut short and a list missing a record are caught.
      const share = sim.dataset.shares.find((s) => (sim.dataset.shareHistory.get(s.id)?.length ?? 0) > 2000)?.id as number;
      const board = sim.dataset.shares.find((s) => (sim.dataset.board.get(s.id)?.length ?? 0) > 1)?.id as number;
      const damage = new Database(db);
      try {
        const day = damage
          .prepare('SELECT day FROM share_history WHERE share_id = ? ORDER BY day LIMIT 1 OFFSET 1499')
          .pluck()
          .get(share) as string;
        damage.prepare('DELETE FROM share_history WHERE share_id = ? AND day > ?').run(share, day);
        damage
          .prepare('DELETE FROM share_board WHERE share_id = ? AND seq = (SELECT max(seq) FROM share_board WHERE share_id = ?)')
          .run(board, board);
      } finally {
        damage.close();
      }
      expect(problems(db, want)).toEqual([
        `share-board ${board}: ${(sim.dataset.board.get(board)?.length ?? 0) - 1} records, the list has ${sim.dataset.board.get(board)?.length}`,
        expect.stringMatching(new RegExp(`^share-history ${share}: 1500 of \\d+ days is not a whole number of pages$`)),
        `share-history ${share}: fetched ok but 1500/${sim.dataset.shareHistory.get(share)?.length} days`,
      ]);
    },
    // A kill cycle takes 1–5 s on a quiet machine; a soak gets room for a loaded one.
    120_000 + KILLS * (SOAK ? 12_000 : 5_000),
  );
});
