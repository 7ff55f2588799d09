import type { Migration } from '../migrate';

/**
 * Refused records gain what the DQ screen shows: the cache dataset the request was for (the
 * existing `dataset` column names the endpoint, e.g. "shares.historic") and an excerpt of the raw
 * value. Rows refused before this version keep NULL in both.
 */
export const rejectDetails: Migration = {
  version: 2,
  name: 'refused records: cache dataset and raw excerpt',
  up(db) {
    db.exec(`
      ALTER TABLE rejects ADD COLUMN cache_dataset TEXT;
      ALTER TABLE rejects ADD COLUMN excerpt TEXT;
      CREATE INDEX rejects_by_cache_dataset ON rejects (cache_dataset, id);
    `);
  },
};
