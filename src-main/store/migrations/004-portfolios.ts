import type { Migration } from '../migrate';

/**
 * The user's portfolios and their transactions (issue 30). They are the user's own, so they live
 * in the home file (every file gets the tables; only the home file's are used). A security is its
 * kind and code, not a source's id, so a portfolio follows the user across data sources. Decimals
 * are kept as the text entered: the arithmetic is exact (src-main/portfolio/money.ts).
 */
export const portfolios: Migration = {
  version: 4,
  name: 'portfolios and transactions',
  up(db) {
    db.exec(`
      CREATE TABLE portfolios (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        currency TEXT NOT NULL
      ) STRICT;
      CREATE TABLE portfolio_transactions (
        id INTEGER PRIMARY KEY,
        portfolio_id INTEGER NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell', 'dividend', 'fee', 'split')),
        kind TEXT NOT NULL CHECK (kind IN ('share', 'fund')),
        code TEXT NOT NULL,
        title TEXT NOT NULL,
        currency TEXT,
        quantity TEXT,
        price TEXT,
        fees TEXT NOT NULL DEFAULT '0'
      ) STRICT;
      CREATE INDEX portfolio_transactions_by_day ON portfolio_transactions (portfolio_id, day, id);
    `);
  },
};
