// The figures over every cached fund: category ranks, and recomputation when the cache changes.
import { describe, expect, it } from 'vitest';
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
  it('ranks 1Y returns within each category, ties sharing a rank, the API figure standing in where no NAV is cached', () => {
    const figures = fundFigures(cache());
    const quartiles = Object.fromEntries(figures.metrics().funds.map((m) => [m.id, m.quartile1y]));
    // Actions: fund 4 (API 50 %) rank 1, fund 2 (20 %) rank 2, funds 1 and 3 (10 %) share rank 3 of 4.
    // Fund 5 is alone in its category: rank 1 of 1 and no quartile (⌈100/25⌉ = 4 would be nonsense).
    expect(quartiles).toEqual({ 1: 3, 2: 2, 3: 3, 4: 1, 5: null });
    expect(figures.performance(5).standings.find((s) => s.period === '1Y')?.standing).toEqual({ rank: 1, of: 1, quartile: null });
    expect(figures.performance(1).standings.find((s) => s.period === '1Y')?.standing).toEqual({ rank: 3, of: 4, quartile: 3 });
    expect(figures.performance(1).category).toBe('Actions');
    expect(figures.metrics().funds.find((m) => m.id === 4)).toMatchObject({ return1y: null, valuations: 0 });
  });

  it('recomputes when valuations land or the risk-free rate changes, and serves from memory otherwise', () => {
    const s = cache();
    const figures = fundFigures(s);
    const first = figures.metrics();
    expect(figures.metrics()).toBe(first);
    s.data['fund-valuations'].upsert(1, [fundValuationSchema.parse({ date: '2024-07-05', value: 130 })]);
    landed(s, '1');
    // 30 % now: second of four behind fund 4's 50 %.
    expect(figures.performance(1).standings.find((x) => x.period === '1Y')?.standing).toEqual({ rank: 2, of: 4, quartile: 2 });
    writeRiskFreeRate(s.settings, 0.03);
    expect(figures.metrics().riskFreeRate).toBe(0.03);
  });
});
