// A hostile or broken service cannot keep one list running forever or fill the disk: a list is
// walked at most so many pages and so many records, and then stops with a clear error.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src-main/api/http/http-client';
import { DEFAULT_LIST_CEILINGS, MarketDataClient } from '../../../src-main/api/market-data-client';
import { apiFailure } from './contract/contract-helpers';
import { json, testServer, type TestServer } from './http/test-server';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Claims a billion pages of `perPage` countries and serves whichever page it is asked for. */
async function endlessCountries(perPage: number): Promise<TestServer> {
  return testServer((req, res) => {
    const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page') ?? 1);
    const data = Array.from({ length: perPage }, (_, i) => ({ id: page * perPage + i, name: `Country ${page}-${i}` }));
    json(res, 200, { data, meta: { total: 1e9 * perPage, per_page: perPage, current_page: page, total_pages: 1e9, count: perPage } });
  });
}

describe('list ceilings', () => {
  it('are 10,000 pages and 5 million records per list unless configured', () => {
    expect(DEFAULT_LIST_CEILINGS).toEqual({ maxPages: 10_000, maxRecords: 5_000_000 });
  });

  it('stop a list claiming total_pages: 1e9 after the page ceiling, with a clear error', async () => {
    server = await endlessCountries(2);
    const client = new MarketDataClient(new HttpClient({ baseUrl: server.origin, token: 't', retries: 0 }), { maxPages: 25 });
    const err = await apiFailure(client.list('countries', {}));
    expect(err.message).toBe('/v1/countries goes on past 25 pages, the most the terminal reads of one list: stopped');
    expect(server.requests).toHaveLength(25);
  });

  it('stop a list past the records ceiling before its records are handed on', async () => {
    server = await endlessCountries(1000);
    const client = new MarketDataClient(new HttpClient({ baseUrl: server.origin, token: 't', retries: 0 }), { maxRecords: 2500 });
    const pages: number[] = [];
    const walk = async () => {
      for await (const page of client.pages('countries', {})) pages.push(page.received);
    };
    const err = await apiFailure(walk());
    expect(err.message).toContain('holds more than 2500 records');
    expect(pages).toEqual([1000, 1000]);
  });
});
