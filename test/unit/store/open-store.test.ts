import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markDamaged } from '../../../src-main/store/integrity';
import { NewerDatabaseError, schemaVersion } from '../../../src-main/store/migrate';
import { MIGRATIONS } from '../../../src-main/store/migrations';
import { openStore } from '../../../src-main/store/open-store';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mt-store-'));
  file = path.join(dir, 'cache.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openStore', () => {
  it('creates a migrated WAL database on first run, with nothing to report', () => {
    const { db, notices } = openStore(file);
    expect(notices).toEqual([]);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('moves a damaged file aside, never deleting it, and starts a fresh cache', () => {
    const garbage = Buffer.from('this is not a database '.repeat(200));
    writeFileSync(file, garbage, { mode: 0o600 }); // as the terminal creates it: only the damage to report
    const { db, notices } = openStore(file, { now: () => new Date('2026-11-22T10:00:00Z') });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/damaged .* moved to cache\.sqlite\.damaged-2026-11-22T10-00-00-000Z/);
    const moved = path.join(dir, 'cache.sqlite.damaged-2026-11-22T10-00-00-000Z');
    expect(readFileSync(moved)).toEqual(garbage);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    db.close();
  });

  it('detects a file whose pages were damaged after it was written', () => {
    const first = openStore(file).db;
    first.exec("INSERT INTO settings (key, value) VALUES ('k', 'v')");
    const insert = first.prepare('INSERT INTO rejects (at, dataset, path, reason) VALUES (?, ?, ?, ?)');
    first.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run('2026-11-22', 'shares', 'name', `reason ${i} ${'x'.repeat(50)}`);
    })();
    first.pragma('wal_checkpoint(TRUNCATE)');
    first.close();
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 8192, 8192 + 4096 * 4); // scribble over a few b-tree pages
    writeFileSync(file, bytes);

    const { db, notices } = openStore(file);
    expect(notices[0]).toMatch(/damaged/);
    expect(readdirSync(dir).some((f) => f.startsWith('cache.sqlite.damaged-'))).toBe(true);
    db.close();
  });

  it('moves a file a background check marked damaged at the next start, but not under a writer restarted meanwhile', () => {
    openStore(file).db.close();
    markDamaged(file, 'Page 12: btreeInitPage() returns error code 11');
    const restarted = openStore(file, { fullCheck: 'later', keepMarkedFile: true });
    expect(restarted.notices).toEqual([]);
    restarted.db.close();
    expect(readdirSync(dir).filter((f) => f.includes('damaged-'))).toEqual([]);

    const next = openStore(file, { fullCheck: 'later' });
    expect(next.notices[0]).toMatch(/damaged \(Page 12: btreeInitPage\(\) returns error code 11\)/);
    expect(readdirSync(dir).some((f) => f.startsWith('cache.sqlite.damaged-'))).toBe(true);
    expect(readdirSync(dir)).not.toContain('cache.sqlite.check-failed');
    next.db.close();
  });

  it("takes a folder named like the check's mark for no verdict: it opens the cache as it is", () => {
    openStore(file).db.close();
    mkdirSync(`${file}.check-failed`);
    const { db, notices } = openStore(file, { fullCheck: 'later' });
    expect(notices).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.includes('damaged-'))).toEqual([]);
    db.close();
  });

  it('refuses a database from a newer version, keeping it where it is and as it was', () => {
    const newer = new Database(file);
    newer.exec('CREATE TABLE future_data (x INTEGER); INSERT INTO future_data VALUES (42)');
    newer.pragma(`user_version = ${MIGRATIONS.length + 5}`);
    newer.close();
    expect(() => openStore(file)).toThrow(NewerDatabaseError);
    expect(readdirSync(dir).filter((f) => f.includes('damaged'))).toEqual([]);
    const after = new Database(file, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length + 5);
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([{ name: 'future_data' }]);
    after.close();
  });
});
