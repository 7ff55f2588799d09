// One cache per data source: switching sources never shows one source's records, freshness or
// refusals as another's (their ids collide), switching back finds the old cache as it was, and the
// user's own things follow the user. An existing single cache becomes its last source's cache.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { writeDataSource } from '../../../src-main/core/data-source';
import { databaseFile, sourcesFolder } from '../../../src-main/core/paths';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { DataUpdated } from '../../../src-main/ipc/contract';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { runCli, tokenFile } from '../cli/run-cli';
import { tempDir } from '../sync/helpers';

const folders: ReturnType<typeof tempDir>[] = [];
const folder = () => {
  const f = tempDir('source-caches');
  folders.push(f);
  return f;
};
let other: Simulator;
beforeAll(async () => {
  other = await startSimulator({ seed: 77, token: 'other-service-token' });
});
afterAll(async () => {
  await other.close();
  folders.forEach((f) => f.remove());
});

/** Until the core has announced every dataset in `datasets` (its first sync of the lists landed). */
function landed(core: Core, datasets: string[], ms = 20_000): Promise<void> {
  const seen = new Set<string>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not all of ${datasets.join(', ')} landed within ${ms} ms`)), ms);
    const stop = core.events.subscribe((name, payload) => {
      if (name !== 'data.updated') return;
      seen.add((payload as DataUpdated).dataset);
      if (datasets.every((d) => seen.has(d))) {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  });
}

const shareNames = async (core: Core) =>
  (await core.handlers['data.read']({ dataset: 'shares' })).records.map(
    (r) => `${String((r as { id: number }).id)} ${String((r as { name: string }).name)}`,
  );

async function servedShareNames(sim: Simulator): Promise<Set<string>> {
  const res = await fetch(`${sim.baseUrl}/v1/shares?limit=1000`, { headers: { Authorization: `Bearer ${sim.token}` } });
  const body = (await res.json()) as { data: { id: number | string; name: string }[] };
  return new Set(body.data.map((s) => `${Number(s.id)} ${s.name}`));
}

describe('one cache per data source', () => {
  it("shows only the new source's records after a switch, and the old source's cache as it was after switching back", async () => {
    const { dir } = folder();
    const core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir, {}) });
    try {
      await landed(core, ['shares', 'funds', 'countries']);
      const demoShares = await shareNames(core);
      expect(demoShares.length).toBeGreaterThan(10);
      const demoFreshness = (await core.handlers['cache.summary'](undefined)).find((s) => s.dataset === 'shares');
      await core.handlers['watchlists.save']([{ name: 'Mine', items: [{ kind: 'share', id: 1, code: 'ABC', title: 'A share' }] }]);

      const served = await servedShareNames(other);
      await core.handlers['settings.dataSource.set']({ kind: 'remote', baseUrl: other.baseUrl, token: other.token });
      // At once: nothing of the demo's is shown as the service's (its own sync may already have
      // landed some of its shares: only those count).
      let shown = await shareNames(core);
      expect(shown.filter((s) => !served.has(s))).toEqual([]);
      // The summary counts this source's cache: what was shown, and what landed since (the sync
      // goes on, and the worker commits its open write group before it counts).
      const counted = (await core.handlers['cache.summary'](undefined)).find((s) => s.dataset === 'shares')?.records;
      expect(counted).toBeGreaterThanOrEqual(shown.length);
      expect(counted).toBeLessThanOrEqual((await shareNames(core)).length);
      expect(core.info.databasePath).not.toBe(databaseFile(dir));
      // Once it has synced: exactly the service's shares, none of the demo's beside them.
      for (const deadline = Date.now() + 20_000; shown.length < served.size && Date.now() < deadline; shown = await shareNames(core))
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(shown.length).toBe(served.size);
      expect(shown.filter((s) => !served.has(s))).toEqual([]);
      // The user's things followed.
      expect(await core.handlers['watchlists.get'](undefined)).toMatchObject([{ name: 'Mine' }]);

      // Back to the demo: its cache as it was, at once, without a refetch.
      await core.handlers['settings.dataSource.set']({ kind: 'demo' });
      expect(await shareNames(core)).toEqual(demoShares);
      expect((await core.handlers['cache.summary'](undefined)).find((s) => s.dataset === 'shares')).toMatchObject({
        records: demoFreshness?.records,
        requests: demoFreshness?.requests,
      });
      expect(core.info.databasePath).toBe(databaseFile(dir));
    } finally {
      await core.close();
    }
  }, 90_000);

  it('makes an existing single cache the cache of the source it was last synced from', async () => {
    const { dir } = folder();
    // A cache from before: the demo's records, and the setting pointing at the other service.
    const first = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir, {}) });
    await landed(first, ['shares']);
    const demoShares = await shareNames(first);
    await first.close();
    const store = Store.open(databaseFile(dir));
    store.settings.delete('home-cache-source');
    writeDataSource(store.settings, { kind: 'remote', baseUrl: other.baseUrl });
    store.close();

    const core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir, {}) });
    try {
      // The home file's records are the service's now (the source it was last used with); the
      // demo market starts a cache of its own.
      expect(core.info.databasePath).toBe(databaseFile(dir));
      expect(await shareNames(core)).toEqual(demoShares);
      const switchedAt = new Date().toISOString();
      await core.handlers['settings.dataSource.set']({ kind: 'demo' });
      expect(core.info.databasePath.startsWith(sourcesFolder(dir))).toBe(true);
      // A cache of its own: whatever it shows was fetched after the switch (its own sync may
      // already have landed: the names alone cannot tell, both are the demo's).
      const shares = (await core.handlers['cache.summary'](undefined)).find((s) => s.dataset === 'shares');
      expect(shares?.oldest === null || (shares?.oldest ?? '') >= switchedAt).toBe(true);
    } finally {
      await core.close();
    }
  }, 60_000);
});

describe("the command line's sources", () => {
  it('syncs --base-url into that source’s own cache, and status names the source of the cache it shows', async () => {
    const { dir } = folder();
    const previous = process.env.MARKET_TERMINAL_DATA_DIR;
    process.env.MARKET_TERMINAL_DATA_DIR = dir;
    try {
      const synced = await runCli(['sync', '--base-url', other.baseUrl, '--token-file', tokenFile(other.token), '--only', 'shares']);
      expect(synced.code, synced.stderr).toBe(0);
      const files = readdirSync(sourcesFolder(dir)).filter((f) => f.endsWith('.sqlite'));
      expect(files).toHaveLength(1);
      // The home file (the stored source: the demo) holds none of the service's shares.
      const home = Store.open(databaseFile(dir));
      expect(home.data.shares.list()).toEqual([]);
      home.close();
      const sourceFile = path.join(sourcesFolder(dir), files[0] ?? '');
      const cached = Store.open(sourceFile);
      expect(cached.data.shares.list().length).toBe((await servedShareNames(other)).size);
      cached.close();
      const status = await runCli(['status']);
      expect(status.stdout).toContain('Cache of the demo market (DEMO)');
      expect(existsSync(databaseFile(dir))).toBe(true);
    } finally {
      if (previous === undefined) delete process.env.MARKET_TERMINAL_DATA_DIR;
      else process.env.MARKET_TERMINAL_DATA_DIR = previous;
    }
  }, 60_000);
});
