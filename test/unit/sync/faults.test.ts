// A full "make available offline" run against a faulty service (5xx, 429 bursts, corrupted
// records, connections dropped mid-body) over a cache that already holds everything: the run
// ends cleanly, nothing cached is lost, only refreshed requests change, refused records are reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { DATASETS, type DatasetName } from '../../../src-main/store/datasets';
import { datasetCounts } from '../../../src-main/store/dataset-records';
import type { FreshnessRecord } from '../../../src-main/store/freshness';
import { Store } from '../../../src-main/store/store';
import { runOffline, type OfflineProgress } from '../../../src-main/sync/offline-run';
import type { SyncEngine } from '../../../src-main/sync/sync-engine';
import { connect, DATASET_NAMES, engineFor, fullSync, recordingFetch, tempDir } from './helpers';
import { snapshot, type Snapshot } from './snapshot';

let sim: Simulator;
let store: Store;
const tmp = tempDir('faults');
let before: Snapshot;
let countsBefore: Record<DatasetName, number>;
let faultRunStart: string;
const progress: OfflineProgress[] = [];
let result: OfflineProgress;
let requestsBefore: number;
const rec = recordingFetch();
let afterSnapshot: Snapshot | null = null;
const after = () => (afterSnapshot ??= snapshot(store));

beforeAll(async () => {
  sim = await startSimulator({ seed: 4 });
  store = Store.open(tmp.file('cache.db'));
  await fullSync(store, sim);
  before = snapshot(store);
  countsBefore = datasetCounts(store);
  requestsBefore = sim.stats().requests;

  sim.setFaults({
    errorRate: 0.1,
    malformedRate: 0.02,
    dropRate: 0.05,
    rateLimit: { burst: 20, windowSeconds: 0.03, retryAfterSeconds: 1 }, // bursts of 20; Retry-After capped to 10 ms below
    seed: 99,
  });
  let connection: MarketConnection | null = null;
  let engine: SyncEngine | null = null;
  try {
    connection = await connect(sim, { fetch: rec.fetch, retryAfterCapMs: 10 });
    engine = engineFor(store, connection, { firstProbeMs: 20, maxProbeMs: 100 });
    faultRunStart = new Date().toISOString();
    // Forced: the cache is complete and fresh, and every request must meet the faults.
    result = await runOffline(engine, store, { force: true, onProgress: (p) => progress.push(p) });
  } finally {
    engine?.dispose();
    await connection?.close();
    sim.setFaults({ errorRate: 0, malformedRate: 0, dropRate: 0, rateLimit: null });
  }
}, 90_000);

afterAll(async () => {
  store?.close();
  await sim?.close();
  tmp.remove();
});

describe('a full sync against a faulty service', () => {
  it('met the faults and still ran to the end, reporting progress', () => {
    expect(sim.stats().requests - requestsBefore).toBeGreaterThan(3000); // everything asked again, plus retries
    const count = (test: (status: number) => boolean) => rec.statuses.filter(test).length;
    expect(count((s) => s === 429)).toBeGreaterThan(5);
    expect(count((s) => s >= 500)).toBeGreaterThan(100);
    expect(result.state).toBe('done');
    expect(result.done).toBe(result.total);
    expect(result.error).toBeNull();
    expect(result.failed).toBeLessThan(result.total * 0.02); // retries absorb almost all of it
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toEqual(result);
    for (let i = 1; i < progress.length; i++)
      expect((progress[i] as OfflineProgress).done).toBeGreaterThanOrEqual((progress[i - 1] as OfflineProgress).done);
  });

  it('lost nothing: no dataset and no parent has fewer records than before', () => {
    const counts = datasetCounts(store);
    for (const d of DATASET_NAMES) expect(counts[d], d).toBeGreaterThanOrEqual(countsBefore[d]);
    const shrunk = [...before].filter(([key, was]) => (after().get(key)?.count ?? 0) < was.count);
    expect(shrunk.map(([key]) => key)).toEqual([]);
  });

  it('changed only what this run refreshed: a failed request left its records as they were', () => {
    const attempted = (f: FreshnessRecord | null) => f !== null && f.fetchedAt >= faultRunStart;
    const changed = [...before].filter(([key, was]) => after().get(key)?.content !== was.content).map(([key]) => key);
    const unexplained = changed.filter((key) => {
      const [dataset, id] = key.split('|') as [DatasetName, string];
      const def = DATASETS[dataset];
      // Lists and series are written page by page, so even a request that failed on a later
      // page may have refreshed some records; a child list is replaced only once wholly fetched.
      if (def.parent === null) return !attempted(store.freshness.get(dataset, ''));
      const f = store.freshness.get(dataset, id);
      return def.storage === 'series' ? !attempted(f) : !(attempted(f) && f?.outcome !== 'error');
    });
    expect(unexplained).toEqual([]);
    const failed = store.freshness.all().filter((f) => f.outcome === 'error' && f.fetchedAt >= faultRunStart);
    expect(failed).toHaveLength(result.failed);
    for (const f of failed.filter((f) => DATASETS[f.dataset].storage === 'list')) {
      const key = `${f.dataset}|${f.key}`;
      expect(after().get(key), key).toEqual(before.get(key));
    }
  });

  it('reported the refused records with dataset, path and reason, and marked those fetches partial', () => {
    const rejects = store.rejects.recent(2000).filter((r) => r.at >= faultRunStart);
    expect(rejects.length).toBeGreaterThan(20);
    for (const r of rejects) {
      expect(r.dataset).toMatch(/^[a-zA-Z]+$/); // the endpoint, e.g. shareBoard
      expect(typeof r.path).toBe('string');
      expect(r.reason.length).toBeGreaterThan(0);
    }
    expect(rejects.some((r) => r.path !== '')).toBe(true);
    const partial = store.freshness.all().filter((f) => f.outcome === 'partial' && f.fetchedAt >= faultRunStart);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.reduce((sum, f) => sum + f.rejected, 0)).toBe(rejects.length);
    for (const f of partial) {
      const mine = rejects.filter((r) => r.at === f.fetchedAt && (r.parent ?? '') === f.key);
      expect(mine.length, `${f.dataset} ${f.key}`).toBeGreaterThanOrEqual(f.rejected);
    }
  });
});
