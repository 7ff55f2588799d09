// "Make available offline" a second time: what the freshness policy still calls fresh is not
// downloaded again (and is counted as skipped), unless the run is forced; what went stale is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { FreshnessPolicy } from '../../../src-main/sync/freshness-policy';
import { runOffline } from '../../../src-main/sync/offline-run';
import type { SyncEngine } from '../../../src-main/sync/sync-engine';
import { connect, engineFor, tempDir } from './helpers';

const ONLY = ['share-board', 'share-auditors'] as const;
const MINUTE = 60_000;

let sim: Simulator;
let connection: MarketConnection;
let store: Store;
const engines: SyncEngine[] = [];
const tmp = tempDir('offline-fresh');
/** A run `offsetMs` from now, its engine's clock and its own agreeing. */
const runAt = (offsetMs: number, options: { policy?: FreshnessPolicy; force?: boolean } = {}) => {
  const now = () => Date.now() + offsetMs;
  const engine = engineFor(store, connection, { policy: options.policy ?? new FreshnessPolicy(), now: () => new Date(now()) });
  engines.push(engine);
  return runOffline(engine, store, { only: ONLY, now, ...(options.force ? { force: true } : {}) });
};
const requests = () => sim.stats().requests;

beforeAll(async () => {
  sim = await startSimulator({ seed: 5, token: 'fresh-test-token' });
  connection = await connect(sim);
  store = Store.open(tmp.file('cache.db'));
});

afterAll(async () => {
  for (const engine of engines) engine.dispose();
  store?.close();
  await connection?.close();
  await sim?.close();
  tmp.remove();
});

describe('an offline run over a fresh cache', () => {
  const shares = () => store.data.shares.ids().length;
  let fullTotal = 0;

  it('downloads everything the first time', async () => {
    const first = await runAt(0);
    fullTotal = 1 + ONLY.length * shares(); // the share list, then both datasets for every share
    expect(first).toMatchObject({ state: 'done', failed: 0, skipped: 0, done: fullTotal, total: fullTotal });
  });

  it('skips every request a minute later, sends none, and says how many it skipped', async () => {
    const before = requests();
    const again = await runAt(MINUTE);
    expect(again).toMatchObject({ state: 'done', failed: 0, done: fullTotal, total: fullTotal, skipped: fullTotal });
    expect(requests()).toBe(before);
  });

  it('fetches only what went stale', async () => {
    const before = requests();
    // Ten minutes on, with boards allowed five minutes: the share list (5 min) and the boards are
    // stale, the auditors (a week) are not.
    const policy = new FreshnessPolicy({ 'share-board': 5 * MINUTE });
    const result = await runAt(10 * MINUTE, { policy });
    expect(result).toMatchObject({ state: 'done', failed: 0, skipped: shares() });
    expect(requests() - before).toBeGreaterThanOrEqual(1 + shares());
    expect(requests() - before).toBeLessThan(fullTotal);
  });

  it('fetches everything again when forced', async () => {
    const before = requests();
    const forced = await runAt(11 * MINUTE, { force: true });
    expect(forced).toMatchObject({ state: 'done', failed: 0, skipped: 0, done: fullTotal });
    expect(requests() - before).toBeGreaterThanOrEqual(fullTotal);
  });
});
