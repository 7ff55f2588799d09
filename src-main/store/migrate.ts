// Numbered migrations applied in one transaction and tracked with PRAGMA user_version.
// A database written by a newer version of the app is refused rather than guessed at.
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

export class NewerDatabaseError extends Error {
  constructor(
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `the cache database was written by a newer Market Terminal (schema ${found}; this version knows up to ${supported}). Update the app, or point it at another database.`,
    );
    this.name = 'NewerDatabaseError';
  }
}

export function schemaVersion(db: Database.Database, schema: 'main' | 'home' = 'main'): number {
  return db.pragma(`${schema}.user_version`, { simple: true }) as number;
}

/** Applies every migration above the database's version; returns the versions applied. */
export function migrate(db: Database.Database, migrations: readonly Migration[]): number[] {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  ordered.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations must be numbered 1..n without gaps; found ${m.version} at position ${i + 1}`);
  });
  const latest = ordered.length;
  const current = schemaVersion(db);
  if (current > latest) throw new NewerDatabaseError(current, latest);
  const pending = ordered.filter((m) => m.version > current);
  if (pending.length === 0) return [];
  db.transaction(() => {
    for (const m of pending) m.up(db);
    db.pragma(`user_version = ${latest}`);
  }).immediate();
  return pending.map((m) => m.version);
}
