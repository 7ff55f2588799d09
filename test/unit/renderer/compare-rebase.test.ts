// CMP: series rebased to 100 at an anchor (the latest first day by default), each on its own dates over
// the whole range, no forward fill.
import { describe, expect, it } from 'vitest';
import { dayTime } from '../../../src-renderer/src/chart/chart-time';
import {
  BASE_TOLERANCE_DAYS,
  defaultAnchor,
  rebase,
  unionTimes,
  valueAt,
  type CompareInput,
  type Rebased,
} from '../../../src-renderer/src/chart/rebase';
import { timeToDay } from '../../../src-renderer/src/format/days';

/** A series as read (times), written as days. */
const input = (key: string, days: string[], values: number[]): CompareInput => ({ key, times: days.map(dayTime), values });
/** Days of the points of a rebased series, as read by a person. */
const daysOf = (r: Rebased | undefined) => r?.points.map((p) => timeToDay(p.time));
const unionDays = (rebased: readonly Rebased[]) => unionTimes(rebased).map(timeToDay);

const daily = input(
  'share',
  ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08'],
  [50, 52, 51, 55, 60, 66],
);
const weekly = input('fund', ['2023-12-29', '2024-01-05', '2024-01-12'], [200, 210, 220]);

describe('CMP rebasing', () => {
  it('anchors at the latest of the first days in the range', () => {
    expect(defaultAnchor([daily, weekly], null)).toBe('2024-01-01');
    expect(defaultAnchor([daily, weekly], '2024-01-02')).toBe('2024-01-05'); // the fund's first NAV in range
    expect(defaultAnchor([], null)).toBeNull();
  });

  it('bases each series on its last value on or before the anchor and keeps its own dates', () => {
    const [share, fund] = rebase([daily, weekly], '2024-01-04', '2024-01-04');
    // The share: 55 on the anchor day → 100; 66 → 120.
    expect(share?.base).toEqual({ time: dayTime('2024-01-04'), value: 55 });
    expect(daysOf(share)).toEqual(['2024-01-04', '2024-01-05', '2024-01-08']);
    expect(share?.points.at(-1)?.value).toBeCloseTo(120, 12);
    expect(share?.change).toBeCloseTo(0.2, 12);
    // The fund: no NAV on 2024-01-04, so the last one before (200 on 2023-12-29, 6 days earlier) bases it.
    expect(fund?.base).toEqual({ time: dayTime('2023-12-29'), value: 200 });
    expect(fund?.points.map((p) => [timeToDay(p.time), p.value])).toEqual([
      ['2023-12-29', 100],
      ['2024-01-05', 105],
      ['2024-01-12', 110],
    ]);
    expect(fund?.change).toBeCloseTo(0.1, 12);
  });

  it('leaves a series unbased when its last value is older than the tolerance', () => {
    const stale = input('old', ['2023-11-01'], [10]);
    expect(BASE_TOLERANCE_DAYS).toBe(10);
    expect(rebase([stale], '2024-01-04', null)[0]).toEqual({ key: 'old', base: null, points: [], change: null });
  });

  it('reads values on each series own dates, never filled forward in the data', () => {
    const rebased = rebase([daily, weekly], '2024-01-05', '2024-01-05');
    expect(unionDays(rebased)).toEqual(['2024-01-05', '2024-01-08', '2024-01-12']);
    const fund = rebased[1];
    expect(fund?.points.some((p) => p.time === dayTime('2024-01-08'))).toBe(false);
    if (fund) expect(valueAt(fund, '2024-01-08')).toBe(100); // the legend reads the last NAV
  });

  it('keeps the whole range in view: every line crosses 100 on the anchor day, the days before it included', () => {
    const [share, fund] = rebase([daily, weekly], '2024-01-04', '2024-01-02');
    expect(daysOf(share)).toEqual(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08']);
    expect(share?.points.find((p) => p.time === dayTime('2024-01-04'))?.value).toBe(100);
    expect(share?.points[0]?.value).toBeCloseTo((100 * 52) / 55, 12);
    // The fund's base (its last NAV before the anchor) is drawn even when it falls before the range.
    expect(daysOf(fund)).toEqual(['2023-12-29', '2024-01-05', '2024-01-12']);
    expect(unionDays(rebase([daily, weekly], '2024-01-04', '2024-01-02'))).toEqual(
      unionDays(rebase([daily, weekly], '2024-01-02', '2024-01-02')),
    );
  });

  it('anchored on the last day, keeps every day of the range, each line ending at 100 with no change', () => {
    const [share] = rebase([daily], '2024-01-08', '2024-01-01');
    expect(share?.points).toHaveLength(6);
    expect(share?.points.at(-1)?.value).toBe(100);
    expect(share?.change).toBe(0);
  });
});
