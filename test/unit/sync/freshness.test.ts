// Freshness decisions: when a cached request counts as stale, what asOf reports, and when
// refreshIfStale (the engine's own decision) and refreshSeen (a reader's) go to the network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { DEFAULT_MAX_AGE_MS, FreshnessPolicy, policyOverridesSchema } from '../../../src-main/sync/freshness-policy';
import { PRIORITY, type SyncEngine } from '../../../src-main/sync/sync-engine';
import { connect, DATASET_NAMES, engineFor, recordingFetch, type RecordingFetch } from './helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('FreshnessPolicy', () => {
  const policy = new FreshnessPolicy();

  it('treats a request that never succeeded as stale, whatever the dataset', () => {
    for (const d of DATASET_NAMES) expect(policy.isStale(d, null, T0), d).toBe(true);
  });

  it('is fresh up to the max age of the dataset and stale past it', () => {
    expect(policy.maxAgeMs('shares')).toBe(5 * MINUTE);
    expect(policy.maxAgeMs('share-history')).toBe(DAY);
    for (const d of DATASET_NAMES) {
      const max = DEFAULT_MAX_AGE_MS[d];
      expect(policy.isStale(d, iso(T0), T0), d).toBe(false);
      expect(policy.isStale(d, iso(T0 - max + 1000), T0), d).toBe(false);
      expect(policy.isStale(d, iso(T0 - max - 1000), T0), d).toBe(true);
    }
    // Prices move faster than board lists: the same age is stale for one and fresh for the other.
    expect(policy.isStale('shares', iso(T0 - 10 * MINUTE), T0)).toBe(true);
    expect(policy.isStale('share-board', iso(T0 - 10 * MINUTE), T0)).toBe(false);
  });

  it('applies overrides to the datasets they name only, and can be updated', () => {
    const custom = new FreshnessPolicy({ shares: 60 * MINUTE });
    expect(custom.isStale('shares', iso(T0 - 10 * MINUTE), T0)).toBe(false);
    expect(custom.isStale('shares', iso(T0 - 61 * MINUTE), T0)).toBe(true);
    expect(custom.maxAgeMs('funds')).toBe(DEFAULT_MAX_AGE_MS.funds);
    custom.update({ funds: 2 * MINUTE });
    expect(custom.isStale('funds', iso(T0 - 3 * MINUTE), T0)).toBe(true);
    expect(custom.isStale('shares', iso(T0 - 10 * MINUTE), T0)).toBe(true); // back to the default
  });

  it('accepts stored overrides of a minute or more for known datasets only', () => {
    expect(policyOverridesSchema.safeParse({ shares: MINUTE, 'share-history': 2 * DAY }).success).toBe(true);
    expect(policyOverridesSchema.safeParse({ shares: 1000 }).success).toBe(false);
    expect(policyOverridesSchema.safeParse({ 'no-such-dataset': MINUTE }).success).toBe(false);
  });
});

describe('SyncEngine freshness', () => {
  let sim: Simulator;
  let connection: MarketConnection;
  let store: Store;
  let engine: SyncEngine;
  let rec: RecordingFetch;
  let clock = T0;

  beforeAll(async () => {
    sim = await startSimulator({ seed: 5 });
    rec = recordingFetch();
    connection = await connect(sim, { fetch: rec.fetch });
    store = Store.open(':memory:');
    engine = engineFor(store, connection, { now: () => new Date(clock) });
  }, 30_000);

  afterAll(async () => {
    engine?.dispose();
    store?.close();
    await connection?.close();
    await sim?.close();
  });

  /** Waits for the jobs refreshIfStale scheduled. */
  async function settled(): Promise<void> {
    for (let i = 0; engine.pending > 0; i++) {
      if (i > 2000) throw new Error('jobs did not finish');
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  const countryRequests = () => rec.urls.filter((u) => u.pathname.endsWith('/v1/countries')).length;

  it('reports a request never fetched as stale with no time, and refreshIfStale fetches it', async () => {
    expect(engine.asOf('countries')).toEqual({ fetchedAt: null, stale: true });
    engine.refreshIfStale('countries');
    expect(engine.pending).toBe(1);
    await settled();
    expect(countryRequests()).toBe(1);
    expect(engine.asOf('countries')).toEqual({ fetchedAt: iso(T0), stale: false });
    expect(store.data.countries.list()).toHaveLength(sim.dataset.countries.length);
  });

  it('does not go to the network while the cached copy is within its max age', async () => {
    clock = T0 + DEFAULT_MAX_AGE_MS.countries - MINUTE;
    engine.refreshIfStale('countries');
    expect(engine.pending).toBe(0);
    await settled();
    expect(countryRequests()).toBe(1);
    expect(engine.asOf('countries')).toEqual({ fetchedAt: iso(T0), stale: false });
  });

  it('refetches once the max age has passed', async () => {
    clock = T0 + DEFAULT_MAX_AGE_MS.countries + MINUTE;
    expect(engine.asOf('countries').stale).toBe(true);
    engine.refreshIfStale('countries', '', PRIORITY.visible);
    await settled();
    expect(countryRequests()).toBe(2);
    expect(engine.asOf('countries')).toEqual({ fetchedAt: iso(clock), stale: false });
  });

  it('follows an override of the max age', async () => {
    const fetched = clock;
    clock = fetched + 2 * MINUTE;
    expect(engine.asOf('countries').stale).toBe(false);
    engine.policy.update({ countries: MINUTE });
    try {
      expect(engine.asOf('countries')).toEqual({ fetchedAt: iso(fetched), stale: true });
      engine.refreshIfStale('countries');
      await settled();
      expect(countryRequests()).toBe(3);
      expect(engine.asOf('countries').stale).toBe(false);
    } finally {
      engine.policy.update({});
    }
  });

  it('refreshes what a reader judged stale without judging it again, unless a refresh landed since it looked', async () => {
    const seen = engine.asOf('countries').fetchedAt;
    // The engine's own copy of the policy would keep it: the reader (its overrides, its clock) decided.
    expect(engine.asOf('countries').stale).toBe(false);
    clock += MINUTE;
    engine.refreshSeen('countries', '', seen, PRIORITY.visible);
    await settled();
    expect(countryRequests()).toBe(4);
    // A second read that judged the same copy, asked after that refresh landed: nothing to do.
    engine.refreshSeen('countries', '', seen, PRIORITY.visible);
    expect(engine.pending).toBe(0);
    expect(countryRequests()).toBe(4);
  });

  it('keys freshness per request: one share fetched says nothing about another', async () => {
    const [a, b] = sim.dataset.shares;
    const result = await engine.refresh('share-board', String(a?.id));
    expect(result.outcome).toBe('ok');
    expect(engine.asOf('share-board', String(a?.id)).stale).toBe(false);
    expect(engine.asOf('share-board', String(b?.id))).toEqual({ fetchedAt: null, stale: true });
  });

  it('keeps the time of the last success after a failed refresh, and stays stale when it never succeeded', async () => {
    const key = '999999'; // no such share: HTTP 404
    const missing = await engine.refresh('share-board', key);
    expect(missing.outcome).toBe('error');
    expect(engine.asOf('share-board', key)).toEqual({ fetchedAt: null, stale: true });
    expect(store.freshness.get('share-board', key)).toMatchObject({ outcome: 'error', lastOkAt: null });
    expect(store.freshness.get('share-board', key)?.error).toMatch(/not found/);

    const before = engine.asOf('countries').fetchedAt;
    clock += DEFAULT_MAX_AGE_MS.countries + MINUTE;
    sim.setFaults({ errorRate: 1 });
    try {
      const failed = await engine.refresh('countries');
      expect(failed.outcome).toBe('error');
      expect(failed.error).toMatch(/HTTP 50\d/);
    } finally {
      sim.setFaults({ errorRate: 0 });
    }
    expect(store.freshness.get('countries', '')).toMatchObject({ outcome: 'error', fetchedAt: iso(clock), lastOkAt: before });
    expect(engine.asOf('countries')).toEqual({ fetchedAt: before, stale: true });
    expect(store.data.countries.list()).toHaveLength(sim.dataset.countries.length); // the cached copy is still there
  });
});
