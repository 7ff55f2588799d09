// A broken or hostile service must never cost cached data or memory: a full sync over a complete
// cache, under short, empty and shifting pages, huge and compressed bodies (compression bombs
// included), slow bodies, and finally a token revoked mid-run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { DATASETS } from '../../../src-main/store/datasets';
import { datasetCounts } from '../../../src-main/store/dataset-records';
import { Store } from '../../../src-main/store/store';
import { runOffline, type OfflineProgress } from '../../../src-main/sync/offline-run';
import type { SyncEngine } from '../../../src-main/sync/sync-engine';
import { connect, DATASET_NAMES, engineFor, fullSync, recordingFetch, tempDir } from './helpers';
import { shrunk, snapshot, type Snapshot } from './snapshot';

const BROKEN_PAGES = { shortPageRate: 0.1, emptyPageRate: 0.1, shiftRate: 0.1 };
const BODIES = { hugeBodyRate: 0.02, hugeBodyBytes: 4 << 20, gzipRate: 0.3, slowBodyRate: 0.05, slowBodyMs: 20 };
const BODY_LIMIT = 2 << 20; // the huge bodies are twice this once inflated

let sim: Simulator;
let store: Store;
const tmp = tempDir('hostile');
let before: Snapshot;
let countsBefore: ReturnType<typeof datasetCounts>;

async function syncUnderFaults(): Promise<{ result: OfflineProgress; statuses: number[]; engine: SyncEngine }> {
  const rec = recordingFetch();
  let connection: MarketConnection | null = null;
  let engine: SyncEngine | null = null;
  try {
    connection = await connect(sim, { fetch: rec.fetch, maxBodyBytes: BODY_LIMIT });
    engine = engineFor(store, connection, { firstProbeMs: 20, maxProbeMs: 100 });
    // Forced: the cache is complete and fresh, and every request must meet the broken service.
    return { result: await runOffline(engine, store, { force: true }), statuses: rec.statuses, engine };
  } finally {
    engine?.dispose();
    await connection?.close();
  }
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 6 });
  store = Store.open(tmp.file('cache.db'));
  await fullSync(store, sim);
  before = snapshot(store);
  countsBefore = datasetCounts(store);
}, 90_000);

afterAll(async () => {
  store?.close();
  await sim?.close();
  tmp.remove();
});

describe('a full sync against a broken service', () => {
  let result: OfflineProgress;
  beforeAll(async () => {
    sim.setFaults({ ...BROKEN_PAGES, ...BODIES, seed: 7 });
    try {
      ({ result } = await syncUnderFaults());
    } finally {
      sim.setFaults({ shortPageRate: 0, emptyPageRate: 0, shiftRate: 0, hugeBodyRate: 0, gzipRate: 0, slowBodyRate: 0 });
    }
  }, 120_000);

  it('ran to the end and listed the requests it could not complete', () => {
    expect(result.state).toBe('done');
    expect(result.done).toBe(result.total);
    expect(result.failed).toBeGreaterThan(0);
    const failures = store.freshness.all().filter((f) => f.outcome === 'error');
    expect(failures.some((f) => /incomplete list/.test(f.error ?? ''))).toBe(true);
    expect(failures.some((f) => /larger than the 2097152-byte limit/.test(f.error ?? ''))).toBe(true);
  });

  it('shrank nothing: no dataset and no child list lost a record', () => {
    const counts = datasetCounts(store);
    for (const d of DATASET_NAMES) expect(counts[d], d).toBeGreaterThanOrEqual(countsBefore[d]);
    expect(shrunk(before, snapshot(store))).toEqual([]);
  });

  it('corrupted nothing: every child list whose request failed is exactly as it was', () => {
    const after = snapshot(store);
    const failedLists = store.freshness
      .all()
      .filter((f) => f.outcome === 'error' && DATASETS[f.dataset].storage === 'list' && DATASETS[f.dataset].parent !== null);
    expect(failedLists.length).toBeGreaterThan(0);
    for (const f of failedLists)
      expect(after.get(`${f.dataset}|${f.key}`), `${f.dataset}|${f.key}`).toEqual(before.get(`${f.dataset}|${f.key}`));
    expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});

describe('a token revoked in the middle of a full sync', () => {
  let result: OfflineProgress;
  let statuses: number[];
  let stopped: string | null;
  beforeAll(async () => {
    sim.setFaults({ unauthorizedAfter: 150, seed: 8 });
    try {
      let engine: SyncEngine;
      ({ result, statuses, engine } = await syncUnderFaults());
      stopped = engine.stoppedByAuth;
    } finally {
      sim.setFaults({ unauthorizedAfter: null });
    }
  }, 120_000);

  it('stops fetching at once and says why', () => {
    expect(result.state).toBe('failed');
    expect(result.error).toMatch(/refused the access token \(HTTP 401\)/);
    expect(stopped).toBe(result.error);
    const refused = statuses.filter((s) => s === 401).length;
    // Requests already in flight when the first 401 came back may still be refused; nothing after.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(8);
  });

  it('shrank nothing', () => {
    expect(shrunk(before, snapshot(store))).toEqual([]);
  });
});
