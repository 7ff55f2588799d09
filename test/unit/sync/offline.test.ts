// Offline: after a full sync the cache answers without the service; a refresh that cannot reach
// it switches the engine to OFFLINE quietly and parks the job; when the service is back on the
// same address the probe notices, the state flips back and the parked job completes by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { datasetRecords } from '../../../src-main/store/dataset-records';
import { Store } from '../../../src-main/store/store';
import type { Connection } from '../../../src-main/sync/connectivity';
import { runOffline } from '../../../src-main/sync/offline-run';
import { PRIORITY, type JobResult, type SyncEngine } from '../../../src-main/sync/sync-engine';
import { connect, engineFor, expectedRecords, tempDir } from './helpers';

const SEED = 3;
const TOKEN = 'offline-test-token';

let sim: Simulator;
let restarted: Simulator | null = null;
let connection: MarketConnection;
let store: Store;
let engine: SyncEngine;
const tmp = tempDir('offline');
const states: Connection[] = [];
const stateWaiters: Array<{ state: Connection; resolve: () => void }> = [];

function untilState(state: Connection, ms: number): Promise<void> {
  if (engine.connectivity.state === state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${engine.connectivity.state} after ${ms} ms`)), ms);
    stateWaiters.push({ state, resolve: () => (clearTimeout(timer), resolve()) });
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);

beforeAll(async () => {
  sim = await startSimulator({ seed: SEED, token: TOKEN });
  connection = await connect(sim);
  store = Store.open(tmp.file('cache.db'));
  engine = engineFor(store, connection, {
    firstProbeMs: 50,
    maxProbeMs: 200,
    onConnection: (state) => {
      states.push(state);
      for (const w of stateWaiters.filter((w) => w.state === state)) {
        stateWaiters.splice(stateWaiters.indexOf(w), 1);
        w.resolve();
      }
    },
  });
  const result = await runOffline(engine, store);
  expect(result).toMatchObject({ state: 'done', failed: 0 });
  expect(states).toEqual([]); // a healthy service never looked offline
}, 60_000);

afterAll(async () => {
  engine?.dispose();
  store?.close();
  await connection?.close();
  await sim?.close();
  await restarted?.close();
  tmp.remove();
});

describe('offline', () => {
  const shareId = () => sim.dataset.shares[0]?.id as number;
  let parked: Promise<JobResult>;
  let parkedCountries: Promise<JobResult>;
  let sharesFetchedAt: string | undefined;

  it('answers from the cache once the service is gone', async () => {
    await sim.close();
    expect(store.data.shares.list()).toHaveLength(sim.dataset.shares.length);
    expect(store.data['share-history'].columns(shareId()).day).toEqual(
      (sim.dataset.shareHistory.get(shareId()) ?? []).map((b) => b.price_date.slice(0, 10)),
    );
    expect([...datasetRecords(store, 'share-board', shareId())]).toEqual(
      expectedRecords(sim.dataset, 'share-board').filter((r) => r.share_id === shareId()),
    );
    expect(store.search.find(sim.dataset.shares[0]?.mnemo_code ?? '').map((h) => h.ref)).toContain(shareId());
  });

  it('switches to offline on a refresh, quietly: no error recorded, the job waits', async () => {
    sharesFetchedAt = store.freshness.get('shares', '')?.fetchedAt;
    parked = engine.refresh('shares', '', PRIORITY.visible);
    await untilState('offline', 5000);
    expect(states).toEqual(['offline']);
    parkedCountries = engine.refresh('countries'); // asked while offline: waits too
    expect(await within(parked, 300)).toBe('pending');
    expect(await within(parkedCountries, 10)).toBe('pending');
    expect(engine.pending).toBe(2);
    expect(store.freshness.all().filter((f) => f.outcome === 'error')).toEqual([]);
    expect(store.freshness.get('shares', '')?.fetchedAt).toBe(sharesFetchedAt);
    expect(store.rejects.recent()).toEqual([]);
    expect(engine.asOf('shares').fetchedAt).toBe(sharesFetchedAt);
    // Still readable meanwhile.
    expect(store.data.funds.list()).toHaveLength(sim.dataset.funds.length);
  });

  it('comes back online when the service returns on the same port, and the parked jobs finish', async () => {
    const port = Number(new URL(sim.baseUrl).port);
    restarted = await startSimulator({ seed: SEED, token: TOKEN, port });
    expect(restarted.baseUrl).toBe(sim.baseUrl);
    await untilState('online', 10_000);
    expect(states).toEqual(['offline', 'online']);
    const [shares, countries] = await Promise.all([within(parked, 10_000), within(parkedCountries, 10_000)]);
    expect(shares).toEqual({ outcome: 'ok', rejected: 0, error: null });
    expect(countries).toEqual({ outcome: 'ok', rejected: 0, error: null });
    const after = store.freshness.get('shares', '');
    expect(after?.outcome).toBe('ok');
    expect(after && sharesFetchedAt && after.fetchedAt > sharesFetchedAt).toBe(true);
    expect(engine.pending).toBe(0);
    expect(restarted.stats().requests).toBeGreaterThanOrEqual(2); // the probe, then the parked requests
    expect(store.freshness.all().filter((f) => f.outcome === 'error')).toEqual([]);
  }, 20_000);
});
