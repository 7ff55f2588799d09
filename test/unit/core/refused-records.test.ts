// What the DQ screen reads: every refused record with its cache dataset, field, reason, time and a
// bounded excerpt of the raw value (never the token), counts per dataset, and a dataset filter.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawText } from '../../../src-main/api/schemas/excerpt';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { refusedRecords } from '../../../src-main/core/refused-records';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { migrate } from '../../../src-main/store/migrate';
import { MIGRATIONS } from '../../../src-main/store/migrations';
import { Store } from '../../../src-main/store/store';
import { connect, engineFor } from '../sync/helpers';

let sim: Simulator;
let connection: MarketConnection;
beforeAll(async () => {
  sim = await startSimulator({ seed: 3, faults: { malformedRate: 0.3, seed: 5 } });
  connection = await connect(sim);
}, 30_000);
afterAll(async () => {
  await connection?.close();
  await sim?.close();
});

describe('refused records', () => {
  it('lists what a sync refused under its cache dataset, with field, reason and an excerpt, filtered by dataset', async () => {
    const store = Store.open(':memory:');
    const engine = engineFor(store, connection, { secret: sim.token });
    const id = sim.dataset.shares[0]?.id ?? 0;
    const history = await engine.refresh('share-history', String(id));
    const board = await engine.refresh('share-board', String(id));
    engine.dispose();
    expect(history.rejected).toBeGreaterThan(0);

    const all = refusedRecords(store);
    expect(all.total).toBe(history.rejected + board.rejected);
    expect(all.counts).toContainEqual({ dataset: 'share-history', count: history.rejected });
    const only = refusedRecords(store, 'share-history');
    expect(only.records).toHaveLength(history.rejected);
    expect(only.total).toBe(all.total); // the total ignores the filter: the screen says "n of total"
    for (const r of only.records) {
      expect(r).toMatchObject({ dataset: 'share-history', endpoint: 'shareHistory', parent: String(id) });
      expect(r.reason).not.toBe('');
      expect(r.excerpt?.length ?? 0).toBeGreaterThan(1);
      expect(r.excerpt?.length ?? 0).toBeLessThanOrEqual(240);
    }
    expect(only.records.some((r) => r.field !== '')).toBe(true);
    // Newest first and keyed by a stable id.
    expect(only.records.map((r) => r.id)).toEqual([...only.records.map((r) => r.id)].sort((a, b) => b - a));
    store.close();
  });

  it("says how many the last fetches refused when only the newest are kept: SYNC's count", () => {
    const store = Store.open(':memory:');
    const at = '2026-11-23T00:00:00Z';
    const fetched = { fetchedAt: at, source: 'demo', outcome: 'ok' as const, error: null };
    store.freshness.record({ dataset: 'share-history', key: '1', rejected: 14_000, ...fetched });
    store.freshness.record({ dataset: 'share-history', key: '2', rejected: 851, ...fetched });
    store.freshness.record({ dataset: 'shares', key: '', rejected: 2500, ...fetched });
    const refusal = (index: number) => ({ dataset: 'shares', index, recordId: String(index), path: 'name', reason: 'bad', excerpt: null });
    store.rejects.add(at, 'share-history', '1', [refusal(0)]);
    store.rejects.add(
      at,
      'shares',
      null,
      Array.from({ length: 2500 }, (_, i) => refusal(i)),
    );

    const history = refusedRecords(store, 'share-history');
    expect(history.records).toEqual([]); // pushed out by the newer refusals of shares
    expect(history).toMatchObject({ lastFetch: 14_851, kept: 2000, total: 2000 });
    expect(refusedRecords(store).lastFetch).toBe(14_851 + 2500);
    store.close();
  });

  it('never stores the token, even when the service echoes it in a record', () => {
    const store = Store.open(':memory:');
    const token = 'secret-token-123';
    store.rejects.add(
      '2026-11-23T00:00:00Z',
      'shares',
      null,
      [{ dataset: 'shares', index: 0, recordId: token, path: 'name', reason: `bad ${token}`, excerpt: `{"name":"${token}"}` }],
      token,
    );
    const [row] = refusedRecords(store).records;
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.excerpt).toBe('{"name":"[token]"}');
    store.close();
  });

  it('bounds what it keeps of a huge or unprintable raw value', () => {
    const store = Store.open(':memory:');
    const huge = 'x'.repeat(100_000);
    store.rejects.add('2026-11-23T00:00:00Z', 'shares', null, [
      { dataset: 'shares', index: 0, recordId: huge, path: huge, reason: huge, excerpt: rawText({ name: huge }) },
    ]);
    const [row] = refusedRecords(store).records;
    expect(row?.excerpt).toHaveLength(240);
    expect([row?.recordId?.length, row?.field.length, row?.reason.length]).toEqual([200, 200, 500]);
    expect(rawText({ a: 1 })).toBe('{"a":1}');
    expect(rawText(10n)).toBe('(bigint)');
    expect(rawText(undefined)).toBeNull();
    store.close();
  });

  it('redacts the token before it cuts: no piece of a token straddling the cut is kept', () => {
    const store = Store.open(':memory:');
    const token = 'canary-9f3e1a7c5b2d8e4f';
    // Every position of the token across the 240-character cut of the excerpt (and the id's 200).
    const rejects = Array.from({ length: token.length + 1 }, (_, shift) => {
      const raw = { pad: 'p'.repeat(240 - 12 - shift), name: token };
      return {
        dataset: 'shares',
        index: shift,
        recordId: `${'i'.repeat(200 - shift)}${token}`,
        path: 'name',
        reason: 'bad',
        excerpt: rawText(raw),
      };
    });
    store.rejects.add('2026-11-23T00:00:00Z', 'shares', null, rejects, token);
    const rows = refusedRecords(store, undefined, 100).records;
    expect(rows).toHaveLength(rejects.length);
    const kept = JSON.stringify(rows);
    for (let i = 0; i + 8 <= token.length; i++) expect(kept).not.toContain(token.slice(i, i + 8));
    store.close();
  });

  it('keeps refusals stored before the excerpt existed, without a dataset', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 1));
    db.prepare(
      "INSERT INTO rejects (at, dataset, parent, record_id, path, reason) VALUES ('2026-01-01T00:00:00Z', 'shares', NULL, '7', 'name', 'old')",
    ).run();
    migrate(db, MIGRATIONS);
    expect(db.prepare('SELECT record_id, cache_dataset, excerpt FROM rejects').all()).toEqual([
      { record_id: '7', cache_dataset: null, excerpt: null },
    ]);
    db.close();
  });
});
