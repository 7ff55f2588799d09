// SyncEngine jobs: merging of identical requests, priorities, cancellation, refused records.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { PRIORITY, type JobResult, type SyncEngine } from '../../../src-main/sync/sync-engine';
import { connect, engineFor, recordingFetch, type RecordingFetch } from './helpers';

let sim: Simulator;
let connection: MarketConnection;
let rec: RecordingFetch;
let store: Store;
let engine: SyncEngine;
let shareIds: number[];

beforeAll(async () => {
  sim = await startSimulator({ seed: 2 });
  shareIds = sim.dataset.shares.map((s) => s.id);
  rec = recordingFetch();
  connection = await connect(sim, { fetch: rec.fetch });
}, 30_000);

afterAll(async () => {
  await connection?.close();
  await sim?.close();
});

/** A fresh cache and engine per test; one job at a time unless told otherwise. */
function setup(concurrency = 1) {
  store = Store.open(':memory:');
  engine = engineFor(store, connection, { concurrency });
  rec.clear();
}

afterEach(() => {
  rec.release();
  engine?.dispose();
  store?.close();
  sim.setFaults({ malformedRate: 0 });
});

const auditorsPath = (id: number) => `/api/v1/shares/auditors/${id}`;
const share = (i: number) => shareIds[i] as number;

/** Resolves to 'pending' when the promise has not settled within `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);

describe('merging', () => {
  it('answers identical requests in flight with one job and one HTTP request', async () => {
    setup(4);
    const id = String(share(0));
    const first = engine.refresh('share-board', id);
    const second = engine.refresh('share-board', id, PRIORITY.visible);
    expect(second).toBe(first);
    expect(engine.pending).toBe(1);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ outcome: 'ok', rejected: 0, error: null });
    expect(b).toBe(a);
    expect(rec.matching(`/api/v1/shares/board-of-directors/${id}`)).toHaveLength(1);
    expect(store.data['share-board'].get(share(0))).toEqual(sim.dataset.board.get(share(0)));
    // Once done, the same request is fetched again.
    await engine.refresh('share-board', id);
    expect(rec.matching(`/api/v1/shares/board-of-directors/${id}`)).toHaveLength(2);
  });

  it('merges only identical requests: another key or dataset is its own job', async () => {
    setup(4);
    const jobs = [
      engine.refresh('share-board', String(share(0))),
      engine.refresh('share-board', String(share(1))),
      engine.refresh('share-executives', String(share(0))),
    ];
    expect(new Set(jobs).size).toBe(3);
    await Promise.all(jobs);
    expect(rec.urls).toHaveLength(3);
  });
});

describe('priority', () => {
  it('runs a visible job before background jobs queued earlier', async () => {
    setup(1);
    rec.hold();
    const running = engine.refresh('share-auditors', String(share(0)), PRIORITY.background);
    await rec.seen(1); // the first job holds the only slot
    const background = [1, 2, 3, 4].map((i) => engine.refresh('share-auditors', String(share(i)), PRIORITY.background));
    const visible = engine.refresh('share-auditors', String(share(5)), PRIORITY.visible);
    rec.release();
    await Promise.all([running, visible, ...background]);
    expect(rec.urls.map((u) => u.pathname)).toEqual([0, 5, 1, 2, 3, 4].map((i) => auditorsPath(share(i))));
  });

  it('brings a queued background job forward when a visible pane asks for the same request', async () => {
    setup(1);
    rec.hold();
    const running = engine.refresh('share-auditors', String(share(0)), PRIORITY.background);
    await rec.seen(1);
    const background = [1, 2, 3, 4].map((i) => engine.refresh('share-auditors', String(share(i)), PRIORITY.background));
    const visible = engine.refresh('share-auditors', String(share(4)), PRIORITY.visible);
    expect(visible).toBe(background[3]); // still one job…
    rec.release();
    await Promise.all([running, ...background]);
    // …but it no longer waits behind the other background work.
    expect(rec.urls.map((u) => u.pathname)).toEqual([0, 4, 1, 2, 3].map((i) => auditorsPath(share(i))));
  });
});

describe('cancel', () => {
  it('stops a running job: outcome cancelled, nothing written to the cache', async () => {
    setup(1);
    rec.hold();
    const key = String(share(0));
    const job = engine.refresh('share-history', key);
    await rec.seen(1);
    engine.cancel('share-history', key);
    const result = await within(job, 2000);
    expect(result).toEqual({ outcome: 'cancelled', rejected: 0, error: null });
    expect(store.data['share-history'].range(share(0))).toBeNull();
    expect(store.freshness.get('share-history', key)).toBeNull();
    expect(engine.pending).toBe(0);
  });

  it('drops a queued job before it sends anything, and the others still run', async () => {
    setup(1);
    rec.hold();
    const running = engine.refresh('share-auditors', String(share(0)));
    await rec.seen(1);
    const dropped = engine.refresh('share-auditors', String(share(1)));
    const kept = engine.refresh('share-auditors', String(share(2)));
    engine.cancel('share-auditors', String(share(1)));
    rec.release();
    expect(await dropped).toEqual({ outcome: 'cancelled', rejected: 0, error: null });
    expect((await running).outcome).toBe('ok');
    expect((await kept).outcome).toBe('ok');
    expect(rec.urls.map((u) => u.pathname)).toEqual([auditorsPath(share(0)), auditorsPath(share(2))]);
    expect(store.data['share-auditors'].parents()).toEqual(
      [share(0), share(2)].filter((id) => (sim.dataset.auditors.get(id)?.length ?? 0) > 0).sort((a, b) => a - b),
    );
    expect(store.freshness.get('share-auditors', String(share(1)))).toBeNull();
  });

  it('cancelAll stops background work and leaves visible jobs alone', async () => {
    setup(1);
    rec.hold();
    const visible = engine.refresh('share-auditors', String(share(0)), PRIORITY.visible);
    await rec.seen(1);
    const background = [1, 2].map((i) => engine.refresh('share-auditors', String(share(i)), PRIORITY.background));
    engine.cancelAll(PRIORITY.background);
    rec.release();
    const results: JobResult[] = await Promise.all([visible, ...background]);
    expect(results.map((r) => r.outcome)).toEqual(['ok', 'cancelled', 'cancelled']);
    expect(rec.urls).toHaveLength(1);
  });
});

describe('refused records', () => {
  it('keeps the good records, stores the refused ones and records the fetch as partial', async () => {
    setup(1);
    sim.setFaults({ malformedRate: 0.3, seed: 11 });
    const id = share(0);
    const bars = sim.dataset.shareHistory.get(id) ?? [];
    const result = await engine.refresh('share-history', String(id));
    expect(result.outcome).toBe('partial');
    expect(result.rejected).toBeGreaterThan(10);
    expect(result.error).toBeNull();

    const freshness = store.freshness.get('share-history', String(id));
    expect(freshness).toMatchObject({ outcome: 'partial', rejected: result.rejected, error: null });
    expect(freshness?.lastOkAt).toBe(freshness?.fetchedAt); // partial still counts as fetched
    expect(engine.asOf('share-history', String(id)).stale).toBe(false);

    const rejects = store.rejects.recent(1000);
    expect(rejects).toHaveLength(result.rejected);
    for (const r of rejects) {
      expect(r).toMatchObject({ dataset: 'shareHistory', parent: String(id), at: freshness?.fetchedAt });
      expect(r.reason).not.toBe('');
    }
    expect(rejects.some((r) => r.path !== '')).toBe(true); // a field named, e.g. a number that is not one
    // Every bar is either cached or reported, and the cached ones are intact where they were not damaged.
    const range = store.data['share-history'].range(id);
    expect((range?.count ?? 0) + result.rejected).toBe(bars.length);
    const cachedDays = new Set(store.data['share-history'].columns(id).day);
    expect(cachedDays.size).toBe(range?.count);
  });
});
