import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface OpenDatabaseOptions {
  /** Path of a better_sqlite3.node built for this runtime (Electron passes its own ABI build). */
  nativeBinding?: string;
}

/** Opens (creating if needed) the cache database with the pragmas the whole app relies on. */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Database.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}
