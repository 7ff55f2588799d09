// `npm run soak:ui [-- --minutes N]`: a trader's day, compressed. Browser mode on the demo market
// (a temp data folder, the built renderer in out/, system Chromium); the focused pane cycles a
// trader's screens by keyboard, about 50 commands a minute, for N minutes (default 10). Before each
// sample the page's garbage is collected, so the heap figure is what the page still holds. After a
// warm-up (the first syncs, the first chart, caches filling) it reports the growth of the page's
// JS heap and of the server's RSS as least-squares slopes, against the goals. The server's
// garbage is collected before each sample too (all its threads, through its inspector), so its RSS
// and JS heap say what it holds, not how far its collector has let garbage pile up.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startServe, stopProcess } from '../cli-processes';
import { QUIET_CHROMIUM_ARGS, systemChromium } from '../system-chromium';
import { heapKinds, type HeapKinds } from './heap-kinds';
import { freePort, ServerInspector } from './server-inspector';
import { slope } from './slope';

const root = path.resolve(__dirname, '../..');
const KiB = 1024;
const MiB = 1024 * KiB;
/** The screens a trader flips through; GP mixed with other screens in one pane is what once leaked. */
const CYCLE = ['MKT', 'BOAF GP', 'BOAF DES', 'BOAF HP', 'FUNDS', 'CAL', 'CTRY', 'EENI GP', 'BOAF CMP', 'AGENDA', 'WL', 'HELP', 'DQ'];
/** ~50 commands a minute. */
const COMMAND_MS = 1200;
/** Not measured: the first syncs, the first charts, the lists and caches filling. */
const WARM_UP_MS = 60_000;
const GOAL_PAGE_BYTES_PER_100 = 50 * KiB;
const GOAL_SERVER_BYTES_PER_10_MIN = 1 * MiB;

interface Sample {
  commands: number;
  atMs: number;
  heap: number;
  /** The server's JS heap in use, every thread's, after a full collection. */
  serverHeap: number;
  rss: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process (the server and its worker threads). */
function rssOf(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1];
    if (kib) return Number(kib) * KiB;
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * KiB;
}

/** The page's JS heap in use after a full collection (twice: the first frees what finalizers let go). */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Types a command and presses Enter once the line suggests it (a first start may still be caching lists). */
async function run(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(text);
  const suggestion = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  const word = text.split(' ')[0] ?? text;
  await suggestion.filter({ hasText: new RegExp(word, 'i') }).waitFor({ timeout: 30_000 });
  await page.keyboard.press('Enter');
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
  const minutes = Number(values.minutes);
  if (!(minutes > 1)) throw new Error('--minutes must be more than 1 (the first minute is the warm-up)');
  if (!existsSync(path.join(root, 'out/renderer/index.html'))) throw new Error('no build in out/: run `npx electron-vite build` first');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-soak-ui-'));
  const inspectPort = await freePort();
  const server = await startServe(dataDir, [], { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` });
  const inspector = await ServerInspector.open(inspectPort);
  const executablePath = systemChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: QUIET_CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(server.url);
    await page.locator('.pane').first().waitFor();
    await page.keyboard.press('Escape');
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('serve has no pid');

    console.log(`soak:ui — ${minutes} min of ${CYCLE.join(', ')} (one command every ${COMMAND_MS} ms), warm-up ${WARM_UP_MS / 1000} s`);
    const start = performance.now();
    const end = start + minutes * 60_000;
    const samples: Sample[] = [];
    /** The page's heap by kind at the first sample after the warm-up. */
    let kindsAtStart: { commands: number; kinds: HeapKinds } | null = null;
    let commands = 0;
    while (performance.now() < end) {
      const due = start + commands * COMMAND_MS;
      await sleep(due - performance.now());
      await run(page, CYCLE[commands % CYCLE.length] ?? 'MKT');
      commands += 1;
      if (commands % CYCLE.length !== 0) continue;
      const atMs = performance.now() - start;
      const sample = { commands, atMs, heap: await heapAfterGc(cdp), serverHeap: await inspector.collectGarbage(), rss: rssOf(pid) };
      samples.push(sample);
      const phase = atMs < WARM_UP_MS ? ' (warm-up)' : '';
      if (!phase && kindsAtStart === null) kindsAtStart = { commands, kinds: await heapKinds(cdp) };
      console.log(
        `${(atMs / 1000).toFixed(0).padStart(5)} s  ${String(commands).padStart(5)} commands  heap ${mib(sample.heap)}  server ${mib(sample.rss)} (JS ${mib(sample.serverHeap)})${phase}`,
      );
    }

    const measured = samples.filter((s) => s.atMs >= WARM_UP_MS);
    const atStart = kindsAtStart;
    if (measured.length < 3 || atStart === null) throw new Error('too few samples after the warm-up: run longer');
    const kindsAtEnd = await heapKinds(cdp);
    const first = measured[0] as Sample;
    const last = measured[measured.length - 1] as Sample;
    const heapPer100 = slope(measured.map((s) => [s.commands, s.heap])) * 100;
    const rssPer10Min = slope(measured.map((s) => [s.atMs, s.rss])) * 600_000;
    const rssPer100 = slope(measured.map((s) => [s.commands, s.rss])) * 100;
    const serverHeapPer10Min = slope(measured.map((s) => [s.atMs, s.serverHeap])) * 600_000;
    const verdict = (ok: boolean) => (ok ? 'within the goal' : 'OVER the goal');
    console.log(
      `\nAfter warm-up: ${last.commands - first.commands} commands in ${((last.atMs - first.atMs) / 60_000).toFixed(1)} min, ${measured.length} samples`,
    );
    console.log(
      `page heap   ${mib(first.heap)} → ${mib(last.heap)}; slope ${kib(heapPer100)} per 100 commands (goal < ${kib(GOAL_PAGE_BYTES_PER_100)}): ${verdict(heapPer100 < GOAL_PAGE_BYTES_PER_100)}`,
    );
    console.log(
      `server RSS  ${mib(first.rss)} → ${mib(last.rss)}; slope ${mib(rssPer10Min)} per 10 min, ${kib(rssPer100)} per 100 commands (goal < ${mib(GOAL_SERVER_BYTES_PER_10_MIN)} per 10 min): ${verdict(rssPer10Min < GOAL_SERVER_BYTES_PER_10_MIN)}`,
    );
    console.log(
      `server JS   ${mib(first.serverHeap)} → ${mib(last.serverHeap)}; slope ${kib(serverHeapPer10Min)} per 10 min (every thread)`,
    );
    const perKind = (kind: keyof HeapKinds) =>
      `${kind} ${kib(((kindsAtEnd[kind] - atStart.kinds[kind]) / (commands - atStart.commands)) * 100)}`;
    // Compiled code grows until V8 has compiled what the app runs; the goal is about what the page keeps.
    console.log(
      `page heap by kind, per 100 commands: ${perKind('objects')}, ${perKind('code')} (compiled), ${perKind('native')} (DOM, editing)`,
    );
    process.exitCode = heapPer100 < GOAL_PAGE_BYTES_PER_100 && rssPer10Min < GOAL_SERVER_BYTES_PER_10_MIN ? 0 : 1;
  } finally {
    inspector.close();
    await browser.close();
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
