// Contract of the 12 shares operations: what MarketDataClient returns over HTTP from the simulator
// equals the simulator's canonical data, list by list, in the documented order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEndpoint } from '../../../../src-main/api/endpoints';
import type { Share, SharePrice } from '../../../../src-main/simulator';
import { apiFailure, contains, edges, must, same, startContract, type Contract } from './contract-helpers';

let c: Contract;

beforeAll(async () => {
  c = await startContract();
});

afterAll(async () => {
  await c?.close();
});

const shares = () => c.sim.dataset.shares;

/** Edge shares plus a rated one (most shares have no rating) and the one with the most null fields. */
function sampleShares(): Share[] {
  const d = c.sim.dataset;
  const rated = must(
    shares().find((s) => (d.ratings.get(s.id)?.length ?? 0) > 0),
    'rated share',
  );
  const nulls = (s: Share) => Object.values(s).filter((v) => v === null).length;
  const sparse = must([...shares()].sort((a, b) => nulls(b) - nulls(a))[0], 'share');
  return [...new Set([...edges(shares()), rated, sparse])];
}

describe('shares list and single share', () => {
  it('lists every share, in id order, exactly as the canonical data', async () => {
    const { records, rejects, meta } = await c.client.list('shares', {});
    expect(rejects).toEqual([]);
    expect(records).toStrictEqual(shares());
    expect(records.map((s) => s.id)).toEqual([...shares().map((s) => s.id)].sort((a, b) => a - b));
    expect(meta?.total).toBe(shares().length);
  });

  it('returns single shares exactly as the canonical data', async () => {
    for (const share of sampleShares()) {
      const { record, rejects } = await c.client.get('share', { id: share.id });
      expect(rejects).toEqual([]);
      expect(record).toStrictEqual(share);
    }
  });

  it('reports an unknown share as not-found', async () => {
    const unknown = Math.max(...shares().map((s) => s.id)) + 1;
    const err = await apiFailure(c.client.get('share', { id: unknown }));
    expect(err.kind).toBe('not-found');
    expect(err.details.status).toBe(404);
    expect((await apiFailure(c.client.list('shareDiary', { id: unknown }))).kind).toBe('not-found');
  });
});

describe('per-share lists', () => {
  // Endpoint → the dataset member holding its canonical list (already in the documented order).
  const perShare = {
    sharePrices: 'sharePrices',
    shareFinancials: 'financials',
    shareBoard: 'board',
    shareExecutives: 'executives',
    shareShareholders: 'shareholders',
    shareDiary: 'diary',
    shareDocuments: 'documents',
    shareRatings: 'ratings',
  } as const satisfies Partial<Record<ListEndpoint, string>>;

  it.each(Object.entries(perShare) as Array<[keyof typeof perShare, (typeof perShare)[keyof typeof perShare]]>)(
    '%s equals the canonical list for edge shares',
    async (endpoint, member) => {
      for (const share of sampleShares()) {
        const expected = must(c.sim.dataset[member].get(share.id), `${member} of ${share.id}`);
        const { records, rejects, meta } = await c.client.list(endpoint, { id: share.id });
        expect(rejects).toEqual([]);
        expect(records).toStrictEqual(expected);
        expect(meta?.total).toBe(expected.length);
      }
    },
  );

  it('sorts every share’s lists as documented: prices, diary, documents, financials newest first, shareholders largest first, ratings latest expiry first', async () => {
    const newestFirst = (dates: Array<string | null>) => {
      const texts = dates.map((d) => d ?? '');
      expect(texts).toEqual([...texts].sort().reverse());
    };
    await Promise.all(
      shares().map(async (share) => {
        const id = share.id;
        newestFirst((await c.client.list('sharePrices', { id })).records.map((p) => p.price_date));
        newestFirst((await c.client.list('shareDiary', { id })).records.map((d) => d.date));
        newestFirst((await c.client.list('shareDocuments', { id })).records.map((d) => d.date));
        newestFirst((await c.client.list('shareFinancials', { id })).records.map((f) => f.fiscal_year));
        newestFirst((await c.client.list('shareRatings', { id })).records.map((r) => r.expiration_date));
        const holders = (await c.client.list('shareShareholders', { id })).records.map((h) => h.share ?? 0);
        expect(holders).toEqual([...holders].sort((a, b) => b - a));
      }),
    );
  });

  it('returns auditors as a bare list (no meta) equal to the canonical one', async () => {
    for (const share of sampleShares()) {
      const { records, rejects, meta } = await c.client.list('shareAuditors', { id: share.id });
      expect(rejects).toEqual([]);
      expect(meta).toBeNull();
      expect(records).toStrictEqual(must(c.sim.dataset.auditors.get(share.id), 'auditors'));
    }
  });

  it('returns an unrated share’s ratings as an empty list with total 0', async () => {
    const unrated = must(
      shares().find((s) => c.sim.dataset.ratings.get(s.id)?.length === 0),
      'unrated share',
    );
    const { records, meta } = await c.client.list('shareRatings', { id: unrated.id });
    expect(records).toEqual([]);
    expect(meta).toMatchObject({ total: 0 });
  });
});

describe('price history', () => {
  const history = (id: number): SharePrice[] => must(c.sim.dataset.shareHistory.get(id), `history of ${id}`);
  /** The shortest history, and one of more than one default page (1000 bars). */
  const historyShares = () => {
    const byLength = [...shares()].sort((a, b) => history(a.id).length - history(b.id).length);
    return [
      must(byLength[0], 'share'),
      must(
        byLength.find((s) => history(s.id).length > 1000),
        'long history',
      ),
    ];
  };

  it('returns whole histories, oldest first, across pages', async () => {
    for (const share of historyShares()) {
      const { records, rejects, meta } = await c.client.list('shareHistory', { id: share.id });
      expect(rejects).toEqual([]);
      expect(records).toStrictEqual(history(share.id));
      expect(meta?.total).toBe(history(share.id).length);
      const days = records.map((r) => r.price_date ?? '');
      expect(days).toEqual([...days].sort());
    }
  });

  it('filters by from/to, both inclusive, on the bar date', async () => {
    const share = must(historyShares()[1], 'share');
    const bars = history(share.id);
    const from = must(bars[100], 'bar').price_date;
    const to = must(bars[160], 'bar').price_date;
    const between = (lo: string | null, hi: string | null) =>
      bars.filter((b) => (lo === null || b.price_date >= lo) && (hi === null || b.price_date <= hi));

    const both = await c.client.list('shareHistory', { id: share.id, query: { from, to } });
    expect(both.records).toStrictEqual(between(from, to));
    expect(both.records).toHaveLength(61); // both bounds are bars of the range
    expect((await c.client.list('shareHistory', { id: share.id, query: { from: to } })).records).toStrictEqual(between(to, null));
    expect((await c.client.list('shareHistory', { id: share.id, query: { to: from } })).records).toStrictEqual(between(null, from));
    // A single day, and bounds that are not trading days.
    expect((await c.client.list('shareHistory', { id: share.id, query: { from, to: from } })).records).toStrictEqual(between(from, from));
    const lastYear = String(Number(to.slice(0, 4)) - 1);
    const range = { from: `${lastYear}-12-25`, to: `${lastYear}-12-31` };
    expect((await c.client.list('shareHistory', { id: share.id, query: range })).records).toStrictEqual(between(range.from, range.to));
    // from after to: nothing.
    const reversed = await c.client.list('shareHistory', { id: share.id, query: { from: to, to: from } });
    expect(reversed.records).toEqual([]);
    expect(reversed.meta?.total).toBe(0);
  });

  it('refuses a badly written date before any request', async () => {
    const before = c.sim.stats().requests;
    const id = must(shares()[0], 'share').id;
    await expect(c.client.list('shareHistory', { id, query: { from: '2024/01/01' } })).rejects.toThrow(TypeError);
    await expect(c.client.list('shareHistory', { id, query: { from: '2024/01/01' } })).rejects.toThrow(
      /invalid query for shareHistory.*from/s,
    );
    await expect(c.client.list('shareHistory', { id, query: { to: '01-02-2024' } })).rejects.toThrow(TypeError);
    // An operation without query parameters takes none.
    await expect(c.client.list('sharePrices', { id, query: { from: '2024-01-01' } as never })).rejects.toThrow(TypeError); // deliberately outside the typed parameters: the client must refuse it at run time
    expect(c.sim.stats().requests).toBe(before);
  });
});

describe('shares filters', () => {
  const list = async (query: NonNullable<Parameters<Contract['client']['list']>[1]['query']>) => {
    const { records, rejects } = await c.client.list(
      'shares',
      { query: query as never } /* the union of every endpoint's query: this test passes only the shares filters */,
    );
    expect(rejects).toEqual([]);
    return records;
  };
  /** Expected results must be a real selection, or the test could not fail. */
  const selection = (expected: Share[]) => {
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(shares().length);
    return expected;
  };

  it('name: partial, ignoring case and accents', async () => {
    const sample = must(shares()[3], 'share');
    const part = sample.name.split(' ')[1] ?? sample.name;
    const needle = part.toLowerCase();
    const expected = selection(shares().filter((s) => contains(s.name, needle)));
    expect(await list({ name: needle })).toStrictEqual(expected);
    expect(await list({ name: 'no such share at all' })).toEqual([]);
  });

  it('structure: partial match on the company name', async () => {
    const accented = shares().find((s) => s.org_name !== fold_(s.org_name)) ?? must(shares()[0], 'share');
    const word = must(accented.org_name.split(/\s+/).sort((a, b) => b.length - a.length)[0], 'word');
    const needle = fold_(word).toUpperCase(); // no accents, other case
    const expected = selection(shares().filter((s) => contains(s.org_name, needle)));
    expect(await list({ structure: needle })).toStrictEqual(expected);
  });

  it('country: exact code or name, ignoring case and accents', async () => {
    const civ = must(
      shares().find((s) => s.country_code === 'CI'),
      'Ivorian share',
    );
    const expected = selection(shares().filter((s) => s.country_code === civ.country_code));
    expect(await list({ country: 'ci' })).toStrictEqual(expected);
    expect(await list({ country: fold_(civ.country_name).toUpperCase() })).toStrictEqual(expected);
    // Exact, not partial.
    expect(await list({ country: civ.country_name.slice(0, 4) })).toEqual([]);
  });

  it('currency and quoting_place: exact code or name', async () => {
    const first = must(shares()[0], 'share');
    const byCurrency = shares().filter((s) => same(s.currency_code, first.currency_code) || same(s.currency_name, first.currency_code));
    expect(byCurrency.length).toBeGreaterThan(0);
    expect(await list({ currency: first.currency_code.toLowerCase() })).toStrictEqual(byCurrency);
    expect(await list({ currency: first.currency_name })).toStrictEqual(
      shares().filter((s) => same(s.currency_name, first.currency_name) || same(s.currency_code, first.currency_name)),
    );
    expect(await list({ currency: 'EUR' })).toEqual(shares().filter((s) => same(s.currency_code, 'EUR') || same(s.currency_name, 'EUR')));
    expect(await list({ currency: first.currency_code.slice(0, 2) })).toEqual([]); // exact, not partial
    const byPlace = shares().filter(
      (s) => same(s.quoting_place_code, first.quoting_place_code) || same(s.quoting_place_name, first.quoting_place_code),
    );
    expect(await list({ quoting_place: first.quoting_place_code.toLowerCase() })).toStrictEqual(byPlace);
    expect(await list({ quoting_place: fold_(first.quoting_place_name) })).toStrictEqual(
      shares().filter((s) => same(s.quoting_place_name, first.quoting_place_name) || same(s.quoting_place_code, first.quoting_place_name)),
    );
    expect(await list({ quoting_place: first.quoting_place_name.slice(0, 6) })).toEqual([]);
  });

  it('combines filters with AND', async () => {
    const share = must(shares().find((s) => s.country_code === 'SN') ?? shares()[0], 'share');
    const word = must(share.org_name.split(/\s+/)[0], 'word');
    const expected = shares().filter(
      (s) => same(s.country_code, share.country_code) && contains(s.org_name, word) && same(s.currency_code, share.currency_code),
    );
    expect(expected).toContainEqual(share);
    // Fewer than either filter would give alone: OR instead of AND would be caught.
    const either = shares().filter((s) => same(s.country_code, share.country_code) || contains(s.org_name, word));
    expect(expected.length).toBeLessThan(either.length);
    expect(await list({ country: share.country_code, structure: word, currency: share.currency_code })).toStrictEqual(expected);
    expect(await list({ country: share.country_code === 'SN' ? 'ML' : 'SN', name: share.name })).toEqual([]);
  });

  it('refuses invalid filters before any request', async () => {
    const before = c.sim.stats().requests;
    await expect(c.client.list('shares', { query: { name: '' } })).rejects.toThrow(TypeError);
    await expect(c.client.list('shares', { query: { ticker: 'X' } as never })).rejects.toThrow(TypeError); // deliberately outside the typed parameters: the client must refuse it at run time
    await expect(c.client.list('shares', { query: { name: 'x'.repeat(201) } })).rejects.toThrow(TypeError);
    expect(c.sim.stats().requests).toBe(before);
  });
});

/** Accents removed, case kept. */
function fold_(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
