// `npm run soak:ui [-- --minutes N] [--scale N] [--desktop] [--windows 0|1|2]`: a trader's day,
// compressed. Browser mode (or the desktop app under the electron stand-in, with two panes detached
// into windows of their own) on the demo market (or one N times larger), a temp data folder, the
// built renderer in out/, system Chromium; the focused pane cycles a
// trader's screens by keyboard, about 50 commands a minute, for N minutes (default 10). Before each
// sample the page's garbage is collected, so the heap figure is what the page still holds. After a
// warm-up (the first syncs, the first chart, caches filling) it reports the growth of the page's
// JS heap and of the server's RSS as least-squares slopes, against the issue's goals. The server's
// garbage is collected before each sample too (all its threads, through its inspector), so its RSS
// and JS heap say what it holds, not how far its collector has let garbage pile up.
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS, systemChromium } from '../system-chromium';
import { heapKinds, type HeapKinds } from './heap-kinds';
import { ServerInspector, type ThreadMemory } from './server-inspector';
import { openSoakTerminal } from './soak-terminal';
import { detachPanes, run } from './soak-keys';
import { CYCLE } from './ui-soak-cycle';
import { slope } from './slope';

const root = path.resolve(__dirname, '../..');
const KiB = 1024;
const MiB = 1024 * KiB;
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
  /**
   * What the page keeps: its objects and the browser's (DOM), without compiled code. V8 compiles
   * more of the app as it runs, up to the app's size, so code grows for a while without anything kept.
   */
  kept: number;
  /** The same, window by window (the first: the main window, where the commands are typed). */
  keptByWindow: number[];
  /** Compiled code (bytecode, machine code, feedback) in the same snapshots. */
  code: number;
  /** The server's JS heap in use, every thread's, after a full collection. */
  serverHeap: number;
  /** Every server thread's heap reserved (V8's pages, used or not) and memory outside its heap. */
  serverHeapTotal: number;
  serverExternal: number;
  /** Every server thread's heap in use (`process.memoryUsage()`), and the compiled code in it. */
  serverHeapUsed: number;
  serverCode: number;
  rss: number;
}

/**
 * Issue 32's figures when it was filed (browser mode, the same cycle, GC before each sample): the
 * page grew 9.0 → 16.6 MiB in 8 minutes (about 25 KB per command), the server 304 → 315 MiB.
 */
const AT_FILING = {
  page: '2,500 KiB per 100 commands (25 KB a command; 9.0 → 16.6 MiB in 8 min)',
  server: '13.8 MiB per 10 min (304 → 315 MiB in 8 min)',
};

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

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

/** The heaps of every window, after a full collection, summed. */
async function heapOfAll(sessions: CDPSession[]): Promise<number> {
  let total = 0;
  for (const cdp of sessions) total += await heapAfterGc(cdp);
  return total;
}

/** What every window keeps (and its compiled code), summed and window by window. */
async function keptOfAll(sessions: CDPSession[]): Promise<Pick<Sample, 'kept' | 'keptByWindow' | 'code'>> {
  const windows: HeapKinds[] = [];
  for (const cdp of sessions) windows.push(await heapKinds(cdp));
  const keptByWindow = windows.map((kinds) => kinds.objects + kinds.native);
  return { kept: keptByWindow.reduce((a, b) => a + b, 0), keptByWindow, code: windows.reduce((sum, kinds) => sum + kinds.code, 0) };
}

type ServerThreads = Pick<Sample, 'serverHeapTotal' | 'serverExternal' | 'serverHeapUsed' | 'serverCode'>;

function sumThreads(threads: readonly ThreadMemory[]): ServerThreads {
  const sum = (pick: (t: ThreadMemory) => number) => threads.reduce((total, t) => total + pick(t), 0);
  return {
    serverHeapTotal: sum((t) => t.heapTotal),
    serverExternal: sum((t) => t.external),
    serverHeapUsed: sum((t) => t.heapUsed),
    serverCode: sum((t) => t.code),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      scale: { type: 'string', default: '1' },
      desktop: { type: 'boolean', default: false },
      windows: { type: 'string' },
    },
  });
  const minutes = Number(values.minutes);
  const scale = Number(values.scale);
  const windowCount = Number(values.windows ?? (values.desktop ? 2 : 0));
  if (!(minutes > 1)) throw new Error('--minutes must be more than 1 (the first minute is the warm-up)');
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error('--scale must be a whole number from 1 to 100');
  if (!Number.isInteger(windowCount) || windowCount < 0 || windowCount > 2) throw new Error('--windows must be 0, 1 or 2');
  if (!existsSync(path.join(root, 'out/renderer/index.html'))) throw new Error('no build in out/: run `npx electron-vite build` first');

  const executablePath = systemChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: QUIET_CHROMIUM_ARGS });
  const terminal = await openSoakTerminal(browser, { desktop: values.desktop, scale }).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  const inspector = await ServerInspector.open(terminal.inspectPort);
  try {
    const page = await terminal.context.newPage();
    await page.goto(terminal.url);
    await page.getByRole('region').nth(2).waitFor();
    await page.locator('.pane.focused [role="grid"]:focus').waitFor(); // the first list has the keys
    const windows = await detachPanes(page, terminal.context, windowCount);
    const sessions = await Promise.all([page, ...windows].map((p) => terminal.context.newCDPSession(p)));

    const path_ = values.desktop ? 'the desktop app under the electron stand-in' : 'browser mode';
    const detached = windowCount ? `, ${windowCount} pane(s) detached into windows of their own` : '';
    console.log(
      `soak:ui — ${path_}, demo market ×${scale}${detached}; ${minutes} min of ${CYCLE.join(', ')} (one command every ${COMMAND_MS} ms), warm-up ${WARM_UP_MS / 1000} s`,
    );
    const start = performance.now();
    const end = start + minutes * 60_000;
    const samples: Sample[] = [];
    let commands = 0;
    while (performance.now() < end) {
      const due = start + commands * COMMAND_MS;
      await sleep(due - performance.now());
      await run(page, CYCLE[commands % CYCLE.length] ?? 'MKT');
      commands += 1;
      if (commands % CYCLE.length !== 0) continue;
      const atMs = performance.now() - start;
      const warm = atMs >= WARM_UP_MS;
      const sample: Sample = {
        commands,
        atMs,
        heap: await heapOfAll(sessions),
        // By kind only once measured: a heap snapshot per window is the slow part of a sample.
        ...(warm ? await keptOfAll(sessions) : { kept: 0, keptByWindow: [], code: 0 }),
        serverHeap: await inspector.collectGarbage(),
        ...sumThreads(await inspector.memory()),
        rss: rssOf(terminal.pid),
      };
      samples.push(sample);
      const phase = warm ? '' : ' (warm-up)';
      console.log(
        `${(atMs / 1000).toFixed(0).padStart(5)} s  ${String(commands).padStart(5)} commands  heap ${mib(sample.heap)}${warm ? ` (kept ${mib(sample.kept)})` : ''}  server ${mib(sample.rss)} (JS ${mib(sample.serverHeap)} of ${mib(sample.serverHeapTotal)}, external ${mib(sample.serverExternal)})${phase}`,
      );
    }

    const measured = samples.filter((s) => s.atMs >= WARM_UP_MS);
    if (measured.length < 3) throw new Error('too few samples after the warm-up: run longer');
    const first = measured[0] as Sample;
    const last = measured[measured.length - 1] as Sample;
    const per100 = (pick: (s: Sample) => number) => slope(measured.map((s) => [s.commands, pick(s)])) * 100;
    const per10Min = (pick: (s: Sample) => number) => slope(measured.map((s) => [s.atMs, pick(s)])) * 600_000;
    const heapPer100 = per100((s) => s.heap);
    const keptPer100 = per100((s) => s.kept);
    const rssPer10Min = per10Min((s) => s.rss);
    const verdict = (ok: boolean) => (ok ? 'within the goal' : 'OVER the goal');
    const pages = windowCount ? `${windowCount + 1} windows' ` : '';
    const serverRest = (s: Sample) => s.rss - s.serverHeapTotal - s.serverExternal;
    console.log(
      `\nAfter warm-up: ${last.commands - first.commands} commands in ${((last.atMs - first.atMs) / 60_000).toFixed(1)} min, ${measured.length} samples`,
    );
    console.log(`page kept   ${mib(first.kept)} → ${mib(last.kept)}; slope ${kib(keptPer100)} per 100 commands (${pages}objects and DOM)`);
    // With windows, the goal is each page's: a window is a page of its own, with its own heap.
    const keptPer100ByWindow = sessions.map((_, w) => per100((s) => s.keptByWindow[w] ?? 0));
    if (windowCount)
      console.log(
        `  by window ${keptPer100ByWindow.map((k, w) => `${w === 0 ? 'main' : `window ${w}`} ${kib(k)}`).join(', ')} per 100 commands`,
      );
    const worstKept = Math.max(...keptPer100ByWindow);
    console.log(
      `page heap   ${mib(first.heap)} → ${mib(last.heap)}; slope ${kib(heapPer100)} per 100 commands (${pages}JS heap in use); compiled code in the snapshots ${kib(per100((s) => s.code))} per 100 commands`,
    );
    console.log(
      `server RSS  ${mib(first.rss)} → ${mib(last.rss)}; slope ${mib(rssPer10Min)} per 10 min, ${kib(per100((s) => s.rss))} per 100 commands`,
    );
    console.log(
      `  of which  JS in use ${kib(per10Min((s) => s.serverHeap))}, JS heap reserved ${kib(per10Min((s) => s.serverHeapTotal))}, external ${kib(per10Min((s) => s.serverExternal))}, the rest ${kib(per10Min(serverRest))} per 10 min (every thread; the rest: SQLite, malloc, and heap pages first touched)`,
    );
    const serverObjects = (s: Sample) => s.serverHeapUsed - s.serverCode;
    const serverObjectsPer10Min = per10Min(serverObjects);
    console.log(
      `server JS   objects ${mib(serverObjects(first))} → ${mib(serverObjects(last))} (${kib(serverObjectsPer10Min)} per 10 min), compiled code ${mib(first.serverCode)} → ${mib(last.serverCode)} (${kib(per10Min((s) => s.serverCode))} per 10 min); every thread`,
    );
    const row = (name: string, atFiling: string, now: string, goal: string, ok: boolean | null) =>
      console.log(`${name.padEnd(26)}${atFiling.padEnd(74)}${now.padEnd(28)}${goal.padEnd(12)}${ok === null ? '' : verdict(ok)}`);
    console.log('');
    row('', 'at filing (issue 32)', 'now', 'goal', null);
    row(
      windowCount ? 'page kept (worst window)' : 'page kept',
      AT_FILING.page,
      `${kib(worstKept)} per 100 commands`,
      `< ${kib(GOAL_PAGE_BYTES_PER_100)}`,
      worstKept < GOAL_PAGE_BYTES_PER_100,
    );
    row(
      'server RSS',
      AT_FILING.server,
      `${mib(rssPer10Min)} per 10 min`,
      `< ${mib(GOAL_SERVER_BYTES_PER_10_MIN)}`,
      rssPer10Min < GOAL_SERVER_BYTES_PER_10_MIN,
    );
    row(
      'server objects',
      'not measured',
      `${kib(serverObjectsPer10Min)} per 10 min`,
      `< ${mib(GOAL_SERVER_BYTES_PER_10_MIN)}`,
      serverObjectsPer10Min < GOAL_SERVER_BYTES_PER_10_MIN,
    );
    const problems = terminal.problems();
    if (problems.length) console.log(`problems in the windows:\n  ${problems.join('\n  ')}`);
    process.exitCode = worstKept < GOAL_PAGE_BYTES_PER_100 && rssPer10Min < GOAL_SERVER_BYTES_PER_10_MIN && !problems.length ? 0 : 1;
  } finally {
    inspector.close();
    await terminal.close();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
