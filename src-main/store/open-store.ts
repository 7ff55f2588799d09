// Opens the cache: pragmas, an integrity check, migrations. A damaged file is moved aside (never
// deleted) and a fresh cache is built, with a notice for the user. The files are the user's alone.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { databaseFiles } from './database-files';
import { clearDamageMark, damageMark, findDamage } from './integrity';
import { migrate, NewerDatabaseError, type Migration } from './migrate';
import { MIGRATIONS } from './migrations';
import { createPrivateFile, makePrivateFolder, tightenPrivate } from './private-files';

export interface OpenStoreOptions {
  /** Path of a better_sqlite3.node built for this runtime (Electron passes its own ABI build). */
  nativeBinding?: string;
  migrations?: readonly Migration[];
  now?: () => Date;
  /**
   * 'now' (default): the full check before anything else. 'later': only what opening reads (header,
   * schema) and the mark an earlier full check left; the caller runs the full check after start
   * (the app: `core/threads/integrity-check.ts`), so a big cache does not hold up the first screen.
   */
  fullCheck?: 'now' | 'later';
  /**
   * A damage mark is for the next start: a writer restarted after a crash keeps the marked file,
   * which the app still reads (the status bar already says CACHE DAMAGED).
   */
  keepMarkedFile?: boolean;
}

export interface OpenedStore {
  db: Database.Database;
  /** Things the user should be told, e.g. that a damaged cache was replaced. */
  notices: string[];
}

class DamagedDatabaseError extends Error {}

const CORRUPTION_CODES = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CORRUPT_INDEX', 'SQLITE_CORRUPT_VTAB']);

function isDamage(err: unknown): boolean {
  if (err instanceof DamagedDatabaseError) return true;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && CORRUPTION_CODES.has(code);
}

function connect(file: string, options: OpenStoreOptions): Database.Database {
  createPrivateFile(file);
  const db = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL'); // with WAL: durable at checkpoints, never corrupt on a crash
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const marked = options.keepMarkedFile ? null : damageMark(file);
    if (marked !== null) throw new DamagedDatabaseError(marked);
    // Reading the schema is what every statement needs: a damaged header or schema fails here.
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    const damage = options.fullCheck === 'later' ? null : findDamage(db);
    if (damage !== null) throw new DamagedDatabaseError(damage);
    migrate(db, options.migrations ?? MIGRATIONS);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/** A read-only connection to an existing cache file (readers, the integrity check, early peeks). */
export function openReadOnly(file: string, options: Pick<OpenStoreOptions, 'nativeBinding'> = {}): Database.Database {
  const db = new Database(file, {
    readonly: true,
    fileMustExist: true,
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Renames the database and its WAL/SHM companions; returns the new main file name. */
function moveAside(file: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = `${file}.damaged-${stamp}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  clearDamageMark(file);
  return target;
}

export function openStore(file: string, options: OpenStoreOptions = {}): OpenedStore {
  // Only a folder made here is made private: `--db` may name a file in a folder that is not ours.
  makePrivateFolder(path.dirname(file));
  const tightened = tightenPrivate({ files: databaseFiles(file) });
  const notices = tightened === null ? [] : [tightened];
  try {
    return { db: connect(file, options), notices };
  } catch (err) {
    if (err instanceof NewerDatabaseError || !isDamage(err)) throw err;
    const moved = moveAside(file, (options.now ?? (() => new Date()))());
    const db = connect(file, options);
    const reason = err instanceof Error ? err.message : String(err);
    return {
      db,
      notices: [
        ...notices,
        `The cache database was damaged (${reason}). It was moved to ${path.basename(moved)} and a fresh cache was started; data will be fetched again.`,
      ],
    };
  }
}
