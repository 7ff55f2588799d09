import { describe, expect, it } from 'vitest';
import { fundSchema, shareSchema } from '../../../src-main/api/schemas';
import type { SearchHit, Watchlist } from '../../../src-main/ipc/contract';
import { hitItem, rankHits } from '../../../src-renderer/src/components/pickers/security-search';
import { fundCode } from '../../../src-renderer/src/commands/fund-ref';
import { shareCode } from '../../../src-renderer/src/commands/share-ref';
import { byCode, probesFor, watchRows } from '../../../src-renderer/src/watchlists/watchlist-rows';
import {
  addItem,
  createList,
  deleteList,
  findList,
  freshListName,
  removeItem,
  renameList,
  stepList,
  type Edit,
  type WatchItem,
} from '../../../src-renderer/src/watchlists/watchlists';

const boaf: WatchItem = { kind: 'share', id: 10, code: 'BOAF', title: 'BOAF SN' };
const eeni: WatchItem = { kind: 'share', id: 16, code: 'EENI', title: 'EENI CI' };
const fund10: WatchItem = { kind: 'fund', id: 10, code: 'FCP1', title: 'FCP One' };
const start: Watchlist[] = [
  { name: 'Main', items: [boaf] },
  { name: 'Banks', items: [] },
];

function lists(edit: Edit): Watchlist[] {
  if (!edit.ok) throw new Error(edit.error);
  return edit.lists;
}

describe('watchlist items', () => {
  it('adds at the end without touching the input or the other lists', () => {
    const next = lists(addItem(start, 'Main', eeni));
    expect(next[0]?.items).toEqual([boaf, eeni]);
    expect(next[1]).toBe(start[1]);
    expect(start[0]?.items).toEqual([boaf]);
  });

  it('does not add a security twice, but a fund and a share may share an id', () => {
    expect(addItem(start, 'Main', { ...boaf, code: 'other' })).toEqual({ ok: false, error: 'BOAF is already in Main' });
    expect(lists(addItem(start, 'Main', fund10))[0]?.items).toEqual([boaf, fund10]);
    expect(addItem(start, 'Nope', eeni).ok).toBe(false);
  });

  it('removes by kind and id', () => {
    const both = lists(addItem(start, 'Main', fund10));
    expect(lists(removeItem(both, 'Main', { kind: 'share', id: 10 }))[0]?.items).toEqual([fund10]);
    expect(removeItem(start, 'Main', { kind: 'fund', id: 10 }).ok).toBe(false);
    expect(removeItem(start, 'Banks', boaf).ok).toBe(false);
  });
});

describe('watchlist lists', () => {
  it('creates a list with a trimmed, unique name', () => {
    const created = createList(start, '  Tech   picks ');
    expect(created.ok && created.name).toBe('Tech picks');
    expect(lists(created).map((l) => l.name)).toEqual(['Main', 'Banks', 'Tech picks']);
    expect(createList(start, 'banks')).toEqual({ ok: false, error: 'A list named “banks” exists' });
    expect(createList(start, '   ').ok).toBe(false);
    expect(createList(start, 'x'.repeat(61)).ok).toBe(false);
  });

  it('renames, allowing a change of case of the same list only', () => {
    expect(lists(renameList(start, 'Main', 'Core')).map((l) => l.name)).toEqual(['Core', 'Banks']);
    expect(lists(renameList(start, 'Main', 'MAIN'))[0]?.items).toEqual([boaf]);
    expect(renameList(start, 'Main', 'Banks').ok).toBe(false);
    expect(renameList(start, 'Gone', 'X').ok).toBe(false);
  });

  it('deletes a list but never the last one', () => {
    expect(lists(deleteList(start, 'Main')).map((l) => l.name)).toEqual(['Banks']);
    expect(deleteList([{ name: 'Main', items: [] }], 'Main')).toEqual({ ok: false, error: 'The last list cannot be deleted' });
  });

  it('finds, steps through and names lists', () => {
    expect(findList(start, 'Banks')?.name).toBe('Banks');
    expect(findList(start, 'Gone')?.name).toBe('Main');
    expect(findList([], null)).toBeUndefined();
    expect(stepList(start, 'Main', 1)).toBe('Banks');
    expect(stepList(start, 'Banks', 1)).toBe('Main');
    expect(stepList(start, 'Main', -1)).toBe('Banks');
    expect(stepList([], null, 1)).toBeNull();
    expect(freshListName(start)).toBe('List 3');
    expect(freshListName([...start, { name: 'list 3', items: [] }])).toBe('List 4');
  });
});

describe('watchlist rows', () => {
  it('joins items with the cached records; absent records and values stay null', () => {
    const shares = byCode(
      [
        shareSchema.parse({
          id: 10,
          mnemo_code: 'BOAF',
          last_day_price: 7450,
          last_variation: 0.012,
          last_volume: 1200,
          last_date_price: '2026-11-20',
          currency_code: 'XOF',
        }),
      ],
      shareCode,
    );
    const funds = byCode(
      [
        fundSchema.parse({
          id: 10,
          mnemo: 'FCP1',
          name: 'FCP One',
          last_vl: 1234.5,
          last_vl_date: '2026-11-19',
          organization: { currency: 'XOF' },
        }),
      ],
      fundCode,
    );
    const rows = watchRows([boaf, fund10, eeni], shares, funds);
    expect(rows.map((r) => [r.key, r.kind, r.last, r.variation, r.date, r.currency, r.cached])).toEqual([
      ['share:10', 'SHARE', 7450, 0.012, '2026-11-20', 'XOF', true],
      ['fund:10', 'FUND', 1234.5, null, '2026-11-19', 'XOF', true],
      ['share:16', 'SHARE', null, null, null, null, false],
    ]);
    expect(rows[0]).toMatchObject({ change1m: null, changeYtd: null });
    expect(rows[2]?.code).toBe('EENI');
  });

  it('gives funds their 1D change and, where the API has none, the 1M and YTD computed in main', () => {
    const funds = byCode([fundSchema.parse({ id: 10, mnemo: 'FCP1', name: 'FCP One', last_vl: 1234.5, varp1m: 0.02 })], fundCode);
    const metrics = new Map([
      [
        10,
        {
          id: 10,
          change1d: -0.001,
          return1m: 0.03,
          returnYtd: 0.05,
          return1y: null,
          return3y: null,
          return5y: null,
          volatility1y: null,
          sharpe1y: null,
          maxDrawdown1y: null,
          quartile1y: null,
          valuations: 2,
        },
      ],
    ]);
    const [row] = watchRows([fund10], new Map(), funds, metrics);
    // 1M is the API's (2 %), YTD ours (5 %): the API gives none.
    expect(row).toMatchObject({ variation: -0.001, change1m: 0.02, changeYtd: 0.05 });
  });

  it('probes one cached record per dataset in use', () => {
    const rows = [
      { kind: 'SHARE' as const, id: 16, cached: false },
      { kind: 'SHARE' as const, id: 10, cached: true },
      { kind: 'FUND' as const, id: 10, cached: true },
    ];
    expect(probesFor(rows)).toEqual([
      { dataset: 'shares', id: 10 },
      { dataset: 'funds', id: 10 },
    ]);
    expect(probesFor([])).toEqual([]);
  });

  it('finds an item by its code in the cache shown, whatever id it was saved with (another data source)', () => {
    const shares = byCode([shareSchema.parse({ id: 3, mnemo_code: 'boaf', last_day_price: 7000 })], shareCode);
    // Saved as id 10 in another source; here BOAF is id 3, and id 10 is another share or nothing.
    const [row] = watchRows([boaf], shares, new Map());
    expect(row).toMatchObject({ id: 3, last: 7000, cached: true, code: 'BOAF' });
  });
});

describe('security search for watchlists', () => {
  const hit = (kind: SearchHit['kind'], ref: number, code: string, title: string): SearchHit => ({ kind, ref, code, title });

  it('keeps shares and funds, exact codes first, no duplicates', () => {
    const hits = [
      hit('share', 11, 'BOAB BOAB.BRV', 'BOAB BJ'),
      hit('event', 3, 'EV', 'BOAF results'),
      hit('share', 10, 'BOAF BOAF.BRV', 'BOAF SN'),
      hit('share', 10, 'BOAF', 'BOAF SN'),
      hit('fund', 4, 'FBOA', 'Fonds BOA'),
    ];
    const ranked = rankHits(' boaf ', hits);
    expect(ranked.map((h) => `${h.kind}:${h.ref}`)).toEqual(['share:10', 'share:11', 'fund:4']);
    expect(hitItem(ranked[0] as (typeof ranked)[number])).toEqual({ kind: 'share', id: 10, code: 'BOAF', title: 'BOAF SN' });
    expect(rankHits('x', hits, 1)).toHaveLength(1);
  });
});
