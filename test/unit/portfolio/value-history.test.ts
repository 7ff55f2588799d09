// Value over time and the cumulative time-weighted return, against hand-computed days.
import { describe, expect, it } from 'vitest';
import type { FindPrices } from '../../../src-main/portfolio/positions';
import type { PriceTrack } from '../../../src-main/portfolio/prices';
import type { Side, TransactionDraft } from '../../../src-main/portfolio/types';
import { valueHistory } from '../../../src-main/portfolio/value-history';

const tx = (day: string, side: Side, quantity: string | null, price: string | null, fees = '0', currency = 'EUR'): TransactionDraft => ({
  day,
  side,
  kind: 'share',
  code: 'AAA',
  title: 'AAA SA',
  currency,
  quantity,
  price,
  fees,
});
const closes = (points: [string, number][]): FindPrices => {
  const track: PriceTrack = { days: points.map(([d]) => d), prices: points.map(([, p]) => p), latest: null };
  return () => ({ id: 1, track });
};

describe('value over time (TWR)', () => {
  it('does not count money put in or taken out as performance', () => {
    const find = closes([
      ['2024-01-01', 100],
      ['2024-01-02', 110],
      ['2024-01-03', 121],
      ['2024-01-04', 121],
    ]);
    const series = valueHistory(
      [tx('2024-01-01', 'buy', '10', '100'), tx('2024-01-03', 'buy', '10', '110'), tx('2024-01-04', 'sell', '20', '121')],
      find,
      'EUR',
    );
    expect(series.days).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']);
    expect(series.value).toEqual([1000, 1100, 2420, 0]);
    // r: 0; 1100/1000 − 1 = 0.1; 2420 / (1100 + 1100) − 1 = 0.1; (0 + 2420) / 2420 − 1 = 0. Chained: 0.21.
    const expected = [0, 0.1, 0.21, 0.21];
    series.cumulativeReturn.forEach((r, i) => expect(r).toBeCloseTo(expected[i] ?? NaN, 12));
  });

  it('counts dividends as return and fees against it; carries a price over days without one', () => {
    const find = closes([
      ['2024-01-01', 100],
      ['2024-01-03', 100],
    ]);
    const series = valueHistory(
      [tx('2024-01-01', 'buy', '10', '100', '10'), tx('2024-01-02', 'dividend', null, '50.5'), tx('2024-01-03', 'fee', null, '10.1')],
      find,
      'EUR',
    );
    expect(series.value).toEqual([1000, 1000, 1000]);
    // Day 1: 1000 / 1010 − 1 (the buy fee). Day 2: (1000 + 50.5) / 1000. Day 3: (1000 − 10.1) / 1000.
    const day1 = 1000 / 1010;
    expect(series.cumulativeReturn[0]).toBeCloseTo(day1 - 1, 12);
    expect(series.cumulativeReturn[1]).toBeCloseTo(day1 * 1.0505 - 1, 12);
    expect(series.cumulativeReturn[2]).toBeCloseTo(day1 * 1.0505 * 0.9899 - 1, 12);
  });

  it('values a holding at its trade price (split-adjusted) before its first cached price', () => {
    const find = closes([['2024-01-05', 60]]);
    const series = valueHistory([tx('2024-01-02', 'buy', '10', '100'), tx('2024-01-03', 'split', '2', null)], find, 'EUR');
    expect(series.days).toEqual(['2024-01-02', '2024-01-03', '2024-01-05']);
    expect(series.value).toEqual([1000, 1000, 1200]);
    expect(series.cumulativeReturn[2]).toBeCloseTo(0.2, 12);
  });

  it('is per currency: another currency’s transactions are not in it', () => {
    const find = closes([['2024-01-01', 100]]);
    const series = valueHistory(
      [tx('2024-01-01', 'buy', '1', '100'), { ...tx('2024-01-01', 'buy', '5', '100', '0', 'XOF'), code: 'BBB' }],
      find,
      'EUR',
    );
    expect(series.value).toEqual([100]);
  });
});
