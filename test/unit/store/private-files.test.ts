// The cache is the user's alone on Linux and macOS: the data folder 0700, the database, its WAL and
// SHM and the window-state files 0600; wider modes found at start are tightened and said once.
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src-main/core/core';
import { databaseFile, paneWindowsFile, windowStateFile } from '../../../src-main/core/paths';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import { Store } from '../../../src-main/store/store';
import { runCli } from '../cli/run-cli';
import { tempDir } from '../sync/helpers';

const modeOf = (file: string) => statSync(file).mode & 0o777;
const dirs: { remove(): void }[] = [];
const scratch = (prefix: string) => {
  const tmp = tempDir(prefix);
  dirs.push(tmp);
  return tmp;
};
afterEach(() => {
  vi.unstubAllEnvs();
  for (const d of dirs.splice(0)) d.remove();
});

/** A data folder as an older version (or a copy under a loose umask) left it: everything readable by all. */
function looseDataFolder(dir: string): string[] {
  const db = databaseFile(dir);
  const store = Store.open(db);
  store.close();
  const files = [db, windowStateFile(dir), paneWindowsFile(dir)];
  writeFileSync(windowStateFile(dir), '{}');
  writeFileSync(paneWindowsFile(dir), '{}');
  for (const file of files) chmodSync(file, 0o644);
  chmodSync(dir, 0o755);
  return files;
}

describe.skipIf(process.platform === 'win32')('private cache files', () => {
  it('creates the data folder 0700 and the database, WAL and SHM 0600 whatever the umask', () => {
    const parent = scratch('private-new');
    const dir = path.join(parent.dir, 'market-terminal');
    const old = process.umask(0o022); // the usual umask, which gives 0644 files and 0755 folders
    try {
      const store = Store.open(databaseFile(dir));
      store.db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
      const reader = Store.openReader(databaseFile(dir), []);
      reader.db.prepare('SELECT * FROM t').all();
      expect(modeOf(dir)).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm']) expect(modeOf(databaseFile(dir) + suffix), suffix || 'database').toBe(0o600);
      expect(store.notices).toEqual([]);
      reader.close();
      store.close();
    } finally {
      process.umask(old);
    }
  });

  it('tightens a wider data folder at start, says so once, and says nothing the next time', async () => {
    const tmp = scratch('private-loose');
    const files = looseDataFolder(tmp.dir);
    const start = () => createCore({ transport: 'browser', userDataDir: tmp.dir, tokenVault: fileTokenVault(tmp.dir, {}) });
    const core = await start();
    try {
      expect(modeOf(tmp.dir)).toBe(0o700);
      for (const file of files) expect(modeOf(file), path.basename(file)).toBe(0o600);
      const said = core.info.notices.filter((n) => n.includes('yours alone'));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(`${tmp.dir} (was 0755, now 0700)`);
      expect(said[0]).toContain(`${windowStateFile(tmp.dir)} (was 0644, now 0600)`);
    } finally {
      await core.close();
    }
    const again = await start();
    try {
      expect(again.info.notices.filter((n) => n.includes('yours alone'))).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('the command line tightens the data folder too and says so on stderr', async () => {
    const tmp = scratch('private-cli');
    looseDataFolder(tmp.dir);
    vi.stubEnv('MARKET_TERMINAL_DATA_DIR', tmp.dir);
    const run = await runCli(['status']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /^market-terminal: Other users could read the terminal's files\. Made yours alone: .*\(was 0755, now 0700\)/m,
    );
    expect(modeOf(tmp.dir)).toBe(0o700);
    expect(modeOf(databaseFile(tmp.dir))).toBe(0o600);
    expect((await runCli(['status'])).stderr).not.toMatch(/yours alone/);
  });

  it('with --db, tightens the database files but leaves a folder that is not the data folder as it is', async () => {
    const tmp = scratch('private-db-flag');
    const shared = path.join(tmp.dir, 'shared');
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    const db = path.join(shared, 'copy.sqlite');
    Store.open(db).close();
    chmodSync(db, 0o644);
    const run = await runCli(['status', '--db', db]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`${db} (was 0644, now 0600)`);
    expect(modeOf(db)).toBe(0o600);
    expect(modeOf(shared)).toBe(0o755);
  });
});
