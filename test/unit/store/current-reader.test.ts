// The reader a restart opens before the writer is up: only for a cache the writer will open as it
// is; anything the writer would first migrate, or move aside, waits for it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markDamaged } from '../../../src-main/store/integrity';
import { MIGRATIONS } from '../../../src-main/store/migrations';
import { Store } from '../../../src-main/store/store';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mt-reader-'));
  file = path.join(dir, 'cache.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cache the writer has opened and closed, with one setting in it. */
function currentCache(): void {
  const writer = Store.open(file);
  writer.db.exec("INSERT INTO settings (key, value) VALUES ('k', '\"v\"')");
  writer.close();
}

describe('Store.openCurrentReader', () => {
  it('reads a current cache before any writer has it open', () => {
    currentCache();
    const reader = Store.openCurrentReader(file);
    expect(reader).not.toBeNull();
    expect(reader?.db.prepare("SELECT value FROM settings WHERE key = 'k'").pluck().get()).toBe('"v"');
    expect(() => reader?.db.exec("INSERT INTO settings (key, value) VALUES ('x', '1')")).toThrow(/readonly/);
    reader?.close();
  });

  it('leaves to the writer a cache that is missing, older, marked damaged or not a database', () => {
    expect(Store.openCurrentReader(file)).toBeNull();

    currentCache();
    const older = new Database(file);
    older.pragma(`user_version = ${MIGRATIONS.length - 1}`);
    older.close();
    expect(Store.openCurrentReader(file)).toBeNull();

    rmSync(file);
    currentCache();
    markDamaged(file, 'quick_check: page 7 is never used');
    expect(Store.openCurrentReader(file)).toBeNull();

    rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'mt-reader-'));
    file = path.join(dir, 'cache.sqlite');
    writeFileSync(file, 'this is not a database '.repeat(100));
    expect(Store.openCurrentReader(file)).toBeNull();
  });
});
