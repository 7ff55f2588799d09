import type { Migration } from '../migrate';

/**
 * The change journal (store/journal.ts): what every sync changed in this cache, per record and
 * field. It lives in the source's own file because it describes that file's records.
 * - change_runs: one row per sync run that wrote anything; `at` is when the run began. Ids are
 *   never reused (AUTOINCREMENT): change_scopes names runs by id, and pruning removes old ones.
 * - changes: one row per change; before/after are canonical values as JSON (NULL where none).
 * - change_scopes: which requests (dataset + parent key) have been written once, so the first
 *   write of one is its baseline ("first seen (N records)") and never N additions; `run` is the
 *   run that took the baseline (its later pages still count towards it).
 */
export const changeJournal: Migration = {
  version: 6,
  name: 'change journal',
  up(db) {
    db.exec(`
      CREATE TABLE change_runs (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL UNIQUE);
      CREATE TABLE changes (
        id INTEGER PRIMARY KEY,
        run INTEGER NOT NULL,
        dataset TEXT NOT NULL,
        record_id INTEGER,
        key TEXT,
        change TEXT NOT NULL,
        field TEXT,
        before TEXT,
        after TEXT
      );
      CREATE INDEX changes_by_run ON changes (run, id);
      CREATE TABLE change_scopes (dataset TEXT NOT NULL, key TEXT NOT NULL, run INTEGER NOT NULL, PRIMARY KEY (dataset, key)) WITHOUT ROWID;
    `);
  },
};
