// The cache: one writer connection (in the sync worker) or a read-only one (where screens are
// answered), one accessor per dataset, statements prepared once.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { alertsStore } from './alerts';
import { drawingsStore } from './drawings';
import { datasetTables, type DatasetTables } from './dataset-tables';
import { freshnessStore } from './freshness';
import { damageMark } from './integrity';
import { Journal, readJournalRetention } from './journal';
import { schemaVersion } from './migrate';
import { MIGRATIONS } from './migrations';
import { openReadOnly, openStore, type OpenStoreOptions } from './open-store';
import { portfolioStore } from './portfolios';
import { rejectsStore } from './rejects';
import { SearchIndex } from './search-index';
import { settingsStore } from './settings';
import { WriteGroup } from './write-group';

/**
 * Where the user's settings live when this file is one source's cache: the home file, attached as
 * `home`, so every source shares the one set of settings, layouts and watchlists. Absent (or the
 * same file): the settings are this file's own.
 */
export interface HomeOption {
  home?: string | undefined;
}

/** `journal: false`: writes record no changes (the bench measures what recording costs a sync). */
interface JournalOption {
  journal?: boolean;
}

const attachedHome = (file: string, home: string | undefined): string | null =>
  home !== undefined && path.resolve(home) !== path.resolve(file) ? home : null;

export class Store {
  readonly search: SearchIndex;
  /** One accessor per dataset of the registry: `store.data['share-board'].get(shareId)`. */
  readonly data: DatasetTables;
  /** What every sync changed in this cache (store/journal.ts). */
  readonly journal: Journal;
  readonly freshness;
  readonly rejects;
  readonly settings;
  /** The user's portfolios: in the home file, like the settings. */
  readonly portfolios;
  /** Alert rules and firings: the user's own, beside the settings. */
  readonly alerts;
  /** Drawings on charts, per security: the user's own too. */
  readonly drawings;
  /** The sync's writes committed together (store/write-group.ts). */
  readonly writes: WriteGroup;

  private constructor(
    readonly db: Database.Database,
    readonly file: string,
    /** What the user should be told about opening the cache (e.g. a damaged file replaced). */
    readonly notices: readonly string[],
    home: string | null,
    recordChanges = true,
  ) {
    // Attached before any statement is prepared; a read-only connection attaches read-only.
    if (home !== null) db.prepare('ATTACH DATABASE ? AS home').run(home);
    this.search = new SearchIndex(db);
    this.journal = new Journal(db);
    this.data = datasetTables(db, this.search, recordChanges ? this.journal : null);
    this.freshness = freshnessStore(db);
    this.rejects = rejectsStore(db);
    this.settings = settingsStore(db, home === null ? 'main' : 'home');
    this.portfolios = portfolioStore(db, home === null ? 'main' : 'home');
    this.alerts = alertsStore(db, home === null ? 'main' : 'home');
    this.drawings = drawingsStore(db, home === null ? 'main' : 'home');
    this.writes = new WriteGroup(db);
  }

  /** The writer: migrates `file` (and the home file first, when it is another one). */
  static open(file: string, options: OpenStoreOptions & HomeOption & JournalOption = {}): Store {
    const { home: homeOption, journal = true, ...openOptions } = options;
    const home = attachedHome(file, homeOption);
    const homeNotices: string[] = [];
    if (home !== null) {
      const opened = openStore(home, openOptions);
      opened.db.close();
      homeNotices.push(...opened.notices);
    }
    const { db, notices } = openStore(file, openOptions);
    try {
      const store = new Store(db, file, [...homeNotices, ...notices], home, journal);
      // The writer opens at start (app, worker, CLI): the journal's retention is applied then.
      store.journal.prune(readJournalRetention(store.settings));
      return store;
    } catch (err) {
      db.close();
      throw err;
    }
  }

  /**
   * A read-only connection to a cache the writer has already opened and migrated. With WAL it reads
   * the last committed state while the writer ingests; any write through it fails (SQLITE_READONLY).
   */
  static openReader(file: string, notices: readonly string[], options: Pick<OpenStoreOptions, 'nativeBinding'> & HomeOption = {}): Store {
    const db = openReadOnly(file, options);
    try {
      return new Store(db, file, notices, attachedHome(file, options.home));
    } catch (err) {
      db.close();
      throw err;
    }
  }

  /**
   * A reader opened before the writer is up, so a restart serves its first screen at once: only for
   * a cache that is there, in WAL mode, at the current schema and not marked damaged, which the
   * writer will open as it is (nothing to migrate or move aside). Null otherwise: wait for the writer.
   */
  static openCurrentReader(file: string, options: Pick<OpenStoreOptions, 'nativeBinding'> & HomeOption = {}): Store | null {
    const home = attachedHome(file, options.home);
    if ([file, home].some((f) => f !== null && (!existsSync(f) || damageMark(f) !== null))) return null;
    let db: Database.Database | null = null;
    try {
      db = openReadOnly(file, options);
      if (db.pragma('journal_mode', { simple: true }) !== 'wal' || schemaVersion(db) !== MIGRATIONS.length) {
        db.close();
        return null;
      }
      db.prepare('SELECT count(*) FROM sqlite_schema').get(); // what the writer reads before it decides
      const store = new Store(db, file, [], home);
      if (home !== null && schemaVersion(db, 'home') !== MIGRATIONS.length) {
        store.close();
        return null;
      }
      return store;
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
    this.writes.flush(); // closing with a group open would roll it back
    this.db.close();
  }
}
