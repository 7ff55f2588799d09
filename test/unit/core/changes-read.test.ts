// `changes.list`: the journal's rows for a screen, capped, since an ISO time in any offset.
import { afterEach, describe, expect, it } from 'vitest';
import { readChanges } from '../../../src-main/core/changes-read';
import { Store } from '../../../src-main/store/store';

let store: Store;
afterEach(() => store?.close());

describe('changes.list', () => {
  it('answers the latest run, or every run since a time given in any offset, at most `limit` rows', () => {
    store = Store.open(':memory:');
    const first = store.journal.hold(new Date('2026-11-20T08:00:00.000Z'));
    store.data.countries.upsert([{ id: 1, code: 'FR', name: 'France' }]);
    first.release();
    const second = store.journal.hold(new Date('2026-11-21T08:00:00.000Z'));
    store.data.countries.upsert([
      { id: 1, code: 'FRA', name: 'France' },
      { id: 2, code: 'DE', name: 'Allemagne' },
    ]);
    second.release();

    expect(readChanges(store.journal, { since: 'last' }).rows.map((r) => `${r.change} ${r.id} ${r.field}`)).toEqual([
      'changed 1 code',
      'added 2 null',
    ]);
    // 09:00 at +02:00 is 07:00 UTC: both runs.
    const since = readChanges(store.journal, { since: '2026-11-20T09:00:00+02:00' }, 2);
    expect(since.rows.map((r) => r.change)).toEqual(['baseline', 'changed']);
    expect(since.truncated).toBe(true);
    expect(store.journal.latest()).toEqual({ at: '2026-11-21T08:00:00.000Z', changes: 2 });
  });
});
