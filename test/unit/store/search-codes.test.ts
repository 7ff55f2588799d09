// The command bar's codes have an index of their own (migration 8): it must say what the names'
// index says about codes, through a migration of an older cache, replacements and removals.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/store/migrate';
import { MIGRATIONS } from '../../../src-main/store/migrations';
import { SearchIndex } from '../../../src-main/store/search-index';
import { DATASETS } from '../../../src-main/store/datasets';
import { generateDataset } from '../../../src-main/simulator';

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

describe('shares named by their mnemonic alone', () => {
  const index = () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    return new SearchIndex(db);
  };
  const listed = (search: SearchIndex) => search.shareMnemonics().map((h) => h.ref);

  it('lists a share only while no other share or fund holds its mnemonic as any code', () => {
    const search = index();
    search.put('share', [
      { ref: 1, code: 'BOAB CI0000000958', title: 'Bank of Africa Bénin' },
      { ref: 2, code: 'SNTS SN0000000019', title: 'Sonatel' },
      { ref: 3, code: 'ETIT TG0000000132', title: 'Ecobank' },
      { ref: 4, code: 'ETIT CI0000000999', title: 'Ecobank Transnational' },
      { ref: 5, code: 'ÉCO CI0000001111', title: 'Écoles' },
    ]);
    // A fund whose ISIN-like code is a share's mnemonic, one whose code only starts with another's,
    // one that holds a mnemonic without its accent, and a country and events with a share's code.
    search.put('fund', [
      { ref: 1, code: 'SOGA SNTS', title: 'Sogebourse' },
      { ref: 2, code: 'BOABX', title: 'BOA Obligations' },
      { ref: 3, code: 'ECO', title: 'Eco Fonds' },
    ]);
    search.put('country', [{ ref: 1, code: 'BOAB', title: 'Nowhere' }]);
    search.put('event', [{ ref: 1, code: 'BOAB', title: 'Rate decision' }]);
    expect(listed(search)).toEqual([1, 5]);
    // What main's own search finds first for each such code is that share.
    for (const hit of search.shareMnemonics()) {
      const code = hit.code.split(' ')[0] ?? '';
      expect(search.find(code, { limit: 10 }).find((h) => h.code.toUpperCase().split(' ').includes(code.toUpperCase()))).toMatchObject({
        kind: 'share',
        ref: hit.ref,
      });
    }
    // The fund goes: the mnemonic is the share's alone again.
    search.drop('fund', [1]);
    expect(listed(search)).toEqual([1, 2, 5]);
  });

  it('over the demo market, names the share that main’s search would name for each mnemonic', () => {
    const search = index();
    const ds = generateDataset(1);
    search.put(
      'share',
      ds.shares.map((s) => ({ ref: s.id, ...DATASETS.shares.search.entry(s) })),
    );
    search.put(
      'fund',
      ds.funds.map((f) => ({ ref: f.id, ...DATASETS.funds.search.entry(f) })),
    );
    search.put(
      'event',
      ds.events.map((e) => ({ ref: e.id, ...DATASETS.events.search.entry(e) })),
    );
    search.put(
      'country',
      ds.countries.map((c) => ({ ref: c.id, ...DATASETS.countries.search.entry(c) })),
    );
    const named = search.shareMnemonics();
    expect(named.length).toBeGreaterThan(ds.shares.length / 2);
    for (const hit of named) {
      const code = (hit.code.split(' ')[0] ?? '').toUpperCase();
      const first = search.find(code, { limit: 10 }).find((h) => h.code.toUpperCase().split(' ').includes(code));
      expect(first, code).toMatchObject({ kind: 'share', ref: hit.ref });
    }
  });
});
