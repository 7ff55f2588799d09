// The figures over every cached fund: category ranks, and recomputation when the cache changes.
import { describe, expect, it, vi } from 'vitest';
import { fundSchema, fundValuationSchema } from '../../../src-main/api/schemas';
import { fundFigures } from '../../../src-main/funds/fund-figures-service';
import { writeRiskFreeRate } from '../../../src-main/funds/risk-free-rate';
import { Store } from '../../../src-main/store/store';

const fund = (id: number, category: string, extra: Record<string, unknown> = {}) => ({
  ...fundSchema.parse({ id, name: `Fund ${id}`, category, ...extra }),
  id,
});
/** Two NAVs a year apart: the 1Y return is `end / 100 − 1`. */
const yearOf = (end: number) => [
  fundValuationSchema.parse({ date: '2023-06-23', value: 100 }),
  fundValuationSchema.parse({ date: '2023-12-29', value: 100 }),
  fundValuationSchema.parse({ date: '2024-06-28', value: end }),
];
const landed = (s: Store, key: string) =>
  s.freshness.record({
    dataset: 'fund-valuations',
    key,
    fetchedAt: new Date().toISOString(),
    source: 'test',
    outcome: 'ok',
    error: null,
    rejected: 0,
  });

function cache() {
  const s = Store.open(':memory:');
  s.data.funds.upsert([
    fund(1, 'Actions'),
    fund(2, 'Actions'),
    fund(3, 'Actions'),
    fund(4, 'Actions', { varp1y: 0.5 }),
    fund(5, 'Monétaire'),
  ]);
  s.data['fund-valuations'].upsert(1, yearOf(110));
  s.data['fund-valuations'].upsert(2, yearOf(120));
  s.data['fund-valuations'].upsert(3, yearOf(110));
  s.data['fund-valuations'].upsert(5, yearOf(101));
  return s;
}

describe('fund figures over the cache', () => {
  it('ranks 1Y returns within each category, ties sharing a rank, the API figure standing in where no NAV is cached', async () => {
    const figures = fundFigures(cache());
    await figures.settled();
    const quartiles = Object.fromEntries(figures.metrics().funds.map((m) => [m.id, m.quartile1y]));
    // Actions: fund 4 (API 50 %) rank 1, fund 2 (20 %) rank 2, funds 1 and 3 (10 %) share rank 3 of 4.
    // Fund 5 is alone in its category: rank 1 of 1 and no quartile (⌈100/25⌉ = 4 would be nonsense).
    expect(quartiles).toEqual({ 1: 3, 2: 2, 3: 3, 4: 1, 5: null });
    expect((await figures.performance(5)).standings.find((s) => s.period === '1Y')?.standing).toEqual({ rank: 1, of: 1, quartile: null });
    expect((await figures.performance(1)).standings.find((s) => s.period === '1Y')?.standing).toEqual({ rank: 3, of: 4, quartile: 3 });
    expect((await figures.performance(1)).category).toBe('Actions');
    expect(figures.metrics().funds.find((m) => m.id === 4)).toMatchObject({ return1y: null, valuations: 0 });
  });

  it('recomputes when valuations land or the risk-free rate changes, and serves from memory otherwise', async () => {
    const s = cache();
    const figures = fundFigures(s);
    await figures.settled();
    const first = figures.metrics();
    expect(first.computing).toBe(false);
    expect(figures.metrics()).toBe(first);
    s.data['fund-valuations'].upsert(1, [fundValuationSchema.parse({ date: '2024-07-05', value: 130 })]);
    landed(s, '1');
    // Until the new figures are computed, the last complete ones are served, marked computing.
    expect(figures.metrics()).toMatchObject({ computing: true, funds: first.funds });
    // 30 % now: second of four behind fund 4's 50 %.
    expect((await figures.performance(1)).standings.find((x) => x.period === '1Y')?.standing).toEqual({ rank: 2, of: 4, quartile: 2 });
    writeRiskFreeRate(s.settings, 0.03);
    await figures.settled();
    expect(figures.metrics().riskFreeRate).toBe(0.03);
  });

  it('answers at once while the first computation runs, one fund per slice, the window served between slices', async () => {
    const figures = fundFigures(cache());
    const early = figures.metrics();
    expect(early.computing).toBe(true); // nothing complete yet: no figure invented, no quartile
    expect(early.funds.every((m) => m.quartile1y === null)).toBe(true);
    // Another task of the same thread (a request from the window) gets turns while the figures are computed.
    let turns = 0;
    let done = false;
    const other = () => {
      turns++;
      if (!done) setImmediate(other);
    };
    setImmediate(other);
    await figures.settled();
    done = true;
    expect(turns).toBeGreaterThanOrEqual(4); // five funds, a slice each: a turn between every two
    expect(figures.metrics()).toMatchObject({ computing: false });
    expect(figures.metrics().funds).toHaveLength(5);
  });

  it('lets concurrent requests share one computation', async () => {
    const s = cache();
    const lists = vi.spyOn(s.data.funds, 'list');
    const figures = fundFigures(s);
    figures.metrics();
    const answers = await Promise.all([figures.performance(1), figures.performance(2), figures.settled(), figures.performance(5)]);
    figures.metrics();
    expect(answers).toHaveLength(4);
    expect(lists).toHaveBeenCalledTimes(1);
  });
});
