import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { writeDataSource } from '../../../src-main/core/data-source';
import { databaseFile } from '../../../src-main/core/paths';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { DataUpdated, OfflineProgress, SyncStatus } from '../../../src-main/ipc/contract';
import { Store } from '../../../src-main/store/store';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-core-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function until<T>(core: Core, event: 'data.updated' | 'sync.progress' | 'sync.status', predicate: (payload: T) => boolean, ms = 20_000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const stop = core.events.subscribe((name, payload) => {
      if (name === event && predicate(payload as T)) {
        clearTimeout(timer);
        stop();
        resolve(payload as T);
      }
    });
  });
}

describe('core on the demo market', () => {
  let core: Core;
  let dir: string;
  const updated: DataUpdated[] = [];

  beforeAll(async () => {
    dir = tempDir();
    core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });
    core.events.subscribe((name, payload) => {
      if (name === 'data.updated') updated.push(payload as DataUpdated);
    });
  });
  afterAll(() => core.close());

  it('reports the demo market and its own cache', () => {
    expect(core.info).toMatchObject({ dataSource: { kind: 'demo', label: 'DEMO' }, databasePath: databaseFile(dir), notices: [] });
  });

  it('fetches the lists the command bar needs by itself, then finds securities offline from the cache', async () => {
    await until<DataUpdated>(core, 'data.updated', () =>
      ['shares', 'funds', 'events', 'countries'].every((d) => updated.some((u) => u.dataset === d)),
    );
    const hits = await core.handlers['search.query']({ text: core.store.data.shares.list()[0]?.mnemo_code ?? '?' });
    expect(hits[0]).toMatchObject({ kind: 'share' });
    const status = await core.handlers['sync.status'](undefined);
    expect(status).toMatchObject({ connection: 'online', authProblem: null });
    expect(Date.parse(status.lastSyncAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('makes everything available offline with progress, and the summary shows it', async () => {
    // A whole series read before the run is kept in memory: the run's writes must replace it.
    const id = core.store.data.shares.list()[0]?.id ?? 0;
    const before = await core.handlers['data.series']({ dataset: 'share-history', id });
    const done = until<OfflineProgress>(core, 'sync.progress', (p) => p.state !== 'running', 60_000);
    const started = await core.handlers['sync.offline.start']({ only: ['share-history', 'share-board'] });
    expect(started.state).toBe('running');
    const end = await done;
    expect(end).toMatchObject({ state: 'done', failed: 0 });
    expect(end.done).toBe(end.total);
    const summary = await core.handlers['cache.summary'](undefined);
    const history = summary.find((s) => s.dataset === 'share-history');
    expect(history?.records).toBeGreaterThan(100_000);
    expect(history?.stale).toBe(false);
    expect(summary.find((s) => s.dataset === 'fund-valuations')?.records).toBe(0);
    // Through the worker to the window: a series' update says the first day it wrote (a chart
    // holding the days before reads only the rest); a list's says none.
    const histories = updated.filter((u) => u.dataset === 'share-history');
    expect(histories.length).toBeGreaterThan(40);
    expect(histories.every((u) => typeof u.from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u.from))).toBe(true);
    expect(updated.filter((u) => u.dataset === 'share-board').every((u) => !('from' in u))).toBe(true);
    const after = await core.handlers['data.series']({ dataset: 'share-history', id });
    expect(after.time.length).toBe(core.store.data['share-history'].range(id)?.count);
    expect(after.time.length).toBeGreaterThan(before.time.length);
  }, 90_000);

  it('reads cached records with their age, and refuses reads that make no sense', async () => {
    const shares = await core.handlers['data.read']({ dataset: 'shares' });
    expect(shares.records.length).toBeGreaterThan(40);
    expect(shares.stale).toBe(false);
    const id = Number((shares.records[0] as { id: number }).id);
    const board = await core.handlers['data.read']({ dataset: 'share-board', id });
    expect(board.records.every((r) => r.share_id === id)).toBe(true);
    const history = await core.handlers['data.series']({ dataset: 'share-history', id, from: '2026-01-01' });
    expect(history.time).toBeInstanceOf(Float64Array);
    expect(history.columns.closing_price).toBeInstanceOf(Float64Array);
    expect(history.time.length).toBe(history.columns.closing_price.length);
    expect(history.time[0]! >= Date.UTC(2026, 0, 1) / 1000).toBe(true);
    await expect(async () => core.handlers['data.read']({ dataset: 'share-board' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(async () => core.handlers['data.read']({ dataset: 'share-history', id })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(async () => core.handlers['external.open']({ url: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(await core.handlers['external.open']({ url: 'https://example.com/a', approve: true })).toEqual({
      url: 'https://example.com/a',
      opened: false,
      approval: null,
      declined: false,
    });
  });

  it('reads the events of a window of days, and only for a dataset kept by day', async () => {
    const all = (await core.handlers['data.read']({ dataset: 'events' })).records;
    const days = [...new Set(all.map((e) => (e.date ?? '').slice(0, 10)))].sort();
    const from = days[Math.floor(days.length / 2)] ?? '';
    const to = days[Math.floor(days.length / 2) + 6] ?? '';
    const week = await core.handlers['data.read']({ dataset: 'events', days: { from, to } });
    const expected = all.filter((e) => (e.date ?? '').slice(0, 10) >= from && (e.date ?? '').slice(0, 10) <= to);
    expect(week.records.length).toBeGreaterThan(0);
    expect(week.records.length).toBeLessThan(all.length);
    expect(week.records.map((e) => e.id).sort()).toEqual(expected.map((e) => e.id).sort());
    const range = { from, to };
    await expect(async () => core.handlers['data.read']({ dataset: 'shares', days: range })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    const one = all[0]?.id ?? 0;
    await expect(async () => core.handlers['data.read']({ dataset: 'events', id: one, days: range })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await expect(async () => core.handlers['data.read']({ dataset: 'event-history', id: one, days: range })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('refuses an unknown dataset name', async () => {
    await expect(async () => core.handlers['sync.offline.start']({ only: ['shares', 'nonsense'] as never })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    }); // deliberately outside the typed input: the handler must refuse it at run time
  });
});

describe('core with an unreachable service', () => {
  it('starts from the cache, shows OFFLINE and reports no errors', async () => {
    const dir = tempDir();
    const seed = Store.open(databaseFile(dir));
    writeDataSource(seed.settings, { kind: 'remote', baseUrl: 'http://127.0.0.1:9/api' }); // discard port: nothing listens
    seed.close();
    const core = await createCore({
      transport: 'browser',
      userDataDir: dir,
      tokenVault: fileTokenVault(dir, { MARKET_TERMINAL_TOKEN: 'secret' }),
      httpOptions: { retries: 0, timeoutMs: 500 },
    });
    try {
      expect(core.info.dataSource).toEqual({
        kind: 'remote',
        label: '127.0.0.1:9',
        baseUrl: 'http://127.0.0.1:9/api',
        key: 'http://127.0.0.1:9/api',
      });
      const status = await until<SyncStatus>(core, 'sync.status', (s) => s.connection === 'offline');
      expect(status.authProblem).toBeNull();
      expect(core.store.freshness.all().filter((f) => f.outcome === 'error')).toEqual([]);
      expect(await core.handlers['search.query']({ text: 'anything' })).toEqual([]);
    } finally {
      await core.close();
    }
  });
});

describe('core with a token file others can read', () => {
  it('starts, and the status bar, SET and the start notices say what is wrong and how to fix it', async () => {
    if (process.platform === 'win32') return; // no file modes there
    const dir = tempDir();
    const seed = Store.open(databaseFile(dir));
    writeDataSource(seed.settings, { kind: 'remote', baseUrl: 'http://127.0.0.1:9/api' });
    seed.close();
    writeFileSync(path.join(dir, 'token'), 'secret', { mode: 0o644 });
    chmodSync(path.join(dir, 'token'), 0o644); // whatever the umask
    const core = await createCore({
      transport: 'browser',
      userDataDir: dir,
      tokenVault: fileTokenVault(dir, {}),
      httpOptions: { retries: 0, timeoutMs: 500 },
    });
    try {
      const refusal = /refusing to read the token from .*token: other users can read it \(run: chmod 600 /;
      expect((await core.handlers['sync.status'](undefined)).authProblem).toMatch(refusal);
      const settings = await core.handlers['settings.get'](undefined);
      expect(settings).toMatchObject({ hasToken: false, tokenProblem: expect.stringMatching(refusal) });
      expect(core.info.notices.join(' ')).toMatch(refusal);
    } finally {
      await core.close();
    }
  });
});
