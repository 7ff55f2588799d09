// CHG's view model: what kind a change is, where Enter takes it, how changes group (by security,
// newest first) and what the filters keep, over journal rows like a second sync's.
import { describe, expect, it } from 'vitest';
import type { SecurityRef } from '../../../src-renderer/src/commands/refs';
import type { ChangeRow } from '../../../src-renderer/src/data/change-values';
import { changeLines, kindCounts, NO_FILTER, type Resolve } from '../../../src-renderer/src/screens/changes/change-lines';
import { datasetsOf, dayOf, kindOf, screenOf } from '../../../src-renderer/src/screens/changes/change-kinds';

const RUN1 = '2026-03-02T07:00:00.000Z';
const RUN2 = '2026-03-03T07:00:00.000Z';
const row = (r: Partial<ChangeRow> & Pick<ChangeRow, 'dataset' | 'change'>): ChangeRow => ({
  at: RUN2,
  id: null,
  key: null,
  field: null,
  before: null,
  after: null,
  ...r,
});

const names: Record<string, SecurityRef> = {
  'share:1': { kind: 'share', id: 1, code: 'AIR', title: 'Airbus' },
  'share:2': { kind: 'share', id: 2, code: 'BNP', title: 'BNP Paribas' },
  'fund:1': { kind: 'fund', id: 1, code: 'FDX', title: 'Fonds X' },
  'event:9': { kind: 'event', id: 9, code: 'FR 9', title: 'CPI' },
};
const resolve: Resolve = (kind, id) => names[`${kind}:${id}`] ?? null;

const rows: ChangeRow[] = [
  row({ at: RUN1, dataset: 'shares', change: 'baseline', after: 40 }),
  row({ at: RUN1, dataset: 'share-board', id: 2, change: 'changed', key: 'm1', field: 'title', before: 'CFO', after: 'CEO' }),
  row({ dataset: 'shares', id: 1, change: 'changed', field: 'website', before: 'https://a.example', after: 'https://b.example' }),
  row({ dataset: 'shares', id: 1, change: 'changed', field: 'last_closing_price', before: 10.5, after: 10.25 }),
  row({ dataset: 'share-history', id: 1, change: 'added', key: '2026-03-02', after: { price_date: '2026-03-02', closing_price: 11 } }),
  row({ dataset: 'fund-valuations', id: 1, change: 'added', key: '2026-03-02', after: { date: '2026-03-02', value: 101.5 } }),
  row({ dataset: 'events', id: 9, change: 'changed', field: 'prevision', before: 1.2, after: 1.5 }),
  row({ dataset: 'share-board', id: 2, change: 'removed', key: 'm2', before: { id: 'm2', person: { name: 'Jean Ancien' } } }),
  row({ dataset: 'share-ratings', id: 2, change: 'added', key: 'r1', after: { id: 'r1', rating_agency: 'Moody’s' } }),
];

describe('change kinds', () => {
  it('files each dataset under its kind; a share’s last session and a fund’s NAV are prices', () => {
    expect(kindOf({ dataset: 'shares', field: 'website' })).toBe('fundamentals');
    expect(kindOf({ dataset: 'shares', field: 'last_closing_price' })).toBe('prices');
    expect(kindOf({ dataset: 'funds', field: 'last_vl' })).toBe('prices');
    expect(kindOf({ dataset: 'share-history', field: null })).toBe('prices');
    expect(kindOf({ dataset: 'share-board', field: null })).toBe('people');
    expect(kindOf({ dataset: 'share-ratings', field: null })).toBe('ratings');
    expect(kindOf({ dataset: 'fund-documents', field: null })).toBe('documents');
    expect(kindOf({ dataset: 'events', field: 'current' })).toBe('calendar');
  });

  it('opens the screen that shows the change', () => {
    expect(screenOf({ dataset: 'shares', field: 'website' })).toBe('DES');
    expect(screenOf({ dataset: 'share-prices', field: null })).toBe('GP');
    expect(screenOf({ dataset: 'share-board', field: null })).toBe('MGMT');
    expect(screenOf({ dataset: 'funds', field: 'fees.management' })).toBe('FEES');
    expect(screenOf({ dataset: 'funds', field: 'name' })).toBe('DES');
    expect(screenOf({ dataset: 'fund-valuations', field: null })).toBe('NAV');
    expect(screenOf({ dataset: 'event-history', field: null })).toBe('EV');
  });

  it('opens a bar or a NAV on its chart at its day; other rows at no day', () => {
    expect(screenOf({ dataset: 'share-history', field: null })).toBe('GP');
    expect(dayOf({ dataset: 'share-history', key: '2026-03-02' })).toBe('2026-03-02');
    expect(dayOf({ dataset: 'share-prices', key: '2026-03-02T17:35:00' })).toBe('2026-03-02');
    expect(dayOf({ dataset: 'fund-valuations', key: '2026-03-02' })).toBe('2026-03-02');
    expect(dayOf({ dataset: 'share-board', key: 'm1' })).toBeNull();
    expect(dayOf({ dataset: 'shares', key: null })).toBeNull();
    expect(dayOf({ dataset: 'share-history', key: null })).toBeNull(); // a series' first sync
  });

  it('gives a security’s CHG the datasets of its kind only', () => {
    expect(datasetsOf('fund').sort()).toEqual(['fund-documents', 'fund-valuations', 'funds']);
    expect(datasetsOf('share')).not.toContain('funds');
  });
});

describe('change lines', () => {
  it('groups by security, the group with the newest change first, newest first within', () => {
    const lines = changeLines(rows, resolve, NO_FILTER, 'en-US');
    expect(lines.map((l) => [l.group, l.row.at === RUN2 ? 2 : 1, l.groupStart])).toEqual([
      ['BNP · BNP Paribas', 2, true],
      ['BNP · BNP Paribas', 2, false],
      ['BNP · BNP Paribas', 1, false],
      ['AIR · Airbus', 2, true],
      ['AIR · Airbus', 2, false],
      ['AIR · Airbus', 2, false],
      ['FDX · Fonds X', 2, true],
      ['FR 9 · CPI', 2, true],
      ['All shares', 1, true],
    ]);
  });

  it('says before → after in words, a record by its name, and colours a number by its direction', () => {
    const lines = changeLines(rows, resolve, NO_FILTER, 'en-US');
    const of = (item: string) => lines.find((l) => l.item === item);
    expect(of('last_closing_price')).toMatchObject({ change: 'changed', before: '10.5', after: '10.25', direction: 'down' });
    expect(of('prevision')).toMatchObject({ before: '1.2', after: '1.5', direction: 'up' });
    expect(of('website')).toMatchObject({ before: 'https://a.example', after: 'https://b.example', direction: null });
    expect(of('m2')).toMatchObject({ change: 'removed', before: 'Jean Ancien', after: '—' });
    expect(of('2026-03-02')).toMatchObject({ change: 'added', after: '11' });
    expect(lines.find((l) => l.row.change === 'baseline')).toMatchObject({ change: 'first seen (40)', subject: null });
  });

  it('keeps one kind, one dataset, or the watched securities only', () => {
    const items = (filter: Partial<typeof NO_FILTER>) =>
      changeLines(rows, resolve, { ...NO_FILTER, ...filter }, 'en-US').map((l) => `${l.subject?.code ?? '-'} ${l.item}`);
    expect(items({ kind: 'prices' })).toEqual(['AIR last_closing_price', 'AIR 2026-03-02', 'FDX 2026-03-02']);
    expect(items({ kind: 'people' })).toEqual(['BNP m2', 'BNP m1 · title']);
    expect(items({ dataset: 'events' })).toEqual(['FR 9 prevision']);
    expect(items({ watched: new Set(['share:1', 'fund:1']) })).toEqual([
      'AIR website',
      'AIR last_closing_price',
      'AIR 2026-03-02',
      'FDX 2026-03-02',
    ]);
  });

  it('names a security the cache no longer holds by its id', () => {
    const [line] = changeLines(
      [row({ dataset: 'funds', id: 77, change: 'changed', field: 'name', before: 'A', after: 'B' })],
      resolve,
      NO_FILTER,
      'en-US',
    );
    expect(line).toMatchObject({ group: '#77 · fund 77', subject: { kind: 'fund', id: 77 } });
    // An event the service withdrew is gone from the cache: named by the record the journal kept.
    const [removed] = changeLines(
      [row({ dataset: 'events', id: 78, change: 'removed', before: { id: 78, title: 'Retail sales' } })],
      resolve,
      NO_FILTER,
      'en-US',
    );
    expect(removed).toMatchObject({ group: '#78 · Retail sales', change: 'removed' });
  });

  it('counts the lines of each kind', () => {
    expect(Object.fromEntries(kindCounts(changeLines(rows, resolve, NO_FILTER, 'en-US')))).toEqual({
      people: 2,
      fundamentals: 2,
      prices: 3,
      calendar: 1,
      ratings: 1,
    });
  });
});
