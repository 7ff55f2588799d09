import type { Migration } from '../migrate';

/**
 * The command bar's codes in an index of their own. A code-only match on the shared index walks
 * every entry whose name has a word with that prefix (a column filter is checked row by row), so
 * "b" read all the Banques of 100,000 names to find the few codes starting with B; this index
 * holds codes alone, its prefix lists are the codes' own. Rowids are the shared index's.
 */
export const searchCodes: Migration = {
  version: 8,
  name: 'search: codes in an index of their own',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE search_code USING fts5(
        code,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3 4'
      );
      INSERT INTO search_code (rowid, code) SELECT rowid, code FROM search;
    `);
  },
};
