// The cache: one writer connection, one module per domain, statements prepared once.
import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { calendarStore } from './calendar';
import { countriesStore } from './countries';
import { freshnessStore } from './freshness';
import { fundsStore } from './funds';
import { openStore, type OpenStoreOptions } from './open-store';
import { rejectsStore } from './rejects';
import { SearchIndex } from './search-index';
import { settingsStore } from './settings';
import { sharesStore } from './shares';

export class Store {
  readonly search: SearchIndex;
  readonly shares;
  readonly funds;
  readonly calendar;
  readonly countries;
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
    this.shares = sharesStore(db, this.search);
    this.funds = fundsStore(db, this.search);
    this.calendar = calendarStore(db, this.search);
    this.countries = countriesStore(db, this.search);
    this.freshness = freshnessStore(db);
    this.rejects = rejectsStore(db);
    this.settings = settingsStore(db);
  }

  static open(file: string, options: OpenStoreOptions = {}): Store {
    const { db, notices } = openStore(file, options);
    return new Store(db, file, notices);
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
