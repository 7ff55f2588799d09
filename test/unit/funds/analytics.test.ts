// Every computed fund figure against values worked out by hand on small series.
import { describe, expect, it } from 'vitest';
import { drawdowns, maxDrawdown, worstDrawdowns } from '../../../src-main/funds/analytics/drawdown';
import { fundMetrics, fundPerformance } from '../../../src-main/funds/analytics/fund-figures';
import { addMonths, navSeries, type NavSeries } from '../../../src-main/funds/analytics/nav-series';
import { assetsOf, netFlows } from '../../../src-main/funds/analytics/net-flows';
import { standings } from '../../../src-main/funds/analytics/rank';
import { annualise, calendarYearReturns, periodReturn, periodStart, returnBetween } from '../../../src-main/funds/analytics/returns';
import { frequencyOf, sharpeSince, volatilitySince } from '../../../src-main/funds/analytics/volatility';

const series = (points: [string, number][]): NavSeries => ({ days: points.map((p) => p[0]), values: points.map((p) => p[1]) });

describe('period returns', () => {
  const s = series([
    ['2024-01-02', 100],
    ['2024-01-03', 110],
    ['2024-01-05', 99],
  ]);

  it('measure from the last NAV on or before each date', () => {
    // 2024-01-04 has no NAV: the base is 2024-01-03's 110, so 99/110 − 1 = −10 %.
    expect(returnBetween(s, '2024-01-04', '2024-01-05')).toEqual({ value: expect.closeTo(-0.1, 12), from: '2024-01-03', to: '2024-01-05' });
    expect(returnBetween(s, '2024-01-02', '2024-01-04')?.value).toBeCloseTo(0.1, 12);
  });

  it('are absent when the series starts after the period does', () => {
    expect(returnBetween(s, '2024-01-01', '2024-01-05')).toBeNull();
    expect(periodReturn(s, '1M')).toBeNull();
    expect(periodReturn(s, '7D')).toBeNull(); // 7D starts 2023-12-29, before the first NAV
  });

  it('start periods on the same calendar day, clamped to shorter months', () => {
    expect(periodStart('2024-03-31', '1M')).toBe('2024-02-29');
    expect(periodStart('2024-02-29', '1Y')).toBe('2023-02-28');
    expect(periodStart('2024-05-10', 'YTD')).toBe('2023-12-31');
    expect(periodStart('2024-05-10', '7D')).toBe('2024-05-03');
    expect(periodStart('2024-05-10', '6M')).toBe('2023-11-10');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('annualise only over a year or more, as (V1/V0)^(365.25/days) − 1', () => {
    // 2022-01-01 → 2024-01-01 is 730 days: 1.21^(365.25/730) − 1 = 10.0072 %.
    expect(annualise({ value: 0.21, from: '2022-01-01', to: '2024-01-01' })).toBeCloseTo(0.1000718, 6);
    expect(annualise({ value: 0.21, from: '2023-06-01', to: '2024-01-01' })).toBeNull();
  });

  it('give calendar-year returns from the last NAV of the year before, marking partial years', () => {
    const weekly = series([
      ['2022-12-30', 100],
      ['2023-06-30', 105],
      ['2023-12-29', 110],
      ['2024-03-29', 99],
    ]);
    expect(calendarYearReturns(weekly)).toEqual([
      { year: 2023, value: expect.closeTo(0.1, 12), partial: false },
      { year: 2024, value: expect.closeTo(-0.1, 12), partial: true },
    ]);
  });
});

describe('volatility', () => {
  // Returns +1 %, −1 %, +1 %: sample deviation 0.0115470.
  const values = [100, 101, 99.99, 100.9899];
  const on = (days: string[]) => series(days.map((d, i) => [d, values[i] as number]));

  it('scales by √252 for daily NAVs and says so with n', () => {
    const vol = volatilitySince(on(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']), '2024-01-01');
    expect(vol).toEqual({ value: expect.closeTo(0.183303, 5), frequency: 'daily', n: 3, periodsPerYear: 252 });
  });

  it('scales by √52 for weekly and √12 for monthly NAVs', () => {
    expect(volatilitySince(on(['2024-01-05', '2024-01-12', '2024-01-19', '2024-01-26']), '2024-01-01')).toBeNull(); // starts after the window
    const weekly = volatilitySince(on(['2024-01-05', '2024-01-12', '2024-01-19', '2024-01-26']), '2024-01-05');
    expect(weekly).toMatchObject({ value: expect.closeTo(0.0832666, 6), frequency: 'weekly', n: 3 });
    const monthly = volatilitySince(on(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']), '2024-01-31');
    expect(monthly).toMatchObject({ value: expect.closeTo(0.04, 9), frequency: 'monthly', n: 3 });
  });

  it('uses n·365.25/days periods a year for irregular dates', () => {
    // Gaps 19, 41, 14 days (median 19): irregular; 3 returns over 74 days → 14.807 a year.
    const vol = volatilitySince(on(['2024-01-01', '2024-01-20', '2024-03-01', '2024-03-15']), '2024-01-01');
    expect(vol).toMatchObject({
      value: expect.closeTo(0.0444334, 6),
      frequency: 'irregular',
      n: 3,
      periodsPerYear: expect.closeTo(14.8074, 3),
    });
  });

  it('needs two returns', () => {
    expect(volatilitySince(on(['2024-01-01', '2024-01-02']), '2024-01-01')).toBeNull();
    expect(frequencyOf(['2024-01-01'])).toBe('irregular');
  });

  it('gives the Sharpe ratio with the risk-free rate over the same window', () => {
    // 100 → 121 over 365 days: annualised 21.0158 %; returns +10 %, −10 %, +22.22 % every ~4 months
    // (irregular): volatility 28.1846 %; (0.210158 − 0.02) / 0.281846 = 0.674688.
    const s = series([
      ['2023-01-02', 100],
      ['2023-05-01', 110],
      ['2023-09-01', 99],
      ['2024-01-02', 121],
    ]);
    expect(sharpeSince(s, '2023-01-02', 0.02)).toBeCloseTo(0.674688, 5);
    expect(sharpeSince(s, '2023-01-02', 0)).toBeCloseTo(0.210158 / 0.281846, 5);
    expect(sharpeSince(s, '2023-05-01', 0)).toBeNull(); // under a year: no annualised return
  });
});

describe('drawdowns', () => {
  it('find a drawdown that never recovers', () => {
    const s = series([
      ['2024-01-01', 100],
      ['2024-01-02', 120],
      ['2024-01-03', 90],
      ['2024-01-04', 110],
      ['2024-01-05', 100],
    ]);
    expect(maxDrawdown(s)).toEqual({ depth: expect.closeTo(-0.25, 12), peak: '2024-01-02', trough: '2024-01-03', recovery: null });
  });

  it('list episodes with their recovery date, deepest first', () => {
    const s = series([
      ['2024-01-01', 100],
      ['2024-01-02', 120],
      ['2024-01-03', 90],
      ['2024-01-04', 125],
      ['2024-01-05', 110],
      ['2024-01-08', 100],
    ]);
    expect(drawdowns(s)).toHaveLength(2);
    expect(worstDrawdowns(s, 5)).toEqual([
      { depth: expect.closeTo(-0.25, 12), peak: '2024-01-02', trough: '2024-01-03', recovery: '2024-01-04' },
      { depth: expect.closeTo(-0.2, 12), peak: '2024-01-04', trough: '2024-01-08', recovery: null },
    ]);
    // From 2024-01-04 on only the second episode is in the window.
    expect(maxDrawdown(s, '2024-01-04')?.depth).toBeCloseTo(-0.2, 12);
  });

  it('are none for a series that never fell', () => {
    const s = series([
      ['2024-01-01', 100],
      ['2024-01-02', 100],
      ['2024-01-03', 101],
    ]);
    expect(maxDrawdown(s)).toBeNull();
    expect(fundMetrics(1, s, 0).maxDrawdown1y).toBeNull(); // starts inside the year: no 1Y window
  });
});

describe('rank and quartile in a category', () => {
  it('rank 1 as the best, let ties share a rank and skip funds without a figure', () => {
    const ranks = standings(
      new Map<string, number | null>([
        ['a', 0.1],
        ['b', 0.2],
        ['c', 0.2],
        ['d', 0.05],
        ['e', null],
      ]),
    );
    expect(Object.fromEntries(ranks)).toEqual({
      b: { rank: 1, of: 4, quartile: 1 },
      c: { rank: 1, of: 4, quartile: 1 },
      a: { rank: 3, of: 4, quartile: 3 }, // percentile 75 → ⌈3⌉
      d: { rank: 4, of: 4, quartile: 4 },
    });
  });

  it('rank the lowest first when lower is better', () => {
    const ranks = standings(
      new Map([
        ['calm', 0.02],
        ['wild', 0.3],
        ['mid', 0.1],
        ['low', 0.05],
        ['high', 0.2],
      ]),
      false,
    );
    expect(ranks.get('calm')).toEqual({ rank: 1, of: 5, quartile: 1 }); // percentile 20 → ⌈0.8⌉
    expect(ranks.get('mid')).toEqual({ rank: 3, of: 5, quartile: 3 }); // percentile 60 → ⌈2.4⌉
    expect(ranks.get('wild')).toEqual({ rank: 5, of: 5, quartile: 4 });
  });

  it('give a rank but no quartile when fewer than four funds have the figure', () => {
    expect(standings(new Map([['alone', 0.1]])).get('alone')).toEqual({ rank: 1, of: 1, quartile: null });
    const three = standings(
      new Map<string, number | null>([
        ['a', 0.1],
        ['b', 0.3],
        ['c', 0.2],
        ['d', null], // no figure: not a peer, so three peers and still no quartile
      ]),
    );
    expect(Object.fromEntries(three)).toEqual({
      b: { rank: 1, of: 3, quartile: null },
      c: { rank: 2, of: 3, quartile: null },
      a: { rank: 3, of: 3, quartile: null },
    });
  });
});

describe('one fund', () => {
  it('keeps only positive NAVs', () => {
    expect(navSeries(['2024-01-01', '2024-01-02', '2024-01-03'], [100, null, 0])).toEqual({ days: ['2024-01-01'], values: [100] });
  });

  it('computes the screener line and the PERF set from weekly NAVs', () => {
    // Weekly Fridays from 2022-12-30 (100), +1 a week, to 2024-01-05 (153).
    const days: string[] = [];
    const values: number[] = [];
    for (let w = 0; w <= 53; w++) {
      days.push(new Date(Date.UTC(2022, 11, 30 + 7 * w)).toISOString().slice(0, 10));
      values.push(100 + w);
    }
    const s = { days, values };
    expect(days.at(-1)).toBe('2024-01-05');
    const m = fundMetrics(9, s, 0);
    expect(m.return1y).toBeCloseTo(0.53, 12); // 1Y starts 2023-01-05: base 2022-12-30's 100
    expect(m.returnYtd).toBeCloseTo(153 / 152 - 1, 12); // base 2023-12-29
    expect(m.return1m).toBeCloseTo(153 / 148 - 1, 12); // 2023-12-05 → base 2023-12-01
    expect(m.return3y).toBeNull();
    expect(m.maxDrawdown1y).toBe(0); // a full year that never fell
    const p = fundPerformance(9, s, 0.03);
    expect(p.history).toEqual({ first: '2022-12-30', last: '2024-01-05', count: 54 });
    expect(p.volatility).toEqual([{ years: 1, value: expect.any(Number) as number, frequency: 'weekly', n: 53 }]);
    // 371 days between the valuations: 1.53^(365.25/371) − 1.
    expect(p.annualised[0]).toEqual({ years: 1, value: expect.closeTo(1.53 ** (365.25 / 371) - 1, 12) });
    expect(p.sharpe[0]?.value).toBeCloseTo((1.53 ** (365.25 / 371) - 1 - 0.03) / (p.volatility[0]?.value ?? NaN), 12);
    expect(p.calendarYears.map((y) => [y.year, y.partial])).toEqual([
      [2023, false],
      [2024, true],
    ]);
    expect(p.maxDrawdown).toBeNull();
  });
});

describe('net flows', () => {
  it('estimate subscriptions as the change in net assets the NAV move does not explain', () => {
    // 1M: NAV 100 → 110 (+10 %), assets 1,000 → 1,500: 1,500 − 1,000 × 1.1 = 400 came in.
    const s = {
      days: ['2024-01-26', '2024-02-29'],
      values: [100, 110],
      assets: [assetsOf(100, 1000, null), assetsOf(110, null, 13.636363636363637)],
    };
    expect(s.assets[1]).toBeCloseTo(1500, 9); // parts × NAV when net assets are absent
    expect(netFlows(s)).toEqual([
      { period: '1M', value: expect.closeTo(400, 9) },
      { period: '3M', value: null }, // the history starts inside 3M
      { period: '1Y', value: null },
    ]);
    expect(assetsOf(100, null, null)).toBeNull();
  });

  it('give the last change against the previous valuation', () => {
    const p = fundPerformance(
      1,
      series([
        ['2024-01-04', 100],
        ['2024-01-05', 98],
      ]),
      0,
    );
    expect(p.lastChange).toEqual({ value: expect.closeTo(-0.02, 12), previous: '2024-01-04' });
  });
});
