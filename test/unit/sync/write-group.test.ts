// The sync's write group: concurrent requests share commits, an update is announced only once
// other connections can read it, a lost group is reported, and a short answer still shrinks nothing.
import Database from 'better-sqlite3';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketConnection } from '../../../src-main/core/market-connection';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { PRIORITY } from '../../../src-main/sync/sync-engine';
import { connect, engineFor, tempDir } from './helpers';

let sim: Simulator;
let connection: MarketConnection;

beforeAll(async () => {
  sim = await startSimulator({ seed: 2 });
  connection = await connect(sim);
}, 30_000);

afterAll(async () => {
  await connection?.close();
  await sim?.close();
});

describe('write group', () => {
  it('commits concurrent requests together and announces each once a reader sees it', async () => {
    const dir = tempDir('write-group');
    const file = dir.file('cache.sqlite');
    const store = Store.open(file);
    const reader = new Database(file, { readonly: true });
    const seen: Array<{ key: string; version: number; rows: number }> = [];
    const engine = engineFor(store, connection, {
      concurrency: 4,
      onUpdated: (_dataset, key) =>
        seen.push({
          key,
          version: reader.pragma('data_version', { simple: true }) as number,
          rows: reader.prepare("SELECT count(*) FROM freshness WHERE dataset = 'share-board' AND key = ?").pluck().get(key) as number,
        }),
    });
    const ids = sim.dataset.shares.slice(0, 12).map((s) => String(s.id));
    try {
      const results = await Promise.all(ids.map((id) => engine.refresh('share-board', id, PRIORITY.background)));
      expect(results.every((r) => r.outcome === 'ok')).toBe(true);
      expect(seen.map((s) => s.key).sort()).toEqual([...ids].sort());
      // Each announcement comes after its commit: the other connection reads its freshness row.
      expect(seen.every((s) => s.rows === 1)).toBe(true);
      // Fewer commits than requests: several announcements saw the same committed version.
      expect(new Set(seen.map((s) => s.version)).size).toBeLessThan(ids.length);
    } finally {
      engine.dispose();
      reader.close();
      store.close();
      dir.remove();
    }
  });

  it('keeps a cached list whole when a short answer arrives among grouped ones', async () => {
    const store = Store.open(':memory:');
    const engine = engineFor(store, connection, { concurrency: 4 });
    const ids = sim.dataset.shares.slice(0, 6).map((s) => s.id);
    try {
      await Promise.all(ids.map((id) => engine.refresh('share-board', String(id), PRIORITY.background)));
      const before = ids.map((id) => store.data['share-board'].get(id).length);
      expect(before.some((n) => n > 1)).toBe(true);
      // Every list page now loses records while meta still promises them all.
      sim.setFaults({ shortPageRate: 1 });
      const results = await Promise.all(ids.map((id) => engine.refresh('share-board', String(id), PRIORITY.background)));
      expect(ids.map((id) => store.data['share-board'].get(id).length)).toEqual(before);
      expect(results.filter((r, i) => (before[i] ?? 0) > 1).every((r) => r.outcome === 'error')).toBe(true);
    } finally {
      sim.setFaults({ shortPageRate: 0 });
      engine.dispose();
      store.close();
    }
  });

  it('reports the writes of a group SQLite rolled back as lost, never as committed', () => {
    const store = Store.open(':memory:');
    const outcomes: Array<string | null> = [];
    try {
      store.writes.enter();
      store.settings.set('probe', 1);
      store.writes.afterCommit((error) => outcomes.push(error));
      store.db.exec('ROLLBACK'); // what SQLite does itself on a full disk
      store.writes.flush();
      expect(outcomes).toEqual([expect.stringContaining('rolled back')]);
      expect(store.settings.get('probe', z.number().nullable(), null)).toBeNull();
    } finally {
      store.close();
    }
  });
});
