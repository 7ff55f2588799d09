import { describe, expect, it } from 'vitest';
import {
  calendarEventSchema,
  countrySchema,
  fundSchema,
  sharePriceSchema,
  shareSchema,
  type SharePrice,
} from '../../../src-main/api/schemas';
import { Store } from '../../../src-main/store/store';

const share = (raw: Record<string, unknown>) => ({ ...shareSchema.parse(raw), id: Number(raw.id) });
const bar = (day: string, close: number): SharePrice & { price_date: string } => ({
  ...sharePriceSchema.parse({
    id: '1',
    price_date: `${day} 00:00:00.000`,
    closing_price: close,
    opening_price: close - 1,
    upper: close + 1,
    lower: close - 2,
    volume: 1000,
  }),
  price_date: `${day}T00:00:00.000`,
});

function store() {
  return Store.open(':memory:');
}

describe('Store', () => {
  it('upserts shares by id, keeping the canonical record', () => {
    const s = store();
    s.data.shares.upsert([
      share({ id: 1, name: 'Sonatel', mnemo_code: 'SNTS', last_day_price: '15000' }),
      share({ id: 2, name: 'Orange CI', mnemo_code: 'ORAC' }),
    ]);
    s.data.shares.upsert([share({ id: 1, name: 'Sonatel SA', mnemo_code: 'SNTS', last_day_price: 15100 })]);
    expect(s.data.shares.list().map((r) => [r.mnemo_code, r.name])).toEqual([
      ['ORAC', 'Orange CI'],
      ['SNTS', 'Sonatel SA'],
    ]);
    expect(s.data.shares.get(1)).toMatchObject({ last_day_price: 15100, isin: null });
    expect(s.data.shares.get(99)).toBeNull();
  });

  it('finds securities, events and countries by code or name prefix, and follows renames', () => {
    const s = store();
    s.data.shares.upsert([share({ id: 1, name: 'Sonatel', mnemo_code: 'SNTS', isin: 'SN0000000019' })]);
    s.data.funds.upsert([{ ...fundSchema.parse({ id: 7, name: 'Sogebourse Actions', mnemo: 'SOGA' }), id: 7 }]);
    s.data.events.upsert([
      { ...calendarEventSchema.parse({ id: 3, title: 'Taux de chômage', date: '2026-11-20', country: { code: 'FR' } }), id: 3 },
    ]);
    s.data.countries.upsert([{ ...countrySchema.parse({ id: 4, code: 'SN', name: 'Sénégal' }), id: 4 }]);

    expect(s.search.find('sn').map((h) => [h.kind, h.ref])).toEqual(
      expect.arrayContaining([
        ['share', 1],
        ['country', 4],
      ]),
    );
    expect(s.search.find('SN00').map((h) => h.ref)).toEqual([1]);
    expect(s.search.find('sog act')).toMatchObject([{ kind: 'fund', ref: 7, title: 'Sogebourse Actions' }]);
    expect(s.search.find('chomage')).toMatchObject([{ kind: 'event', ref: 3 }]); // accents folded
    expect(s.search.find('senegal', { kind: 'country' })).toMatchObject([{ ref: 4 }]);
    expect(s.search.find('"unbalanced (')).toEqual([]);

    s.data.shares.upsert([share({ id: 1, name: 'Sonatel Group', mnemo_code: 'SNTS' })]);
    expect(s.search.find('group')).toMatchObject([{ ref: 1, title: 'Sonatel Group' }]);
    expect(s.search.find('sn', { kind: 'share' })).toHaveLength(1); // replaced, not duplicated
  });

  it('ranks securities before events and lists one line per event series with its next date', () => {
    const s = store();
    s.data.shares.upsert([share({ id: 1, name: 'Bank of Africa Senegal', mnemo_code: 'BOAS' })]);
    const cpi = (id: number, date: string, zone = 'US') => ({
      ...calendarEventSchema.parse({ id, title: 'Bond auction', date, country: { code: zone } }),
      id,
    });
    s.data.events.upsert([
      cpi(10, '2026-10-01'),
      cpi(11, '2026-11-01'),
      cpi(12, '2026-12-01'),
      cpi(13, '2027-01-01'),
      cpi(14, '2026-12-15', 'FR'),
      { ...calendarEventSchema.parse({ id: 20, title: 'Bonus holiday', date: '2026-01-01', country: { code: 'DE' } }), id: 20 },
    ]);
    const hits = s.search.find('bo', { today: '2026-11-23' });
    expect(hits.map((h) => [h.kind, h.ref, h.date ?? null])).toEqual([
      ['share', 1, null],
      ['event', 12, '2026-12-01'], // one line per zone and title: the next release
      ['event', 14, '2026-12-15'],
      ['event', 20, '2026-01-01'], // all past: the latest
    ]);
  });

  it("shows a long series' next date, not the latest of its oldest releases", () => {
    const s = store();
    // Monthly since 2010 (ids in date order, as the service numbers them), cached to 2027.
    const days = Array.from({ length: 216 }, (_, i) => `${2010 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-05`);
    s.data.events.upsert(
      days.map((date, i) => ({
        ...calendarEventSchema.parse({ id: i + 1, title: 'Consumer prices', date, country: { code: 'US' } }),
        id: i + 1,
      })),
    );
    expect(s.search.find('consumer', { today: '2026-11-23' })).toMatchObject([{ kind: 'event', ref: 204, date: '2026-12-05' }]);
    expect(s.search.find('consumer', { today: '2028-01-01' })).toMatchObject([{ ref: 216, date: '2027-12-05' }]); // all past: the latest
  });

  it('lists every cached share and fund for fuzzy matching, or a few of one kind', () => {
    const s = store();
    s.data.shares.upsert([share({ id: 1, name: 'Sonatel', mnemo_code: 'SNTS' }), share({ id: 2, name: 'Orange CI', mnemo_code: 'ORAC' })]);
    s.data.funds.upsert([{ ...fundSchema.parse({ id: 7, name: 'Sogebourse Actions', mnemo: 'SOGA' }), id: 7 }]);
    s.data.countries.upsert([{ ...countrySchema.parse({ id: 4, code: 'SN', name: 'Sénégal' }), id: 4 }]);
    expect(s.search.securities().map((h) => [h.kind, h.ref])).toEqual([
      ['share', 1],
      ['share', 2],
      ['fund', 7],
    ]);
    expect(s.search.securities({ kind: 'fund' })).toMatchObject([{ code: 'SOGA', title: 'Sogebourse Actions' }]);
    expect(s.search.securities({ kind: 'share', limit: 1 })).toHaveLength(1);
  });

  it('upserts history by share and day and reads it back as columns', () => {
    const s = store();
    s.data['share-history'].upsert(1, [bar('2024-01-03', 12), bar('2024-01-02', 11)]);
    s.data['share-history'].upsert(1, [bar('2024-01-03', 13), bar('2024-01-04', 14)]);
    s.data['share-history'].upsert(2, [bar('2024-01-03', 99)]);
    const cols = s.data['share-history'].columns(1);
    expect(cols.day).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
    expect(cols.closing_price).toEqual([11, 13, 14]);
    expect(cols.per).toEqual([null, null, null]);
    expect(s.data['share-history'].columns(1, '2024-01-03', '2024-01-03').closing_price).toEqual([13]);
    expect(s.data['share-history'].range(1)).toEqual({ first: '2024-01-02', last: '2024-01-04', count: 3 });
    expect(s.data['share-history'].range(3)).toBeNull();
    expect(s.data['share-history'].records(1)[0]).toEqual(bar('2024-01-02', 11));
  });

  it('stores a page of bars whole or not at all', () => {
    const s = store();
    s.data['share-history'].upsert(1, [bar('2024-01-02', 11)]);
    const broken = { ...bar('2024-01-03', 12), closing_price: 'not a number' as unknown as number }; // a bad value the type forbids: the store must refuse it at run time
    expect(() => s.data['share-history'].upsert(1, [bar('2024-01-04', 14), broken])).toThrow();
    expect(s.data['share-history'].columns(1).day).toEqual(['2024-01-02']);
  });

  it('stores a long page (several statements) whole: every bar, a day repeated later in the page wins, a bad bar at its end keeps none', () => {
    const s = store();
    const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const page = Array.from({ length: 250 }, (_, i) => bar(day(i), i));
    s.data['share-history'].upsert(1, [...page, bar(day(3), 333)]);
    const cols = s.data['share-history'].columns(1);
    expect(cols.day).toEqual(page.map((_, i) => day(i)));
    expect(cols.closing_price).toEqual(page.map((_, i) => (i === 3 ? 333 : i)));
    const broken = { ...bar(day(400), 1), closing_price: 'not a number' as unknown as number }; // refused at run time
    expect(() => s.data['share-history'].upsert(1, [...Array.from({ length: 240 }, (_, i) => bar(day(260 + i), i)), broken])).toThrow();
    expect(s.data['share-history'].range(1)).toEqual({ first: day(0), last: day(249), count: 250 });
  });

  it('replaces a child list whole per parent', () => {
    const s = store();
    s.data['share-shareholders'].replace(1, [
      { name: 'State', share: 42, voting_rights: null },
      { name: 'Float', share: 58, voting_rights: null },
    ]);
    s.data['share-shareholders'].replace(2, [{ name: 'Other', share: 100, voting_rights: null }]);
    s.data['share-shareholders'].replace(1, [{ name: 'State', share: 40, voting_rights: '40%' }]);
    expect(s.data['share-shareholders'].get(1)).toEqual([{ name: 'State', share: 40, voting_rights: '40%' }]);
    expect(s.data['share-shareholders'].get(2)).toHaveLength(1);
    expect(s.data['share-shareholders'].parents()).toEqual([1, 2]);
  });

  it('keeps the last success of a request across later failures', () => {
    const s = store();
    s.freshness.record({
      dataset: 'shares',
      key: '',
      fetchedAt: '2026-11-22T10:00:00Z',
      source: 'DEMO',
      outcome: 'ok',
      error: null,
      rejected: 1,
    });
    s.freshness.record({
      dataset: 'shares',
      key: '',
      fetchedAt: '2026-11-22T11:00:00Z',
      source: 'DEMO',
      outcome: 'error',
      error: 'offline',
      rejected: 0,
    });
    expect(s.freshness.get('shares', '')).toMatchObject({
      outcome: 'error',
      error: 'offline',
      fetchedAt: '2026-11-22T11:00:00Z',
      lastOkAt: '2026-11-22T10:00:00Z',
    });
    expect(s.freshness.summary()).toEqual([
      {
        dataset: 'shares',
        requests: 1,
        errors: 1,
        rejected: 0,
        oldest: '2026-11-22T10:00:00Z',
        newest: '2026-11-22T10:00:00Z',
        lastAttempt: '2026-11-22T11:00:00Z',
      },
    ]);
  });

  it('keeps the newest rejects with their context', () => {
    const s = store();
    s.rejects.add('2026-11-22T10:00:00Z', 'share-history', '5', [
      {
        dataset: 'shareHistory',
        index: 3,
        recordId: '5',
        path: 'closing_price',
        reason: '"abc" is not a number',
        excerpt: '{"closing_price":"abc"}',
      },
    ]);
    expect(s.rejects.recent()).toEqual([
      {
        id: 1,
        at: '2026-11-22T10:00:00Z',
        dataset: 'shareHistory',
        parent: '5',
        recordId: '5',
        path: 'closing_price',
        reason: '"abc" is not a number',
        cacheDataset: 'share-history',
        excerpt: '{"closing_price":"abc"}',
      },
    ]);
  });
});
