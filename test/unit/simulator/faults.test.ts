import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { get, list } from './helpers';

let sim: Simulator;
const calm = { latencyMs: 0, errorRate: 0, rateLimit: null, malformedRate: 0, dropRate: 0 };

beforeAll(async () => {
  sim = await startSimulator({ seed: 9 });
});

afterEach(() => {
  sim.setFaults(calm);
});

afterAll(async () => {
  await sim.close();
});

const shareId = () => sim.dataset.shares[0]?.id ?? -1;

describe('fault injection', () => {
  it('adds latency', async () => {
    sim.setFaults({ latencyMs: 120 });
    const start = performance.now();
    expect((await get(sim, '/v1/countries')).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(110);
  });

  it('answers 500, 502 (HTML from a gateway) or 503 at errorRate, but never fakes a 401', async () => {
    sim.setFaults({ errorRate: 1 });
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const reply = await get(sim, '/v1/countries');
      statuses.add(reply.status);
      if (reply.status === 502) expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      else expect(reply.json).toMatchObject({ status: reply.status });
    }
    expect([...statuses].every((s) => [500, 502, 503].includes(s))).toBe(true);
    expect(statuses.size).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 5; i++) expect((await get(sim, '/v1/countries', null)).status).toBe(401);
    sim.setFaults({ errorRate: 0 });
    expect((await get(sim, '/v1/countries')).status).toBe(200);
  });

  it('makes the same fault decisions for the same fault seed', async () => {
    const run = async () => {
      sim.setFaults({ errorRate: 0.5, seed: 1234 });
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) statuses.push((await get(sim, '/v1/countries')).status);
      return statuses;
    };
    const first = await run();
    expect(first).toContain(200);
    expect(first.some((s) => s >= 500)).toBe(true);
    expect(await run()).toEqual(first);
  });

  it('rate-limits with 429 and Retry-After as seconds or as an HTTP date', async () => {
    sim.setFaults({ rateLimit: { burst: 3, retryAfterSeconds: 30 } });
    const statuses: number[] = [];
    const retryAfter: string[] = [];
    for (let i = 0; i < 15; i++) {
      const reply = await get(sim, '/v1/countries');
      statuses.push(reply.status);
      if (reply.status === 429) {
        retryAfter.push(reply.headers.get('retry-after') ?? '');
        expect(reply.json).toMatchObject({ status: 429 });
      }
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    const seconds = retryAfter.filter((v) => /^\d+$/.test(v));
    const dates = retryAfter.filter((v) => !/^\d+$/.test(v));
    expect(seconds.length).toBeGreaterThan(0);
    expect(dates.length).toBeGreaterThan(0);
    for (const s of seconds) expect(Number(s)).toBeGreaterThanOrEqual(1);
    for (const s of seconds) expect(Number(s)).toBeLessThanOrEqual(30);
    for (const d of dates) {
      expect(d).toMatch(/GMT$/);
      expect(Date.parse(d)).toBeGreaterThan(Date.now());
    }
    // Unauthenticated requests are refused before any limit applies.
    expect((await get(sim, '/v1/countries', null)).status).toBe(401);
    sim.setFaults({ rateLimit: null });
    expect((await get(sim, '/v1/countries')).status).toBe(200);
  });

  it('opens a new window once the previous one has passed', async () => {
    sim.setFaults({ rateLimit: { burst: 1, retryAfterSeconds: 0.2 } });
    expect((await get(sim, '/v1/countries')).status).toBe(200);
    expect((await get(sim, '/v1/countries')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await get(sim, '/v1/countries')).status).toBe(200);
  });

  it('corrupts records at malformedRate: bad numbers, impossible dates, non-objects', async () => {
    sim.setFaults({ malformedRate: 1 });
    const all = (await list(sim, `/v1/shares/historic/${shareId()}?limit=300`)).data as unknown[];
    const isCorrupt = (r: unknown) =>
      typeof r !== 'object' ||
      r === null ||
      Array.isArray(r) ||
      Object.values(r).includes('abc') ||
      Object.values(r).includes('2024-13-45');
    expect(all.every(isCorrupt)).toBe(true);
    const kinds = new Set(
      all.map((r) =>
        typeof r !== 'object' || r === null || Array.isArray(r) ? 'non-object' : Object.values(r).includes('abc') ? 'number' : 'date',
      ),
    );
    expect(kinds).toEqual(new Set(['non-object', 'number', 'date']));

    sim.setFaults({ malformedRate: 0.2 });
    const some = (await list(sim, `/v1/shares/historic/${shareId()}?limit=300`)).data as unknown[];
    const corrupted = some.filter(isCorrupt).length;
    expect(corrupted).toBeGreaterThan(20);
    expect(corrupted).toBeLessThan(120);
    // The page's meta stays intact: only records are damaged.
    expect((await list(sim, '/v1/countries')).meta.total).toBe(sim.dataset.countries.length);
  });

  it('drops connections mid-body at dropRate', async () => {
    sim.setFaults({ dropRate: 1 });
    let failures = 0;
    for (let i = 0; i < 3; i++) {
      try {
        const res = await fetch(`${sim.baseUrl}/v1/shares?limit=40`, { headers: { Authorization: `Bearer ${sim.token}` } });
        await res.text();
      } catch {
        failures++;
      }
    }
    expect(failures).toBe(3);
    sim.setFaults({ dropRate: 0 });
    expect((await get(sim, '/v1/shares?limit=40')).status).toBe(200);
  });

  it('refuses invalid fault settings', () => {
    expect(() => sim.setFaults({ errorRate: 2 })).toThrow(RangeError);
    expect(() => sim.setFaults({ dropRate: -0.1 })).toThrow(RangeError);
    expect(() => sim.setFaults({ rateLimit: { burst: -1, retryAfterSeconds: 1 } })).toThrow(RangeError);
  });

  it('accepts faults at start-up', async () => {
    const slow = await startSimulator({ seed: 9, faults: { errorRate: 1 } });
    try {
      expect((await get(slow, '/v1/countries')).status).toBeGreaterThanOrEqual(500);
    } finally {
      await slow.close();
    }
  });
});
