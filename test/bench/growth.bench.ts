// Issue 14 figures at one demo-market scale, through the real hosts: browser mode's server
// process (the core and its embedded demo market, wherever they run inside it), its WebSocket as
// the window's, and the built renderer in Chromium. Each figure is measured beside its floor in
// the same run: the network floor is a download-only client against a standalone demo market.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { generateDataset, randomToken, type SharePrice } from '../../src-main/simulator';
import { toMatchQuery } from '../../src-main/store/search-index';
import { readSeries } from '../../src-main/core/series-read';
import { Store } from '../../src-main/store/store';
import type { OfflineProgress } from '../../src-main/sync/types';
import { startServe, startSimulatorProcess, stopProcess } from '../cli-processes';
import { QUIET_CHROMIUM_ARGS, systemChromium } from '../system-chromium';
import { percentile, type Measured } from './budget-table';
import { command, openGpFirstAndKept, RECORD_KEYS, waitPainted, type GpOpens } from './chart.bench';
import { downloadAtSyncPriority } from './download-floor';
import { connectHost, type HostClient } from './host-client';
import { processCpuSeconds } from './thread-cpu';
import { newBarFigures } from './new-bar.bench';

const root = path.resolve(__dirname, '../..');
const MiB = 1024 * 1024;
const PAGE = 1000;
/** GP opens wait for a chart of at least this many candles (BOAF's MAX range). */
const GP_BARS = 2500;
/** Pairs of GP opens at rest (a first chart, a kept one): enough for a p95 on this noisy machine. */
const GP_PAIRS_AT_REST = 20;

export interface GrowthOptions {
  quick: boolean;
}

const median = (values: readonly number[]) => percentile(values, 50);
const elapsedSince = (start: number) => performance.now() - start;

const FIRST_CHART_NOTE = "a pane's first GP (a new pane; a pane's first GP after a start): a new lightweight-charts chart";
const KEPT_CHART_NOTE =
  'GP again in a pane that showed it (after HP, DES…), on the security its kept chart shows: what flipping a pane between its screens gives';

/** A GP figure's budget and, where issue 25 recorded it, the figure when the issue was filed. */
interface GpGoal {
  limit: number;
  today?: number;
}

/** Goals of GP opens: at rest (median, p95) and in the sync (median, p95). */
interface GpGoals {
  rest: [GpGoal, GpGoal];
  busy: [GpGoal, GpGoal];
}

/** The design brief's budgets: < 100 ms at rest, < 150 ms in a sync. */
const BRIEF_GP_GOALS: GpGoals = { rest: [{ limit: 100 }, { limit: 100 }], busy: [{ limit: 150 }, { limit: 150 }] };

/** Issue 25's tighter goals for a pane's first chart, with its "today" figures (1× and 10×). */
function firstChartGoals(scale: number): GpGoals {
  if (scale >= 10) return { rest: [{ limit: 50 }, { limit: 90, today: 95 }], busy: [{ limit: 150 }, { limit: 120, today: 175 }] };
  return {
    rest: [
      { limit: 50, today: 55 },
      { limit: 80, today: 74 },
    ],
    busy: [{ limit: 150 }, { limit: 150 }],
  };
}

/** Median and p95 of GP opens at rest and in the sync, each beside its floor at rest. */
function gpFigures(what: string, rest: readonly number[], busy: readonly number[], note: string, goals: GpGoals): Measured[] {
  const budget = (goal: GpGoal) => ({ budget: { of: 'value' as const, op: '<' as const, limit: goal.limit }, today: goal.today });
  return [
    {
      name: `GP Enter → painted at rest, ${what}, median`,
      value: median(rest),
      unit: 'ms',
      ...budget(goals.rest[0]),
      note: `${rest.length} opens of BOAF GP (MAX), taken in turns with the other kind; ${note}`,
    },
    { name: `GP Enter → painted at rest, ${what}, p95`, value: percentile(rest, 95), unit: 'ms', ...budget(goals.rest[1]) },
    {
      name: `GP Enter → painted in the sync, ${what}, median`,
      value: median(busy),
      unit: 'ms',
      floor: { value: median(rest), what: 'at rest' },
      ...budget(goals.busy[0]),
      note: `${busy.length} opens while the sync ran`,
    },
    {
      name: `GP Enter → painted in the sync, ${what}, p95`,
      value: percentile(busy, 95),
      unit: 'ms',
      floor: { value: percentile(rest, 95), what: 'at rest' },
      ...budget(goals.busy[1]),
    },
  ];
}

async function newPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(url);
  await page.locator('.pane').first().waitFor();
  await page.evaluate(RECORD_KEYS);
  return page;
}

/** Renderer heap after a forced garbage collection (Chromium's own count, through CDP). */
async function heapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / MiB;
}

/** Process start of a bare Node (no code): the floor under any server's start. */
function bareNodeStartMs(): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.once('exit', () => resolve(elapsedSince(start)));
    child.once('error', reject);
  });
}

const fileBytes = (file: string) => (existsSync(file) ? statSync(file).size : 0);

interface LoopDelay {
  maxMs: number;
  p99Ms: number;
}

/**
 * The serve process's own loop monitor (loop-monitor.mjs, preloaded): the serving thread's longest
 * delay and an idle thread's in the same process, between two reads. Each read starts a new window.
 */
function loopMonitor(child: ChildProcess, file: string): { read(): Promise<{ serving: LoopDelay; idle: LoopDelay }> } {
  return {
    async read() {
      rmSync(file, { force: true });
      child.kill('SIGUSR2');
      for (let waited = 0; !existsSync(file); waited += 20) {
        if (waited > 5000) throw new Error('the serve process did not report its loop delay');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 20)); // written in one call; let it land whole
      return JSON.parse(readFileSync(file, 'utf8')) as { serving: LoopDelay; idle: LoopDelay };
    },
  };
}

/** Environment that preloads the loop monitor into a `serve` process. */
const monitored = (file: string) => ({
  MT_LOOP_MONITOR_FILE: file,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(__dirname, 'loop-monitor.mjs')).href}`.trim(),
});

/** A full offline sync through the host while the window's thread is probed and GP is opened. */
async function syncThroughHost(
  host: HostClient,
  page: Page,
  runs: number,
  monitor: ReturnType<typeof loopMonitor>,
): Promise<{
  seconds: number;
  progress: OfflineProgress;
  idleRtt: number[];
  busyRtt: number[];
  gpBusy: GpOpens;
  loop: { serving: LoopDelay; idle: LoopDelay };
}> {
  const idle = host.probe();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleRtt = idle.stop();

  const busy = host.probe();
  await monitor.read(); // starts the window
  const start = performance.now();
  let running = true;
  const { done } = await startOfflineRun(host);
  void done.then(() => (running = false));
  // A trader opening charts while the run goes on, spread over it.
  const gpBusy = await openGpFirstAndKept(page, runs, { keepGoing: () => running, pauseMs: 500 });
  const progress = await done;
  const seconds = elapsedSince(start) / 1000;
  const loop = await monitor.read();
  return { seconds, progress, idleRtt, busyRtt: busy.stop(), gpBusy, loop };
}

/** Starts a full offline sync through the host; `done` settles with its last progress (not running). */
async function startOfflineRun(host: HostClient): Promise<{ done: Promise<OfflineProgress> }> {
  let finished: (p: OfflineProgress) => void = () => {};
  const done = new Promise<OfflineProgress>((resolve) => (finished = resolve));
  const off = host.on('sync.progress', (payload) => {
    const p = payload as OfflineProgress;
    if (p.state !== 'running') finished(p);
  });
  const first = await host.call<OfflineProgress>('sync.offline.start', {});
  if (first.state !== 'running') finished(first);
  return { done: done.finally(off) };
}

/** CPU seconds from `before` to `after` plus `extra`; null where /proc could not tell. */
function cpuBetween(before: number | null, after: number | null, extra: number | null = 0): number | null {
  return before === null || after === null || extra === null ? null : after - before + extra;
}

/**
 * The full offline sync alone: a serve process on a fresh cache of its own, no page, nothing else
 * asked of it. What the sync itself costs against the download floor (issue 25, item 7); the run in
 * step 1 has Chromium opening charts on the same cores, which measures the machine as much.
 */
async function syncAlone(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ seconds: number; cpu: number | null; progress: OfflineProgress }> {
  const server = await startServe(dataDir, [], env);
  try {
    const host = await connectHost(server.url);
    const pid = server.child.pid ?? 0;
    const cpuBefore = processCpuSeconds(pid);
    const start = performance.now();
    const progress = await (await startOfflineRun(host)).done;
    const seconds = elapsedSince(start) / 1000;
    const cpu = cpuBetween(cpuBefore, processCpuSeconds(pid));
    host.close();
    return { seconds, cpu, progress };
  } finally {
    await stopProcess(server.child);
  }
}

/** Ingest through the store against a bare prepared-insert loop: the same rows, pages and transactions. */
function ingestFigures(scale: number, dir: string, quick: boolean): Measured[] {
  const began = performance.now();
  const dataset = generateDataset(1, { scale });
  const generation = elapsedSince(began);
  const cap = quick ? 300_000 : Number.POSITIVE_INFINITY;
  const pages: Array<[number, SharePrice[]]> = [];
  let rows = 0;
  for (const id of dataset.shareHistory.keys()) {
    const bars = dataset.shareHistory.get(id) ?? [];
    for (let i = 0; i < bars.length && rows < cap; i += PAGE) {
      const page = bars.slice(i, i + PAGE);
      pages.push([id, page]);
      rows += page.length;
    }
    if (rows >= cap) break;
  }
  const store = Store.open(path.join(dir, 'ingest.sqlite'));
  const bare = new Database(path.join(dir, 'bare.sqlite'));
  bare.pragma('journal_mode = WAL');
  bare.pragma('synchronous = NORMAL');
  bare.exec(
    'CREATE TABLE h (share_id INTEGER, day TEXT, id TEXT, price_date TEXT, day_price REAL, variation REAL, volume REAL, closing_price REAL, opening_price REAL, upper REAL, lower REAL, per REAL, PRIMARY KEY (share_id, day)) STRICT, WITHOUT ROWID',
  );
  const insert = bare.prepare('INSERT INTO h VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const write = bare.transaction((id: number, page: (typeof pages)[number][1]) => {
    for (const b of page)
      insert.run(
        id,
        b.price_date.slice(0, 10),
        b.id,
        b.price_date,
        b.day_price,
        b.variation,
        b.volume,
        b.closing_price,
        b.opening_price,
        b.upper,
        b.lower,
        b.per,
      );
  });
  // In one held run, as a sync writes (the engine holds one over its jobs): the journal counts a
  // series' first pages as one baseline row. Unheld, every page would be a run of its own and each
  // of its bars a journal row (the 0.26–0.42× measured before), a path no sync takes.
  const run = store.journal.hold(new Date());
  // Page by page in turns, so that a burst of load on the shared machine hits both alike.
  let storeMs = 0;
  let bareMs = 0;
  for (const [id, page] of pages) {
    const a = performance.now();
    store.data['share-history'].upsert(id, page);
    const b = performance.now();
    write(id, page);
    storeMs += b - a;
    bareMs += elapsedSince(b);
  }
  const storeSeconds = storeMs / 1000;
  const bareSeconds = bareMs / 1000;
  run.release();
  store.close();
  bare.pragma('wal_checkpoint(TRUNCATE)');
  bare.close();
  const bareBytesPerMillion = (fileBytes(path.join(dir, 'bare.sqlite')) / rows) * 1e6;
  return [
    {
      name: 'ingest through the store',
      value: rows / storeSeconds,
      unit: 'rows/s',
      floor: { value: rows / bareSeconds, what: 'bare prepared INSERT' },
      budget: { of: 'ratio', op: '>=', limit: 0.5 },
      note: `${rows.toLocaleString('en-US')} price bars in pages of ${PAGE}, in one sync run, each page taken in turns with the floor`,
    },
    { name: '(bare table size)', value: bareBytesPerMillion / MiB, unit: 'MiB/Mbar', note: 'price bars alone in a bare table' },
    {
      name: 'demo market generation',
      value: generation,
      unit: 'ms',
      note: `${dataset.shares.length} shares, ${dataset.funds.length} funds, ${dataset.events.length} events; once per start`,
    },
  ];
}

/** Pushes each figure into `figures` as it is measured, so a run that fails part-way still reports what it measured. */
export async function growthFigures(scale: number, options: GrowthOptions, figures: Measured[] = []): Promise<Measured[]> {
  if (!existsSync(path.join(root, 'out/renderer/index.html')))
    throw new Error('no build in out/: run `npm run build` first (the bench does not build)');
  const runs = options.quick ? 5 : 10;
  const dir = mkdtempSync(path.join(os.tmpdir(), `mt-bench-growth-${scale}x-`));
  const dataDir = path.join(dir, 'data');
  const env = { MARKET_TERMINAL_DEMO_SCALE: String(scale) };
  const executablePath = systemChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: QUIET_CHROMIUM_ARGS });
  const started: ChildProcess[] = [];
  const track = <T extends { child: ChildProcess }>(p: T) => (started.push(p.child), p);
  try {
    // The network floor: the same demo market in its own process, a client that only downloads.
    const token = randomToken();
    const sim = track(await startSimulatorProcess(0, token, ['--scale', String(scale)]));
    const simPid = sim.child.pid ?? 0;
    const simCpuBefore = processCpuSeconds(simPid);
    const floor = await downloadAtSyncPriority(sim.baseUrl, token, simPid);
    const simCpuAfter = processCpuSeconds(simPid);
    await stopProcess(sim.child);
    const floorCpu = cpuBetween(simCpuBefore, simCpuAfter, floor.clientCpuSeconds);
    const alone = await syncAlone(path.join(dir, 'alone'), env);

    // 1. A fresh cache: GP once (its history cached, MAX remembered), then the full sync.
    const loopFile = path.join(dir, 'loop-delay.json');
    let server = track(await startServe(dataDir, [], { ...env, ...monitored(loopFile) }));
    let host = await connectHost(server.url);
    let page = await newPage(browser, server.url);
    await page.keyboard.press('Escape');
    await command(page, 'BOAF GP');
    await page.keyboard.press('Enter');
    // The first chart fetches its history while the new cache fills its first screens: give it time.
    await waitPainted(page, 1, undefined, 300_000);
    await page.keyboard.press('8');
    await waitPainted(page, GP_BARS, undefined, 300_000);
    const serveCpuBefore = processCpuSeconds(server.child.pid ?? 0);
    const sync = await syncThroughHost(host, page, runs, loopMonitor(server.child, loopFile));
    const syncCpu = cpuBetween(serveCpuBefore, processCpuSeconds(server.child.pid ?? 0));
    const gpRest = await openGpFirstAndKept(page, GP_PAIRS_AT_REST);
    // The first screen of the next start is MKT (the layout is saved shortly after a change).
    await command(page, 'MKT');
    await page.keyboard.press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await page.close();
    host.close();
    await stopProcess(server.child);

    const requests = sync.progress.total;
    figures.push(
      {
        name: 'full offline sync',
        value: alone.seconds,
        unit: 's',
        floor: { value: floor.seconds, what: 'download only' },
        budget: { of: 'ratio', op: '<=', limit: 2 },
        today: scale >= 10 ? 2.69 : 2.82,
        note: `through serve on a fresh cache, nothing else asked of it; ${alone.progress.total} requests (${alone.progress.failed} failed; floor ${floor.requests}), ${(floor.bytes / MiB).toFixed(1)} MiB on the wire; the floor's market and client run at the sync's thread priority`,
      },
      ...(alone.cpu !== null && floorCpu !== null
        ? [
            {
              name: 'full offline sync, CPU time',
              value: alone.cpu,
              unit: 's',
              floor: { value: floorCpu, what: 'download only' },
              note: 'the serve process (demo market, sync and writer, serving thread) through the sync; the floor: its market process and client thread',
            },
          ]
        : []),
      {
        name: 'full offline sync with a trader on GP',
        value: sync.seconds,
        unit: 's',
        floor: { value: alone.seconds, what: 'the sync alone' },
        note: `the same sync while the page opens GP ${sync.gpBusy.first.length + sync.gpBusy.kept.length} times and a probe pings every 10 ms (Chromium on the same cores); ${requests} requests, ${sync.progress.failed} failed${syncCpu === null ? '' : `; serve process CPU ${syncCpu.toFixed(1)} s`}`,
      },
      {
        name: 'sync throughput',
        value: floor.bytes / MiB / alone.seconds,
        unit: 'MiB/s',
        floor: { value: floor.bytes / MiB / floor.seconds, what: 'download only' },
        note: 'the same bytes over the sync time',
      },
      {
        name: 'longest stall of the serving thread',
        value: sync.loop.serving.maxMs,
        unit: 'ms',
        floor: { value: sync.loop.idle.maxMs, what: 'idle thread, same process' },
        budget: { of: 'value', op: '<', limit: scale >= 10 ? 50 : 16 },
        note: `its event-loop delay through the sync (p99 ${sync.loop.serving.p99Ms.toFixed(1)} ms; idle thread p99 ${sync.loop.idle.p99Ms.toFixed(1)} ms)`,
      },
      {
        name: 'ping round trip in the sync, longest',
        value: Math.max(...sync.busyRtt),
        unit: 'ms',
        floor: { value: Math.max(...sync.idleRtt), what: 'same probe at rest' },
        note: `WebSocket ping from the bench every 10 ms, as the window sees it; p99 ${percentile(sync.busyRtt, 99).toFixed(1)} ms`,
      },
      ...gpFigures('first chart in a pane', gpRest.first, sync.gpBusy.first, FIRST_CHART_NOTE, firstChartGoals(scale)),
      ...gpFigures("pane's chart kept", gpRest.kept, sync.gpBusy.kept, KEPT_CHART_NOTE, BRIEF_GP_GOALS),
    );

    // 2. The synced cache, read directly: size per bar, 2,500 bars, search over 10,000 × scale names.
    const dbFile = path.join(dataDir, 'market-terminal.sqlite');
    const store = Store.open(dbFile);
    const history = store.data['share-history'];
    const bars = history.count() + store.data['fund-valuations'].count();
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    const cacheBytes = fileBytes(dbFile) + fileBytes(`${dbFile}-wal`);
    const longest = history.parents().find((id) => (history.range(id)?.count ?? 0) >= 2500) ?? history.parents()[0] ?? 0;
    const days = history.columns(longest).day;
    const from = days[Math.max(0, days.length - 2500)] ?? '0000-00-00';
    const readCount = history.columns(longest, from).day.length;
    const raw = store.db
      .prepare(
        'SELECT day, day_price, variation, volume, closing_price, opening_price, upper, lower, per FROM share_history WHERE share_id = ? AND day >= ? AND day <= ? ORDER BY day',
      )
      .raw();
    // Taken in turns, so that a burst of load on the shared machine hits both alike. The store's
    // side is what `data.series` runs: typed columns read in slices (one turn when uncontended).
    const reads: Array<[number, number]> = [];
    for (let i = 0; i < 55; i++) {
      const a = performance.now();
      await readSeries(history, longest, { from });
      const b = performance.now();
      raw.all(longest, from, '9999-99-99');
      if (i >= 5) reads.push([b - a, elapsedSince(b)]);
    }
    const readStore = median(reads.map(([s]) => s));
    const readRaw = median(reads.map(([, r]) => r));

    const names = 10_000 * scale;
    const present = store.db.prepare('SELECT count(*) FROM search').pluck().get() as number;
    const words = ['Banque', 'Société', 'Générale', 'Atlantique', 'Énergie', 'Ciment', 'Sucrière', 'Télécom', 'Agro', 'Capital'];
    const more = ['Invest', 'Fonds', 'Actions', 'Obligations', 'Sahel', 'Côte', 'Industrie', 'Mines', 'Pétrole', 'Transport'];
    const extra = Array.from({ length: Math.max(0, names - present) }, (_, i) => ({
      ref: 1_000_000 + i,
      code: `X${(i * 7919).toString(36).toUpperCase().padStart(4, 'A')}`,
      title: `${words[i % 10]} ${more[Math.floor(i / 10) % 10]} ${words[Math.floor(i / 100) % 10]} ${i}`,
    }));
    store.db.transaction(() => store.search.put('fund', extra))();
    const queries = Array.from({ length: options.quick ? 400 : 2000 }, (_, i) => {
      const w = [...words, ...more][(i * 31) % 20] ?? 'ban';
      return w.slice(0, 1 + (i % 4)).toLowerCase();
    });
    // The floor: the store's own two FTS queries (codes in their index, then everything; 100
    // candidates each), unranked.
    const fts = store.db.prepare('SELECT rowid, kind, ref, code, title FROM search WHERE search MATCH ? LIMIT 100');
    const codes = store.db.prepare(
      'SELECT s.rowid, s.kind, s.ref, s.code, s.title FROM search_code AS c JOIN search AS s ON s.rowid = c.rowid WHERE search_code MATCH ? LIMIT 100',
    );
    const bareFind = (q: string) => {
      const match = toMatchQuery(q) ?? q;
      return [codes.all(match), fts.all(match)];
    };
    const time = (fn: (q: string) => unknown) => {
      for (const q of queries.slice(0, 50)) fn(q);
      return queries.map((q) => {
        const t = performance.now();
        fn(q);
        return elapsedSince(t);
      });
    };
    const searchStore = time((q) => store.search.find(q, { limit: 12 }));
    const searchBare = time(bareFind);
    store.close();
    figures.push(
      {
        name: `read ${readCount} bars (typed columns)`,
        value: readStore,
        unit: 'ms',
        floor: { value: readRaw, what: 'raw SELECT' },
        budget: { of: 'ratio', op: '<=', limit: 1.5 },
        note: 'median of 50, taken in turns with the floor',
      },
      {
        name: `search ${names.toLocaleString('en-US')} names in the store, p95`,
        value: percentile(searchStore, 95),
        unit: 'ms',
        floor: { value: percentile(searchBare, 95), what: 'its FTS queries alone' },
        // The brief's < 1 ms over 10,000 names; issue 25's < 0.5 ms over 100,000 (the store meets both).
        budget: { of: 'value', op: '<', limit: 0.5 },
        ...(scale >= 10 ? { today: 1.23 } : {}),
        note: `${queries.length} prefixes of 1–4 letters; ${names.toLocaleString('en-US')} names (100,000 at 10x)`,
      },
      {
        name: 'cache size on disk per million bars',
        value: cacheBytes / MiB / (bars / 1e6),
        unit: 'MiB/Mbar',
        note: `${(cacheBytes / MiB).toFixed(1)} MiB for ${bars.toLocaleString('en-US')} price bars and NAVs (and everything else)`,
      },
    );
    figures.push(...ingestFigures(scale, dir, options.quick));

    // 3. A warm start: process start → MKT painted; then the search round trip and the heap.
    const bareStart = await bareNodeStartMs();
    // The tab exists first, as the desktop app's window does while its core starts: making a tab
    // is Chromium's own work (and on this machine, its browser UI's scripts), not the terminal's.
    page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const t0 = performance.now();
    server = track(await startServe(dataDir, [], env));
    const serverReady = elapsedSince(t0);
    await page.goto(server.url);
    const firstRow = page.getByRole('region', { name: /^MKT/ }).locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').nth(2);
    await firstRow.filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
    const firstScreen = elapsedSince(t0);
    figures.push({
      name: 'first useful screen, warm cache',
      value: firstScreen,
      unit: 'ms',
      floor: { value: bareStart, what: 'bare node start' },
      budget: { of: 'value', op: '<', limit: 1000 },
      note: `server process start → MKT rows with prices painted; the server answered after ${serverReady.toFixed(0)} ms`,
    });

    host = await connectHost(server.url);
    const roundTrip = async (method: 'search.query' | 'prefs.get', input?: (q: string) => unknown) => {
      const out: number[] = [];
      for (const q of queries) {
        const t = performance.now();
        await host.call(method, input?.(q));
        out.push(elapsedSince(t));
      }
      return out;
    };
    const searchTrip = await roundTrip('search.query', (text) => ({ text, limit: 12 }));
    const trivialTrip = await roundTrip('prefs.get');
    figures.push({
      name: `search ${names.toLocaleString('en-US')} names, round trip p95`,
      value: percentile(searchTrip, 95),
      unit: 'ms',
      floor: { value: percentile(trivialTrip, 95), what: 'trivial call' },
      budget: { of: 'value', op: '<', limit: 16 },
      note: 'WebSocket request → answer, as the command line asks',
    });

    // Sixteen chart panes: split until there are 16, each showing GP of another share.
    await page.evaluate(RECORD_KEYS);
    const heapBefore = await heapMiB(page);
    const listed = (await host.call<{ records: Array<{ id: number; mnemo_code: string | null }> }>('data.read', { dataset: 'shares' }))
      .records;
    const shares = listed.map((s) => s.mnemo_code).filter((m): m is string => !!m);
    for (let i = 0; (await page.locator('.pane').count()) < 16 && i < 40; i++) {
      // Split the largest pane, across its longer side: 16 panes of about the same size.
      const boxes = await Promise.all(
        (await page.locator('.pane').all()).map(async (pane) => (await pane.boundingBox()) ?? { width: 0, height: 0 }),
      );
      const largest = boxes.reduce(
        (best, box, at) => (box.width * box.height > (boxes[best]?.width ?? 0) * (boxes[best]?.height ?? 0) ? at : best),
        0,
      );
      await page.locator('.pane-header').nth(largest).click();
      const { width = 0, height = 0 } = boxes[largest] ?? {};
      await page.keyboard.press(width >= height ? 'Alt+v' : 'Alt+s');
    }
    const panes = await page.locator('.pane').count();
    for (let i = 0; i < panes; i++) {
      // A click on its header focuses pane i (Tab walks a pane's own controls before the next pane).
      await page.locator('.pane-header').nth(i).click();
      await command(page, `${shares[i % shares.length] ?? 'BOAF'} GP`);
      await page.keyboard.press('Enter');
      await waitPainted(page, 1);
    }
    const charts = await page.locator('.chart-host').count();
    const heapAfter = await heapMiB(page);
    figures.push(
      {
        name: `renderer heap, ${charts} chart panes`,
        value: heapAfter,
        unit: 'MiB',
        floor: { value: heapBefore, what: 'first screen' },
        note: 'after GC',
      },
      {
        name: 'renderer heap per chart pane',
        value: (heapAfter - heapBefore) / Math.max(1, charts),
        unit: 'MiB',
        budget: { of: 'value', op: '<=', limit: 4 },
        ...(scale >= 10 ? { today: 5.2 } : {}),
        note: `the ${charts} panes' GP (studies off) over the first screen, after GC`,
      },
    );
    await page.close();

    // 4. A new bar arriving on a shown GP (the first shares listed; all synced above).
    const newBarShares = listed
      .filter((s): s is { id: number; mnemo_code: string } => !!s.mnemo_code)
      .map((s) => ({ id: s.id, code: s.mnemo_code }))
      .slice(0, 3);
    figures.push(...(await newBarFigures(browser, server.url, dbFile, newBarShares, GP_BARS)));
    host.close();
    await stopProcess(server.child);
    return figures;
  } finally {
    await browser.close();
    for (const child of started) await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
