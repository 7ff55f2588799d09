// The cache's full integrity check runs after start, on its own thread: a damaged page no longer
// holds up the first screen, the trader is told at once, and the next start moves the file aside
// and fills a fresh cache.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { databaseFile } from '../../../src-main/core/paths';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { SyncStatus } from '../../../src-main/ipc/contract';
import { Store } from '../../../src-main/store/store';
import { startIntegrityCheck } from '../../../src-main/core/threads/integrity-check';
import { eventually } from './worker-helpers';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-integrity-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A cache with rows written last, whose pages (the file's last ones) are then scribbled over. */
function damagedCache(dir: string): string {
  const file = databaseFile(dir);
  const store = Store.open(file);
  const insert = store.db.prepare('INSERT INTO rejects (at, dataset, path, reason) VALUES (?, ?, ?, ?)');
  store.db.transaction(() => {
    for (let i = 0; i < 3000; i++) insert.run('2026-11-22', 'shares', 'name', `reason ${i} ${'x'.repeat(80)}`);
  })();
  store.db.pragma('wal_checkpoint(TRUNCATE)');
  store.close();
  const bytes = readFileSync(file);
  bytes.fill(0x5a, bytes.length - 4096 * 6, bytes.length - 4096 * 2);
  writeFileSync(file, bytes);
  return file;
}

const start = (dir: string) =>
  createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir), integrityCheckDelayMs: 0 });

describe('the integrity check after start', () => {
  it('finds nothing in a sound cache, and leaves no mark', async () => {
    const dir = tempDir();
    const file = databaseFile(dir);
    Store.open(file).close();
    expect(await startIntegrityCheck(file, { delayMs: 0 }).result).toBeNull();
    expect(readdirSync(dir)).not.toContainEqual(expect.stringMatching(/check-failed|damaged/));
  });

  it('waits for the start to settle, and a core closed before then never runs it', async () => {
    const file = damagedCache(tempDir());
    const check = startIntegrityCheck(file);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await check.stop();
    expect(await check.result).toBeNull();
    expect(existsSync(`${file}.check-failed`)).toBe(false);
  });

  it('begins only once the writer has opened the cache (the mark it may leave is for the next start)', async () => {
    const file = damagedCache(tempDir());
    let opened: () => void = () => undefined;
    const check = startIntegrityCheck(file, { delayMs: 0, after: new Promise<void>((resolve) => (opened = resolve)) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(`${file}.check-failed`)).toBe(false);
    opened();
    expect(await check.result).toMatch(/malformed|corrupt|never used|error/i);
    expect(existsSync(`${file}.check-failed`)).toBe(true);
  });

  it('waits while the terminal is busy syncing', async () => {
    const file = damagedCache(tempDir());
    let idle = false;
    const check = startIntegrityCheck(file, { delayMs: 0, idle: () => idle });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(existsSync(`${file}.check-failed`)).toBe(false);
    idle = true;
    expect(await check.result).not.toBeNull();
    expect(existsSync(`${file}.check-failed`)).toBe(true);
  });

  it('opens a damaged cache at once, says CACHE DAMAGED, and the next start moves the file aside', async () => {
    const dir = tempDir();
    const file = damagedCache(dir);
    let core: Core | null = await start(dir);
    try {
      // The start did not read the damaged pages: no notice yet, the terminal is up.
      expect(core.info.notices).toEqual([]);
      const statuses: SyncStatus[] = [];
      core.events.subscribe((name, payload) => name === 'sync.status' && statuses.push(payload as SyncStatus));
      await eventually(() => statuses.some((s) => s.cacheProblem !== null), 'a status naming the damage');
      expect(statuses.at(-1)?.cacheProblem).toMatch(/cache file is damaged .*Restart/);
      await core.close();
      core = null;

      core = await start(dir);
      expect(core.info.notices.join(' ')).toMatch(/damaged .* moved to market-terminal\.sqlite\.damaged-/);
      expect(readdirSync(dir).some((f) => f.startsWith('market-terminal.sqlite.damaged-'))).toBe(true);
      expect(existsSync(`${file}.check-failed`)).toBe(false);
      // The fresh cache is sound: its own check finds nothing.
      expect(core.sync.problem).toBeNull();
      expect(await startIntegrityCheck(file, { delayMs: 0 }).result).toBeNull();
    } finally {
      await core?.close();
    }
  }, 60_000);
});
