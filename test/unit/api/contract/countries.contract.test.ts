// Contract of the 3 countries operations: records equal the canonical data, meta.count is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFailure, edges, must, startContract, type Contract } from './contract-helpers';

let c: Contract;

beforeAll(async () => {
  c = await startContract();
});

afterAll(async () => {
  await c?.close();
});

const countries = () => c.sim.dataset.countries;
/** Edge countries plus the euro area, listed with a three-letter code. */
const sample = () => [
  ...new Set([
    ...edges(countries()),
    must(
      countries().find((x) => x.code.length === 3),
      'three-letter code',
    ),
  ]),
];

describe('countries', () => {
  it('lists every country by id, exactly as the canonical data, with meta.count', async () => {
    const { records, rejects, meta } = await c.client.list('countries', {});
    expect(rejects).toEqual([]);
    expect(records).toStrictEqual(countries());
    expect(records.map((x) => x.id)).toEqual([...countries().map((x) => x.id)].sort((a, b) => a - b));
    expect(meta).toMatchObject({ total: countries().length, count: countries().length, current_page: 1, total_pages: 1 });
  });

  it('sends meta.count = items on each page when paged', async () => {
    const pages = [];
    for await (const page of c.client.pages('countries', {}, { limit: 5 })) pages.push(page);
    expect(pages.map((p) => p.meta?.count)).toEqual(pages.map((p) => p.records.length));
    expect(pages.map((p) => p.records.length)).toEqual([5, 5, 5, countries().length - 15]);
    expect(pages.flatMap((p) => p.records)).toStrictEqual(countries());
  });

  it('returns economic indicators, most recent publication first, exactly as the canonical data', async () => {
    for (const country of sample()) {
      const expected = must(c.sim.dataset.indicators.get(country.id), 'indicators');
      const { records, rejects, meta } = await c.client.list('countryIndicators', { id: country.id });
      expect(rejects).toEqual([]);
      expect(records).toStrictEqual(expected);
      expect(meta).toMatchObject({ total: expected.length, count: expected.length });
      const days = records.map((r) => r.publication_date ?? '');
      expect(days).toEqual([...days].sort().reverse());
    }
  });

  it('returns useful links by id, exactly as the canonical data', async () => {
    for (const country of sample()) {
      const expected = must(c.sim.dataset.links.get(country.id), 'links');
      const { records, rejects, meta } = await c.client.list('countryLinks', { id: country.id });
      expect(rejects).toEqual([]);
      expect(records).toStrictEqual(expected);
      expect(meta).toMatchObject({ total: expected.length, count: expected.length });
      const ids = records.map((r) => r.id ?? 0);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('reports an unknown country as not-found', async () => {
    const unknown = Math.max(...countries().map((x) => x.id)) + 1;
    expect((await apiFailure(c.client.list('countryLinks', { id: unknown }))).kind).toBe('not-found');
    expect((await apiFailure(c.client.list('countryIndicators', { id: 'EMU' }))).kind).toBe('not-found');
  });

  it('takes no query parameters', async () => {
    const before = c.sim.stats().requests;
    await expect(c.client.list('countries', { query: { name: 'France' } as never })).rejects.toThrow(TypeError); // deliberately outside the typed parameters: the client must refuse it at run time
    expect(c.sim.stats().requests).toBe(before);
  });
});
