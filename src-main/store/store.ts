// The cache: one writer connection (in the sync worker) or a read-only one (where screens are
// answered), one accessor per dataset, statements prepared once.
import { existsSync, statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { datasetTables, type DatasetTables } from './dataset-tables';
import { freshnessStore } from './freshness';
import { damageMark } from './integrity';
import { schemaVersion } from './migrate';
import { MIGRATIONS } from './migrations';
import { openReadOnly, openStore, type OpenStoreOptions } from './open-store';
import { rejectsStore } from './rejects';
import { SearchIndex } from './search-index';
import { settingsStore } from './settings';

export class Store {
  readonly search: SearchIndex;
  /** One accessor per dataset of the registry: `store.data['share-board'].get(shareId)`. */
  readonly data: DatasetTables;
  readonly freshness;
  readonly rejects;
  readonly settings;

  private constructor(
    readonly db: Database.Database,
    readonly file: string,
    /** What the user should be told about opening the cache (e.g. a damaged file replaced). */
    readonly notices: readonly string[],
  ) {
    this.search = new SearchIndex(db);
    this.data = datasetTables(db, this.search);
    this.freshness = freshnessStore(db);
    this.rejects = rejectsStore(db);
    this.settings = settingsStore(db);
  }

  static open(file: string, options: OpenStoreOptions = {}): Store {
    const { db, notices } = openStore(file, options);
    return new Store(db, file, notices);
  }

  /**
   * A read-only connection to a cache the writer has already opened and migrated. With WAL it reads
   * the last committed state while the writer ingests; any write through it fails (SQLITE_READONLY).
   */
  static openReader(file: string, notices: readonly string[], options: Pick<OpenStoreOptions, 'nativeBinding'> = {}): Store {
    return new Store(openReadOnly(file, options), file, notices);
  }

  /**
   * A reader opened before the writer is up, so a restart serves its first screen at once: only for
   * a cache that is there, in WAL mode, at the current schema and not marked damaged, which the
   * writer will open as it is (nothing to migrate or move aside). Null otherwise: wait for the writer.
   */
  static openCurrentReader(file: string, options: Pick<OpenStoreOptions, 'nativeBinding'> = {}): Store | null {
    if (!existsSync(file) || damageMark(file) !== null) return null;
    let db: Database.Database | null = null;
    try {
      db = openReadOnly(file, options);
      if (db.pragma('journal_mode', { simple: true }) !== 'wal' || schemaVersion(db) !== MIGRATIONS.length) {
        db.close();
        return null;
      }
      db.prepare('SELECT count(*) FROM sqlite_schema').get(); // what the writer reads before it decides
      return new Store(db, file, []);
    } catch {
      db?.close(); // unreadable here (no WAL index to share, a damaged schema): the writer decides
      return null;
    }
  }

  /** Bytes on disk, WAL included. */
  sizeBytes(): number {
    return [this.file, `${this.file}-wal`].reduce((sum, f) => {
      try {
        return sum + statSync(f).size;
      } catch {
        return sum;
      }
    }, 0);
  }

  close(): void {
    this.db.close();
  }
}
