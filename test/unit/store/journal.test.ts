// The journal and the write it describes share one transaction: a write that dies part-way (a
// crash, a kill, a full disk) leaves both or neither. And the comparison ignores the quirks.
import { afterEach, describe, expect, it } from 'vitest';
import { comparable, fieldChanges } from '../../../src-main/store/journal-diff';
import { Store } from '../../../src-main/store/store';

const member = (id: string, name: string) => ({
  id,
  title: 'Administrateur',
  from: '2020-01-01',
  to: null,
  last_renew: null,
  person: { name, birthdate: null, gender: 'F', address: null, phone: null },
});

let store: Store;
afterEach(() => store?.close());

describe('the change journal and the cache', () => {
  it('keeps both or neither when a write dies in the middle', () => {
    store = Store.open(':memory:');
    const board = store.data['share-board'];
    board.replace(7, [member('a', 'Ada'), member('b', 'Bea')]);
    const journalRows = () => [...store.journal.list({ since: '2000-01-01T00:00:00.000Z' })];
    expect(journalRows().map((r) => r.change)).toEqual(['baseline']);

    // Dies while writing the cache, after the journal rows of the same write were inserted.
    store.db.exec(
      `CREATE TRIGGER die_in_cache BEFORE INSERT ON share_board WHEN NEW.record LIKE '%Cy%' BEGIN SELECT RAISE(ABORT, 'killed'); END`,
    );
    expect(() => board.replace(7, [member('a', 'Ada'), member('c', 'Cy')])).toThrow('killed');
    expect(board.get(7).map((m) => m.id)).toEqual(['a', 'b']);
    expect(journalRows().map((r) => r.change)).toEqual(['baseline']);
    store.db.exec('DROP TRIGGER die_in_cache');

    // Dies while writing the journal: the cache keeps its list.
    store.db.exec(
      `CREATE TRIGGER die_in_journal BEFORE INSERT ON changes WHEN NEW.change = 'removed' BEGIN SELECT RAISE(ABORT, 'killed'); END`,
    );
    expect(() => board.replace(7, [member('a', 'Ada'), member('c', 'Cy')])).toThrow('killed');
    expect(board.get(7).map((m) => m.id)).toEqual(['a', 'b']);
    expect(journalRows().map((r) => r.change)).toEqual(['baseline']);
    store.db.exec('DROP TRIGGER die_in_journal');

    board.replace(7, [member('a', 'Ada'), member('c', 'Cy')]);
    expect(board.get(7).map((m) => m.id)).toEqual(['a', 'c']);
    expect(journalRows().map((r) => `${r.change} ${r.key ?? ''}`)).toEqual(['baseline ', 'added c', 'removed b']);
  });

  it('records nothing for a list that is not provably whole, and no removal for an upsert', () => {
    store = Store.open(':memory:');
    store.data['share-board'].replace(7, [member('a', 'Ada'), member('b', 'Bea')]);
    store.data['share-board'].replace(7, [member('a', 'Ada')], false);
    store.data.countries.upsert([{ id: 1, code: 'FR', name: 'France' }]);
    const later = store.journal.hold(new Date(Date.now() + 60_000)); // a later sync run
    store.data.countries.upsert([{ id: 2, code: 'DE', name: 'Allemagne' }]);
    later.release();
    const rows = [...store.journal.list({ since: '2000-01-01T00:00:00.000Z' })];
    expect(rows.map((r) => `${r.dataset} ${r.change} ${r.id} ${r.key}`)).toEqual([
      'share-board baseline 7 null',
      'countries baseline null null',
      'countries added 2 null',
    ]);
  });

  it('keeps the retention: runs older than it are pruned at open', () => {
    store = Store.open(':memory:');
    const old = store.journal.hold(new Date(Date.now() - 100 * 86_400_000));
    store.data.countries.upsert([{ id: 1, code: 'FR', name: 'France' }]);
    old.release();
    store.data.countries.upsert([{ id: 1, code: 'FR', name: 'République française' }]);
    store.journal.prune(90);
    expect([...store.journal.list({ since: '2000-01-01T00:00:00.000Z' })].map((r) => `${r.change} ${r.field}`)).toEqual(['changed name']);
  });
});

describe('the comparison', () => {
  it.each([
    ['a date and the same day at midnight', '2026-11-20', '2026-11-20T00:00:00'],
    ['a date and midnight with milliseconds', '2026-11-20', '2026-11-20T00:00:00.000'],
    ['a time with and without .000', '2026-11-20T10:30:00', '2026-11-20T10:30:00.000'],
    ['a space or a T before the time', '2026-11-20 10:30:00', '2026-11-20T10:30:00'],
    ['"" and null', '', null],
    ['an absent member and null', undefined, null],
  ])('sees no change between %s', (_, a, b) => {
    expect(comparable(a)).toEqual(comparable(b));
    expect(fieldChanges('1', { v: a }, { v: b })).toEqual([]);
  });

  it('sees a nested member that changed, by its dotted name', () => {
    expect(fieldChanges('1', { fees: { management: '1 %', exit: null } }, { fees: { management: '1,2 %' } })).toEqual([
      { key: '1', change: 'changed', field: 'fees.management', before: '1 %', after: '1,2 %' },
    ]);
    expect(fieldChanges('1', { d: '2026-11-20' }, { d: '2026-11-21 00:00:00' })).toHaveLength(1);
  });
});
