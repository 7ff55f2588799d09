// The client under the simulator's injected faults: corrupted records are reported and the rest
// kept intact; 5xx, 429 bursts and dropped connections are retried to completion; a refused token
// fails at once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListEndpoint, ParamsOf } from '../../../../src-main/api/endpoints';
import { HttpClient } from '../../../../src-main/api/http/http-client';
import { MarketDataClient } from '../../../../src-main/api/market-data-client';
import type { RecordReject } from '../../../../src-main/api/schemas';
import { apiFailure, FAST_RETRIES, must, startContract, type Contract } from './contract-helpers';

let c: Contract;
const calm = { latencyMs: 0, errorRate: 0, rateLimit: null, malformedRate: 0, dropRate: 0 };

beforeAll(async () => {
  // Enough retries that a run of injected failures cannot exhaust them.
  c = await startContract({}, { retries: 12 });
});

afterEach(() => {
  c.sim.setFaults(calm);
});

afterAll(async () => {
  await c?.close();
});

/**
 * Walks a list under malformedRate and checks each page: the rejects name the dataset, a position,
 * a path and a reason; the records kept are exactly the canonical records at the other positions.
 */
async function checkCorruptedList<N extends ListEndpoint>(name: N, params: ParamsOf<N>, canonical: readonly unknown[], limit: number) {
  const rejects: RecordReject[] = [];
  let kept = 0;
  let total = -1;
  for await (const page of c.client.pages(name, params, { limit })) {
    const meta = must(page.meta, 'meta');
    total = meta.total;
    const offset = (meta.current_page - 1) * meta.per_page;
    const slice = canonical.slice(offset, offset + meta.per_page);
    const bad = new Set(page.rejects.map((r) => r.index));
    expect(bad.size).toBe(page.rejects.length);
    for (const reject of page.rejects) {
      expect(reject.dataset).toBe(name);
      expect(reject.index).toBeGreaterThanOrEqual(0);
      expect(reject.index).toBeLessThan(slice.length);
      expect(typeof reject.path).toBe('string');
      expect(reject.reason.length).toBeGreaterThan(0);
      // A damaged member other than the id: the reject names the record it came from.
      const original = slice[reject.index] as { id?: unknown } | undefined;
      if (reject.path !== '' && reject.path !== 'id' && original?.id != null)
        expect(reject.recordId).toBe(String(original.id as string | number));
    }
    expect(page.records).toStrictEqual(slice.filter((_, i) => !bad.has(i)));
    kept += page.records.length;
    rejects.push(...page.rejects);
  }
  expect(total).toBe(canonical.length);
  expect(kept + rejects.length).toBe(total);
  return rejects;
}

describe('malformed records', () => {
  it('share history: corrupted bars are rejected with dataset/path/reason, every other bar is intact', async () => {
    c.sim.setFaults({ malformedRate: 0.2 });
    const share = must(c.sim.dataset.shares[1], 'share');
    const history = must(c.sim.dataset.shareHistory.get(share.id), 'history').slice(-600);
    const rejects = await checkCorruptedList(
      'shareHistory',
      { id: share.id, query: { from: must(history[0], 'bar').price_date } },
      history,
      250,
    );
    expect(rejects.length).toBeGreaterThan(60);
    expect(rejects.length).toBeLessThan(200);
    // Bad numbers and impossible dates are reported at their member, non-objects at the record.
    const paths = new Set(rejects.map((r) => r.path));
    expect(paths).toContain('');
    expect(paths).toContain('price_date');
    expect([...paths].some((p) => !['', 'price_date'].includes(p))).toBe(true);
    const badDate = must(
      rejects.find((r) => r.path === 'price_date'),
      'bad date',
    );
    expect(badDate.reason).toMatch(/2024-13-45/);
    expect(
      must(
        rejects.find((r) => r.path === ''),
        'non-object',
      ).recordId,
    ).toBeNull();
  });

  it('list(): records + rejects = total on shares, funds and events, good records canonical', async () => {
    c.sim.setFaults({ malformedRate: 0.3 });
    const d = c.sim.dataset;
    expect((await checkCorruptedList('shares', {}, d.shares, 1000)).length).toBeGreaterThan(0);
    expect((await checkCorruptedList('funds', {}, d.funds, 60)).length).toBeGreaterThan(0);
    expect(
      (
        await checkCorruptedList(
          'events',
          { query: { categories: [3] } },
          d.events.filter((e) => e.category.id === 3),
          1000,
        )
      ).length,
    ).toBeGreaterThan(0);
    const share = must(d.shares[0], 'share');
    await checkCorruptedList('shareFinancials', { id: share.id }, must(d.financials.get(share.id), 'financials'), 1000);

    const { records, rejects, meta } = await c.client.list('funds', {}, { limit: 50 });
    expect(rejects.length).toBeGreaterThan(0);
    expect(records.length + rejects.length).toBe(must(meta, 'meta').total);
    const byId = new Map(d.funds.map((f) => [f.id, f]));
    for (const fund of records) expect(fund).toStrictEqual(byId.get(fund.id ?? -1));
  });
});

describe('transient failures', () => {
  it('retries 5xx answers until every page is in', async () => {
    c.sim.setFaults({ errorRate: 0.35, seed: 11 });
    const before = c.sim.stats().requests;
    const { records, rejects } = await c.client.list('funds', {}, { limit: 15 });
    expect(rejects).toEqual([]);
    expect(records).toStrictEqual(c.sim.dataset.funds);
    const pages = Math.ceil(c.sim.dataset.funds.length / 15);
    expect(c.sim.stats().requests - before).toBeGreaterThan(pages); // some were retried
  });

  it('waits out 429 bursts (Retry-After capped by retryAfterCapMs) and completes', async () => {
    c.sim.setFaults({ rateLimit: { burst: 3, retryAfterSeconds: 1, windowSeconds: 0.04 } });
    const before = c.sim.stats().requests;
    const started = performance.now();
    const { records } = await c.client.list('funds', {}, { limit: 10 });
    expect(records).toStrictEqual(c.sim.dataset.funds);
    const pages = Math.ceil(c.sim.dataset.funds.length / 10);
    expect(c.sim.stats().requests - before).toBeGreaterThan(pages);
    // Retry-After asks for ≥ 1 s per refusal; the cap keeps the whole walk short.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('retries connections dropped mid-body and completes', async () => {
    c.sim.setFaults({ dropRate: 0.3, seed: 5 });
    const before = c.sim.stats().requests;
    const share = must(c.sim.dataset.shares[2], 'share');
    const history = must(c.sim.dataset.shareHistory.get(share.id), 'history');
    const { records, rejects } = await c.client.list('shareHistory', { id: share.id }, { limit: 200 });
    expect(rejects).toEqual([]);
    expect(records).toStrictEqual(history);
    expect(c.sim.stats().requests - before).toBeGreaterThan(Math.ceil(history.length / 200));
  });

  it('completes under all transient faults at once', async () => {
    c.sim.setFaults({ errorRate: 0.2, dropRate: 0.2, rateLimit: { burst: 4, retryAfterSeconds: 1, windowSeconds: 0.03 }, seed: 3 });
    const { records } = await c.client.list('events', { query: { categories: [1] } }, { limit: 40 });
    expect(records).toStrictEqual(c.sim.dataset.events.filter((e) => e.category.id === 1));
  });

  it('gives up with the last error once retries are exhausted', async () => {
    c.sim.setFaults({ errorRate: 1 });
    const http = new HttpClient({ baseUrl: c.sim.baseUrl, token: c.sim.token, ...FAST_RETRIES, retries: 2 });
    const before = c.sim.stats().requests;
    const err = await apiFailure(new MarketDataClient(http).list('countries', {}));
    expect(err.kind).toBe('server');
    expect(c.sim.stats().requests - before).toBe(3);
  });
});

describe('authentication', () => {
  it('a wrong token fails with kind auth, without retries, and the token never shows in the message', async () => {
    const http = new HttpClient({ baseUrl: c.sim.baseUrl, token: 'eyJhbGciOiJIUzI1NiJ9.wrong.token', ...FAST_RETRIES, retries: 5 });
    const client = new MarketDataClient(http);
    const before = c.sim.stats().requests;
    const err = await apiFailure(client.list('shares', {}));
    expect(err.kind).toBe('auth');
    expect(err.details.status).toBe(401);
    expect(err.retryable).toBe(false);
    expect(err.message).not.toContain('wrong.token');
    expect(c.sim.stats().requests - before).toBe(1);

    // Even while the service is also failing: auth is checked first.
    c.sim.setFaults({ errorRate: 1 });
    const during = c.sim.stats().requests;
    expect((await apiFailure(client.get('share', { id: must(c.sim.dataset.shares[0], 'share').id }))).kind).toBe('auth');
    expect(c.sim.stats().requests - during).toBe(1);
  });
});
