// The command bar's codes have an index of their own (migration 8): it must say what the names'
// index says about codes, through a migration of an older cache, replacements and removals.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/store/migrate';
import { MIGRATIONS } from '../../../src-main/store/migrations';
import { SearchIndex } from '../../../src-main/store/search-index';

/** Many funds named "Banque …" (their words all start with B) and one share whose code does. */
function crowded(search: SearchIndex): void {
  search.put(
    'fund',
    Array.from({ length: 500 }, (_, i) => ({ ref: i + 1, code: `X${i}`, title: `Banque Boa Bénin ${i}` })),
  );
  search.put('share', [{ ref: 7, code: 'BOAB CI0000000958', title: 'Bank of Africa Bénin' }]);
}

describe('search by code', () => {
  it('finds the codes of a cache written before the code index existed', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 8),
    );
    db.prepare(
      "INSERT INTO search (rowid, kind, ref, code, title) VALUES (10000000007, 'share', '7', 'BOAB CI0000000958', 'Bank of Africa Bénin')",
    ).run();
    migrate(db, MIGRATIONS);
    const search = new SearchIndex(db);
    expect(search.find('boa', { limit: 1 })).toMatchObject([{ kind: 'share', ref: 7 }]);
    expect(search.securitiesByCode('ci0000000958')).toMatchObject([{ kind: 'share', ref: 7 }]);
  });

  it('puts a code match first among hundreds of names with the same prefix', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const search = new SearchIndex(db);
    crowded(search);
    expect(search.find('b', { limit: 3 })[0]).toMatchObject({ kind: 'share', ref: 7 });
    expect(search.find('ci000', { limit: 3 })).toMatchObject([{ kind: 'share', ref: 7 }]);
  });

  it('follows a replaced code and forgets a removed one', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const search = new SearchIndex(db);
    crowded(search);
    search.put('share', [{ ref: 7, code: 'BOAN', title: 'Bank of Africa Niger' }]);
    expect(search.securitiesByCode('BOAB')).toEqual([]);
    expect(search.securitiesByCode('BOAN')).toMatchObject([{ ref: 7 }]);
    expect(search.find('ci000')).toEqual([]);
    search.drop('share', [7]);
    expect(search.securitiesByCode('BOAN')).toEqual([]);
    expect(search.find('boan')).toEqual([]);
  });
});
