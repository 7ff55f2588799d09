// The kill soak: `market-terminal sync` runs in a child process (the command line bundled with
// esbuild from the current sources) against the demo market and is killed with SIGKILL again and
// again on the same cache. After every run the cache must pass the checks of cache-checks.ts and
// hold no fewer records than before; a last unkilled run must complete the data exactly.
//
// Every run has work to do, so every kill lands inside real work: a run starts a fresh cache, or
// forces a refetch of a group the cache holds whole, or resumes the run the last kill
// interrupted. Each run syncs one group of datasets (a few seconds), and its kill time is drawn
// uniformly over how long the last whole run of the same shape took (a little more, so a slower
// machine is noticed; one kill in eight over its end only), measured between the child's
// "working" and "done" marks (test/unit/fixtures/cli-child.ts). Only a SIGKILL that arrives
// between those marks counts as a kill; a run that ends first is checked the same way and tells
// how long that shape takes now.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { startSimulator, type Simulator } from '../../src-main/simulator';
import { DATASET_NAMES, parentDataset, type DatasetName } from '../../src-main/store/datasets';
import { datasetRecords } from '../../src-main/store/dataset-records';
import { Store } from '../../src-main/store/store';
import { expectedRecords, firstDifference } from '../unit/sync/records';
import { cachedRecords, expectations, problems } from './cache-checks';

const root = path.resolve(import.meta.dirname, '../..');
const CHILD = path.join(root, 'test/unit/fixtures/cli-child.ts');

/** Default groups: each a run of a few seconds on a 2-core machine; together every dataset. */
const DEFAULT_GROUPS: readonly (readonly DatasetName[])[] = [
  DATASET_NAMES.filter((d) => d.startsWith('share-')),
  ['fund-valuations', 'fund-documents', 'country-indicators', 'country-links'],
  ['event-history'],
];
/** Kill times are drawn over this much more than the last measured run, so a slower run is noticed. */
const WINDOW_SLACK = 1.15;
/**
 * This share of kills is drawn over the end of the window only (from END_FROM of it): the last
 * writes, the run's closing record and the cache's closing take a few ms a uniform draw rarely hits.
 */
const END_SHARE = 1 / 8;
const END_FROM = 0.85;
/** After a kill, the next run resumes it this often; otherwise a new fresh or forced run begins. */
const RESUME_SHARE = 0.6;
/** A new run forces a refetch of a group the cache holds whole this often; otherwise it starts a fresh cache. */
const FORCE_SHARE = 2 / 3;
/** A run that takes longer than this is stuck: killed and reported. */
const STUCK_MS = 180_000;

export interface SoakOptions {
  kills: number;
  seed: number;
  /** Working folder (the caller removes it): the cache and the bundled command line. */
  dir: string;
  /** Datasets synced together in one run (parent lists come along); default DEFAULT_GROUPS. */
  groups?: readonly (readonly DatasetName[])[];
  /** The demo market's seed (default 6: a share with more than 2000 days of history). */
  marketSeed?: number;
  /** A progress line every `every` kills (default 25). */
  onProgress?: (line: string) => void;
  every?: number;
}

export interface SoakRun {
  run: number;
  /** fresh | force | resume, and the group: "fresh 0". */
  shape: string;
  /** ms after the "working" mark when SIGKILL was sent; null: the run ended first. */
  killAfterMs: number | null;
  /** How long the run was expected to take (ms), the kill time drawn over it; null: left to finish. */
  windowMs: number | null;
  /** ms from "working" to "done", when it got there. */
  tookMs: number | null;
  /** Marks the child wrote before it ended, in order. */
  marks: string[];
  /** The last progress the child reported: how far into its requests it was (throttled to a few a second). */
  reached: { done: number; total: number; state: string } | null;
  signal: NodeJS.Signals | null;
  code: number | null;
  /** A kill that landed inside the sync: SIGKILL after "working", before "done". */
  counted: boolean;
}

export interface SoakResult {
  runs: SoakRun[];
  kills: number;
  integrityFailures: number;
  recordsLost: number;
  /** Every other finding: inconsistent caches, failed runs, a final run that did not complete the data. */
  problems: string[];
  elapsedMs: number;
  /** "N kills, N integrity failures, N records lost, N other problems". */
  summary: string;
}

/** mulberry32: the same seed gives the same shapes and kill fractions (timings vary by machine). */
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

interface Outcome {
  marks: string[];
  signal: NodeJS.Signals | null;
  code: number | null;
  /** ms from "working" to "done" as seen here; null without both. */
  tookMs: number | null;
  killAfterMs: number | null;
  /** Killed because it ran longer than STUCK_MS: a hang, not a kill of the soak. */
  stuck: boolean;
  output: string;
}

/** One child run of the command line, killed `killAfterMs` after its "working" mark (never when Infinity). */
function runChild(bundle: string, args: string[], sim: Simulator, killAfterMs: number): Promise<Outcome> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_PATH: path.join(root, 'node_modules'),
    MARKET_TERMINAL_TOKEN: sim.token,
    SOAK_MARKS: '1',
  };
  delete env.NODE_OPTIONS; // the bundle runs under plain Node, without the loader that runs this file
  const child = spawn(process.execPath, [bundle, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  let working = 0;
  let done = 0;
  let killSent: number | null = null;
  let stuck = false;
  const timers: NodeJS.Timeout[] = [];
  const kill = (afterMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killSent = afterMs;
    child.kill('SIGKILL');
  };
  timers.push(
    setTimeout(() => {
      stuck = true;
      kill(Date.now() - working);
    }, STUCK_MS),
  );
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    if (!working && err.includes('soak-mark working')) {
      working = Date.now();
      if (Number.isFinite(killAfterMs)) timers.push(setTimeout(() => kill(killAfterMs), killAfterMs));
    }
    if (!done && err.includes('soak-mark done')) done = Date.now();
  });
  // 'close': the pipes are drained, so every mark written before the end has been read.
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      timers.forEach(clearTimeout);
      resolve({
        marks: [...err.matchAll(/^soak-mark (\w+)$/gm)].map((m) => m[1] as string),
        signal,
        code,
        tookMs: working && done ? done - working : null,
        killAfterMs: killSent,
        stuck,
        output: `${out}\n${err}`.trim(),
      });
    }),
  );
}

function lastProgress(output: string): SoakRun['reached'] {
  const line = output.split('\n').findLast((l) => l.startsWith('{"type":"progress"'));
  if (line === undefined) return null;
  const { done, total, state } = JSON.parse(line) as { done: number; total: number; state: string };
  return { done, total, state };
}

const clock = (ms: number) => `${Math.floor(ms / 60_000)}m${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}s`;

/** The datasets a group's runs fill: the group and the lists they hang from. */
function withParents(group: readonly DatasetName[]): DatasetName[] {
  const parents = new Set<DatasetName | null>(group.map((d) => parentDataset(d)));
  return DATASET_NAMES.filter((d) => group.includes(d) || parents.has(d));
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const groups = options.groups ?? DEFAULT_GROUPS;
  const every = options.every ?? 25;
  const random = rng(options.seed);
  const began = Date.now();
  const db = path.join(options.dir, 'cache.db');
  const bundle = path.join(options.dir, 'cli-child.cjs');
  // Bundled once: a child starts in ~0.1 s instead of ~0.5 s under tsx.
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
  const sim = await startSimulator({ seed: options.marketSeed ?? 6 });
  const want = expectations(sim.dataset);
  const runs: SoakRun[] = [];
  const found: string[] = [];
  let kills = 0;
  let integrityFailures = 0;
  let recordsLost = 0;
  let cached = 0; // the most records this cache has held: it may only grow until the cache is started afresh
  const measured = new Map<string, number>(); // ms from "working" to "done" of the last whole run of a shape
  // The run a kill interrupted (run again, it resumes), and the groups the cache holds whole.
  let interrupted: { kind: 'fresh' | 'force'; group: number } | null = null;
  const complete = new Set<number>();
  const syncArgs = (datasets: readonly DatasetName[], force: boolean) => [
    'sync',
    '--base-url',
    sim.baseUrl,
    '--db',
    db,
    '--json',
    '--only',
    datasets.join(','),
    ...(force ? ['--force'] : []),
  ];
  let other = 0;
  const fail = (problem: string) => {
    found.push(problem);
    other++;
  };

  try {
    while (kills < options.kills) {
      const n = runs.length;
      let plan: { kind: 'fresh' | 'force'; group: number };
      let shape: string;
      if (interrupted && random() < RESUME_SHARE) {
        plan = interrupted;
        shape = `resume ${plan.group}`;
      } else {
        const group = Math.floor(random() * groups.length);
        // Only a group the cache holds whole is forced: on anything else a forced run would
        // resume the interrupted one or fetch afresh, not take the measured time.
        const kind = complete.has(group) && random() < FORCE_SHARE ? 'force' : 'fresh';
        plan = { kind, group };
        shape = `${kind} ${group}`;
        if (kind === 'fresh') {
          for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
          cached = 0;
          complete.clear();
        }
      }
      const args = syncArgs(groups[plan.group] ?? [], plan.kind === 'force');
      // The first run of a shape is left to finish: it measures the window. A resumed run has
      // less left to do: a kill drawn over the whole run lands in what is left, or after the
      // run has ended (not counted; the run is then complete).
      const windowMs = measured.get(`${plan.kind} ${plan.group}`) ?? Number.POSITIVE_INFINITY;
      const fraction = random() < END_SHARE ? END_FROM + random() * (WINDOW_SLACK - END_FROM) : random() * WINDOW_SLACK;
      const killAfterMs = Number.isFinite(windowMs) ? Math.round(fraction * windowMs) : Number.POSITIVE_INFINITY;
      const outcome = await runChild(bundle, args, sim, killAfterMs);
      const counted =
        outcome.signal === 'SIGKILL' && !outcome.stuck && outcome.marks.includes('working') && !outcome.marks.includes('done');
      runs.push({
        run: n,
        shape,
        killAfterMs: outcome.killAfterMs,
        windowMs: Number.isFinite(windowMs) ? Math.round(windowMs) : null,
        tookMs: outcome.tookMs,
        marks: outcome.marks,
        reached: lastProgress(outcome.output),
        signal: outcome.signal,
        code: outcome.code,
        counted,
      });
      const label = `run ${n} (${shape}, ${outcome.killAfterMs === null ? 'not killed' : `kill at ${outcome.killAfterMs} ms`}, seed ${options.seed})`;

      if (outcome.stuck) {
        fail(`${label}: still running after ${STUCK_MS / 1000} s: ${outcome.output.slice(-2000)}`);
        interrupted = plan;
      } else if (counted) {
        kills++;
        interrupted = plan;
      } else {
        // Ended by itself (or killed after it returned): it must have finished the group cleanly.
        const result = outcome.output.split('\n').findLast((l) => l.startsWith('{"type":"result"'));
        const clean = result !== undefined && /"state":"done"/.test(result) && /"failed":0[,}]/.test(result);
        if (!outcome.marks.includes('done') || !clean || (outcome.signal === null && outcome.code !== 0))
          fail(`${label}: did not finish cleanly: ${outcome.output.slice(-2000)}`);
        if (outcome.tookMs !== null && shape !== `resume ${plan.group}`) measured.set(shape, outcome.tookMs);
        complete.add(plan.group);
        interrupted = null;
      }

      const seen = problems(db, want);
      for (const p of seen) {
        if (p.startsWith('integrity_check')) {
          integrityFailures++;
          found.push(`${label}: ${p}`);
        } else fail(`${label}: ${p}`);
      }
      if (!seen.some((p) => p.startsWith('integrity_check'))) {
        const records = cachedRecords(db);
        if (records < cached) found.push(`${label}: ${cached - records} records lost`);
        recordsLost += Math.max(0, cached - records);
        cached = Math.max(cached, records);
      }
      if (counted && kills % every === 0)
        options.onProgress?.(
          `soak: ${kills} kills, ${runs.length} runs, ${found.length} failures, ${cached} records, ${clock(Date.now() - began)}`,
        );
    }

    // The last run resumes whatever the kills left, and fills every group's datasets.
    const all = DATASET_NAMES.filter((d) => groups.some((g) => withParents(g).includes(d)));
    const last = await runChild(bundle, syncArgs(all, false), sim, Number.POSITIVE_INFINITY);
    if (last.code !== 0) fail(`final run exited ${last.code}: ${last.output.slice(-2000)}`);
    problems(db, want).forEach((p) => fail(`after the final run: ${p}`));
    const store = Store.open(db);
    try {
      store.notices.forEach((n) => fail(`the cache was found damaged: ${n}`));
      for (const name of all) {
        const got = [...datasetRecords(store, name)];
        const expected = expectedRecords(sim.dataset, name);
        const first = firstDifference(got, expected);
        if (first !== null)
          fail(`after the final run, ${name} holds ${got.length} of ${expected.length} records, the first different is #${first}`);
      }
    } finally {
      store.close();
    }
  } finally {
    await sim.close();
  }
  return {
    runs,
    kills,
    integrityFailures,
    recordsLost,
    problems: found,
    elapsedMs: Date.now() - began,
    summary: `${kills} kills, ${integrityFailures} integrity failures, ${recordsLost} records lost, ${other} other problems`,
  };
}

/** Where the counted kills landed, by the child's last progress report: "opening 12, lists 30, 0–25% 80, …". */
export function whereKillsLanded(runs: readonly SoakRun[]): string {
  const phases = ['opening', 'lists', '0–25%', '25–50%', '50–75%', '75–100%', 'final bookkeeping'] as const;
  // Until the lists are in, the total counts only them: the per-record requests are added after.
  const lists = DATASET_NAMES.filter((d) => parentDataset(d) === null).length;
  const counts = new Map<string, number>(phases.map((p) => [p, 0]));
  for (const { reached } of runs.filter((r) => r.counted)) {
    let phase: string;
    if (reached === null) phase = 'opening';
    else if (reached.state !== 'running') phase = 'final bookkeeping';
    else if (reached.total <= lists) phase = 'lists';
    else phase = phases[2 + Math.min(3, Math.floor((4 * reached.done) / reached.total))] as string;
    counts.set(phase, (counts.get(phase) ?? 0) + 1);
  }
  return phases.map((p) => `${p} ${counts.get(p)}`).join(', ');
}
