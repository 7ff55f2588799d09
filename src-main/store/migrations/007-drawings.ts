import type { Migration } from '../migrate';

/** Drawings on charts: the user's own (used in the home file), kept per security by code. */
export const drawings: Migration = {
  version: 7,
  name: 'drawings on charts',
  up(db) {
    db.exec(`
      CREATE TABLE drawings (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('share', 'fund')),
        code TEXT NOT NULL,
        tool TEXT NOT NULL,
        -- anchors, text, colour, style, extension (shared/drawings/types.ts), as JSON
        spec TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX drawings_of_security ON drawings (kind, code);
    `);
  },
};
