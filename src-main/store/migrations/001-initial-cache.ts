import type { Migration } from '../migrate';

/** Child lists have no natural key of their own: each parent's list is replaced whole. */
const childList = (table: string, parent: string) => `
  CREATE TABLE ${table} (
    ${parent} INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (${parent}, seq)
  ) STRICT, WITHOUT ROWID;`;

export const initialCache: Migration = {
  version: 1,
  name: 'initial cache: datasets, freshness, rejects, settings, search',
  up(db) {
    db.exec(`
      CREATE TABLE shares (
        id INTEGER PRIMARY KEY,
        mnemo_code TEXT,
        name TEXT,
        isin TEXT,
        currency_code TEXT,
        country_code TEXT,
        quoting_place_code TEXT,
        record TEXT NOT NULL
      ) STRICT;

      -- /v1/shares/price/{id}: the latest sessions, replaced on every fetch
      ${childList('share_prices', 'share_id')}

      -- /v1/shares/historic/{id}: columns, so 2,500 bars read in a few ms
      CREATE TABLE share_history (
        share_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        id TEXT,
        price_date TEXT NOT NULL,
        day_price REAL,
        variation REAL,
        volume REAL,
        closing_price REAL,
        opening_price REAL,
        upper REAL,
        lower REAL,
        per REAL,
        PRIMARY KEY (share_id, day)
      ) STRICT, WITHOUT ROWID;

      ${childList('share_financials', 'share_id')}
      ${childList('share_board', 'share_id')}
      ${childList('share_executives', 'share_id')}
      ${childList('share_auditors', 'share_id')}
      ${childList('share_shareholders', 'share_id')}
      ${childList('share_diary', 'share_id')}
      ${childList('share_documents', 'share_id')}
      ${childList('share_ratings', 'share_id')}

      CREATE TABLE funds (
        id INTEGER PRIMARY KEY,
        mnemo TEXT,
        name TEXT,
        isin TEXT,
        record TEXT NOT NULL
      ) STRICT;

      CREATE TABLE fund_valuations (
        fund_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        date TEXT NOT NULL,
        value REAL,
        net_assets REAL,
        parts REAL,
        PRIMARY KEY (fund_id, day)
      ) STRICT, WITHOUT ROWID;

      ${childList('fund_documents', 'fund_id')}

      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        day TEXT,
        hour TEXT,
        title TEXT,
        importance TEXT,
        record TEXT NOT NULL
      ) STRICT;
      CREATE INDEX events_by_day ON events (day, hour);

      ${childList('event_history', 'event_id')}

      CREATE TABLE countries (
        id INTEGER PRIMARY KEY,
        code TEXT,
        name TEXT,
        record TEXT NOT NULL
      ) STRICT;

      ${childList('country_indicators', 'country_id')}
      ${childList('country_links', 'country_id')}

      -- One row per cached request: when, from where, how it went.
      CREATE TABLE freshness (
        dataset TEXT NOT NULL,
        key TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        source TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'partial', 'error')),
        error TEXT,
        rejected INTEGER NOT NULL DEFAULT 0,
        last_ok_at TEXT,
        PRIMARY KEY (dataset, key)
      ) STRICT, WITHOUT ROWID;

      -- Records refused by validation, kept for the user to see (newest first, pruned).
      CREATE TABLE rejects (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        dataset TEXT NOT NULL,
        parent TEXT,
        record_id TEXT,
        path TEXT NOT NULL,
        reason TEXT NOT NULL
      ) STRICT;

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      -- Command-bar search over securities, events and countries.
      CREATE VIRTUAL TABLE search USING fts5(
        kind UNINDEXED,
        ref UNINDEXED,
        code,
        title,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3 4'
      );
    `);
  },
};
