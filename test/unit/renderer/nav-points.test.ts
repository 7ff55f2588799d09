// The NAV chart's points: positive NAVs only, change on the previous NAV, drawdown within the range.
import { describe, expect, it } from 'vitest';
import { typedColumns } from '../fixtures/typed-columns';
import { navLegendAt, navPoints, pointsFrom } from '../../../src-renderer/src/chart/nav-points';
import { dayTime } from '../../../src-renderer/src/chart/chart-time';
import { timeToDay } from '../../../src-renderer/src/format/days';

// Typed columns as data.series sends them (null → NaN).
const read = typedColumns({
  day: ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-03', '2024-01-04', '2024-01-05'],
  value: [100, 0, 120, 130, 90, 108],
  net_assets: [1000, null, 1200, 1, null, 1100],
  parts: [10, 10, 10, 10, 10, null],
});

describe('NAV points', () => {
  it('keep positive NAVs in day order, with change on the previous NAV and drawdown from the peak', () => {
    const points = navPoints(read);
    expect(points.map((p) => timeToDay(p.time))).toEqual(['2024-01-01', '2024-01-03', '2024-01-04', '2024-01-05']);
    expect(points[1]).toEqual({
      time: dayTime('2024-01-03'),
      value: 120,
      netAssets: 1200,
      parts: 10,
      change: expect.closeTo(0.2, 12),
      drawdown: 0,
    });
    expect(points[2]?.drawdown).toBeCloseTo(-0.25, 12); // 90 / 120 − 1
    expect(points[3]).toMatchObject({ netAssets: 1100, parts: null, change: expect.closeTo(0.2, 12), drawdown: expect.closeTo(-0.1, 12) });
    expect(points[0]?.change).toBeNull();
  });

  it('measure the drawdown within the range shown', () => {
    const inRange = pointsFrom(navPoints(read), '2024-01-04');
    expect(inRange.map((p) => [timeToDay(p.time), p.drawdown])).toEqual([
      ['2024-01-04', 0],
      ['2024-01-05', 0],
    ]);
  });

  it('describe the hovered point, else the last', () => {
    const points = navPoints(read);
    expect(navLegendAt(points, 1)).toMatchObject({ point: { time: dayTime('2024-01-03') }, hovered: true });
    expect(navLegendAt(points, null)).toMatchObject({ point: { time: dayTime('2024-01-05') }, hovered: false });
    expect(navLegendAt([], null)).toBeNull();
  });
});
