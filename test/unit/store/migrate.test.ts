import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, NewerDatabaseError, schemaVersion, type Migration } from '../../../src-main/store/migrate';
import { MIGRATIONS } from '../../../src-main/store/migrations';

const table =
  (name: string): Migration['up'] =>
  (db) =>
    db.exec(`CREATE TABLE ${name} (x INTEGER) STRICT`);

describe('migrate', () => {
  it('applies pending migrations in order and records the version', () => {
    const db = new Database(':memory:');
    expect(
      migrate(db, [
        { version: 2, name: 'b', up: table('b') },
        { version: 1, name: 'a', up: table('a') },
      ]),
    ).toEqual([1, 2]);
    expect(schemaVersion(db)).toBe(2);
    expect(
      migrate(db, [
        { version: 1, name: 'a', up: table('a') },
        { version: 2, name: 'b', up: table('b') },
      ]),
    ).toEqual([]);
  });

  it('applies only what is new on an older database', () => {
    const db = new Database(':memory:');
    migrate(db, [{ version: 1, name: 'a', up: table('a') }]);
    expect(
      migrate(db, [
        { version: 1, name: 'a', up: table('a') },
        { version: 2, name: 'b', up: table('b') },
      ]),
    ).toEqual([2]);
  });

  it('rolls back every step when one fails, leaving the database as it was', () => {
    const db = new Database(':memory:');
    const broken: Migration = { version: 2, name: 'broken', up: (d) => d.exec('CREATE TABLE nope (') };
    expect(() => migrate(db, [{ version: 1, name: 'a', up: table('a') }, broken])).toThrow();
    expect(schemaVersion(db)).toBe(0);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'a'").get()).toEqual({ n: 0 });
  });

  it('refuses a database written by a newer version', () => {
    const db = new Database(':memory:');
    db.pragma('user_version = 9');
    expect(() => migrate(db, MIGRATIONS)).toThrow(NewerDatabaseError);
    expect(() => migrate(db, MIGRATIONS)).toThrow(/newer Market Terminal \(schema 9; this version knows up to \d+\)/);
  });

  it('refuses a migration list with gaps', () => {
    expect(() => migrate(new Database(':memory:'), [{ version: 2, name: 'b', up: table('b') }])).toThrow(/without gaps/);
  });
});

describe('migration 1: initial cache', () => {
  const db = new Database(':memory:');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version === 1),
  );

  it('creates a STRICT table per dataset', () => {
    const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search%'").all() as {
      name: string;
      sql: string;
    }[];
    expect(tables.map((t) => t.name).sort()).toEqual(
      [
        'countries',
        'country_indicators',
        'country_links',
        'event_history',
        'events',
        'freshness',
        'fund_documents',
        'fund_valuations',
        'funds',
        'rejects',
        'settings',
        'share_auditors',
        'share_board',
        'share_diary',
        'share_documents',
        'share_executives',
        'share_financials',
        'share_history',
        'share_prices',
        'share_ratings',
        'share_shareholders',
        'shares',
      ].sort(),
    );
    for (const t of tables) expect(t.sql, t.name).toMatch(/\bSTRICT\b/);
  });

  it('rejects a value of the wrong type (STRICT)', () => {
    expect(() =>
      db
        .prepare("INSERT INTO share_history (share_id, day, price_date, closing_price) VALUES (1, '2024-01-02', '2024-01-02', 'abc')")
        .run(),
    ).toThrow(/cannot store TEXT value in REAL column/);
  });

  it('reads one share history by its primary key, without a scan', () => {
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT * FROM share_history WHERE share_id = ? AND day BETWEEN ? AND ? ORDER BY day')
      .all(1, '2020-01-01', '2024-01-01') as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/SEARCH share_history USING PRIMARY KEY \(share_id=\? AND day>\? AND day<\?\)/);
  });

  it('has a prefix-searchable full-text index', () => {
    db.prepare('INSERT INTO search (kind, ref, code, title) VALUES (?, ?, ?, ?)').run('share', '1', 'SNTS', 'Sonatel');
    expect(db.prepare("SELECT ref FROM search WHERE search MATCH 'son*'").all()).toEqual([{ ref: '1' }]);
  });
});
