// Paging through the client: a server that caps `limit` (limitCap 50) still yields every record,
// meta is what the client trusts; default page size; pages past the end; early exit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT, type Page } from '../../../../src-main/api/market-data-client';
import type { PageMeta } from '../../../../src-main/api/schemas';
import { must, rawPage, startContract, type Contract } from './contract-helpers';

const CAP = 50;
let c: Contract;

beforeAll(async () => {
  c = await startContract({ limitCap: CAP });
});

afterAll(async () => {
  await c?.close();
});

async function collect<R>(pages: AsyncIterable<Page<R>>): Promise<Array<Page<R>>> {
  const out: Array<Page<R>> = [];
  for await (const page of pages) out.push(page);
  return out;
}

const metas = <R>(pages: Array<Page<R>>): PageMeta[] => pages.map((p) => must(p.meta, 'meta'));

describe('paging past the server cap', () => {
  it('walks every page when the server caps limit 500 to 50', async () => {
    const funds = c.sim.dataset.funds;
    const before = c.sim.stats().requests;
    const pages = await collect(c.client.pages('funds', {}, { limit: 500 }));
    const expectedPages = Math.ceil(funds.length / CAP);
    expect(expectedPages).toBeGreaterThan(1);
    expect(pages).toHaveLength(expectedPages);
    expect(c.sim.stats().requests - before).toBe(expectedPages);
    expect(metas(pages).map((m) => m.per_page)).toEqual(Array(expectedPages).fill(CAP));
    expect(metas(pages).map((m) => m.current_page)).toEqual(Array.from({ length: expectedPages }, (_, i) => i + 1));
    expect(metas(pages).every((m) => m.total === funds.length && m.total_pages === expectedPages)).toBe(true);
    expect(pages.flatMap((p) => p.records)).toStrictEqual(funds);
    expect(pages.flatMap((p) => p.rejects)).toEqual([]);
  });

  it('list() gathers all the pages of a long list, with the first page’s meta', async () => {
    const events = c.sim.dataset.events.filter((e) => e.category.id === 2);
    expect(events.length).toBeGreaterThan(CAP * 3);
    const { records, rejects, meta } = await c.client.list('events', { query: { categories: [2] } }, { limit: 500 });
    expect(rejects).toEqual([]);
    expect(records).toStrictEqual(events);
    expect(meta).toMatchObject({ total: events.length, per_page: CAP, current_page: 1, total_pages: Math.ceil(events.length / CAP) });
  });

  it('a last page that is exactly full ends the walk', async () => {
    const history = must(c.sim.dataset.shareHistory.get(must(c.sim.dataset.shares[0], 'share').id), 'history');
    const from = must(history[history.length - 2 * CAP], 'bar').price_date;
    const pages = await collect(c.client.pages('shareHistory', { id: must(c.sim.dataset.shares[0], 'share').id, query: { from } }));
    expect(pages.map((p) => p.records.length)).toEqual([CAP, CAP]);
    expect(pages.flatMap((p) => p.records)).toStrictEqual(history.slice(-2 * CAP));
  });

  it('asks for DEFAULT_PAGE_LIMIT by default, which the server caps', async () => {
    const pages = await collect(c.client.pages('countries', {}));
    expect(DEFAULT_PAGE_LIMIT).toBeGreaterThan(CAP);
    expect(metas(pages).map((m) => m.per_page)).toEqual([CAP]);
    expect(pages[0]?.records).toStrictEqual(c.sim.dataset.countries);
  });

  it('honours a small explicit limit', async () => {
    const countries = c.sim.dataset.countries;
    const pages = await collect(c.client.pages('countries', {}, { limit: 7 }));
    expect(metas(pages).map((m) => m.per_page)).toEqual(Array(Math.ceil(countries.length / 7)).fill(7));
    expect(pages.flatMap((p) => p.records)).toStrictEqual(countries);
  });

  it('stops requesting when the caller breaks out', async () => {
    const before = c.sim.stats().requests;
    const seen = [];
    for await (const page of c.client.pages('funds', {}, { limit: 10 })) {
      seen.push(...page.records);
      break;
    }
    expect(seen).toStrictEqual(c.sim.dataset.funds.slice(0, 10));
    expect(c.sim.stats().requests - before).toBe(1);
  });

  it('yields one empty page for an empty list', async () => {
    const unrated = must(
      c.sim.dataset.shares.find((s) => c.sim.dataset.ratings.get(s.id)?.length === 0),
      'unrated share',
    );
    const pages = await collect(c.client.pages('shareRatings', { id: unrated.id }));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.records).toEqual([]);
    expect(pages[0]?.meta).toMatchObject({ total: 0, total_pages: 0 });
  });
});

describe('the wire’s paging', () => {
  it('sends 20 items per page when limit is not given', async () => {
    const page = await rawPage(c.sim, '/v1/funds');
    expect(page.meta).toMatchObject({
      total: c.sim.dataset.funds.length,
      per_page: 20,
      current_page: 1,
      total_pages: Math.ceil(c.sim.dataset.funds.length / 20),
    });
    expect(page.data).toHaveLength(20);
  });

  it('answers a page past the end with no data and the same totals', async () => {
    const total = c.sim.dataset.funds.length;
    const page = await rawPage(c.sim, '/v1/funds?limit=40&page=99');
    expect(page.data).toEqual([]);
    expect(page.meta).toMatchObject({ total, per_page: 40, current_page: 99, total_pages: Math.ceil(total / 40) });
    // The first page past the end too.
    const next = await rawPage(c.sim, `/v1/funds?limit=50&page=${Math.ceil(total / 50) + 1}`);
    expect(next.data).toEqual([]);
    expect(next.meta).toMatchObject({ total, total_pages: Math.ceil(total / 50) });
  });

  it('caps a raw limit above limitCap and reports the size used', async () => {
    const page = await rawPage(c.sim, '/v1/funds?limit=500&page=2');
    expect(page.meta).toMatchObject({ per_page: CAP, current_page: 2 });
    expect(page.data.map((f) => Number(f.id))).toEqual(c.sim.dataset.funds.slice(CAP, 2 * CAP).map((f) => f.id));
  });
});
