import { describe, expect, it } from 'vitest';
import type { Bar } from '../../../src-renderer/src/chart/candles';
import { MAX_UPDATE_BARS, planFeed } from '../../../src-renderer/src/chart/feed';
import { asDayTime, dayTime } from '../../../src-renderer/src/chart/chart-time';

const bar = (day: number, close = 100 + day): Bar => ({
  time: dayTime(`2026-01-${String(day).padStart(2, '0')}`),
  open: 100,
  high: 200,
  low: 50,
  close,
  volume: 1000,
  variation: null,
});
const bars = (n: number) => Array.from({ length: n }, (_, i) => bar(i + 1));
const fed = (key: string, list: Bar[]) => ({ key, bars: list });

describe('planFeed: setData or update', () => {
  it('sets the first data, and after a change of share or range', () => {
    expect(planFeed(null, fed('10:1Y', bars(5)))).toEqual({ kind: 'set' });
    expect(planFeed(fed('10:1Y', bars(5)), fed('10:3Y', bars(5)))).toEqual({ kind: 'set' });
    expect(planFeed(fed('10:1Y', bars(5)), fed('16:1Y', bars(5)))).toEqual({ kind: 'set' });
  });

  it('does nothing for the same bars, or nothing before and after', () => {
    expect(planFeed(fed('k', bars(5)), fed('k', bars(5)))).toEqual({ kind: 'none' });
    expect(planFeed(null, fed('k', []))).toEqual({ kind: 'none' });
    expect(planFeed(fed('k', []), fed('k', []))).toEqual({ kind: 'none' });
  });

  it('updates the last bar when only its prices moved', () => {
    const next = [...bars(4), bar(5, 999)];
    expect(planFeed(fed('k', bars(5)), fed('k', next))).toEqual({ kind: 'update', from: 4 });
  });

  it('updates from the first new bar when bars were appended', () => {
    expect(planFeed(fed('k', bars(5)), fed('k', bars(6)))).toEqual({ kind: 'update', from: 5 });
    const revisedAndNew = [...bars(4), bar(5, 999), bar(6)];
    expect(planFeed(fed('k', bars(5)), fed('k', revisedAndNew))).toEqual({ kind: 'update', from: 4 });
  });

  it('sets everything for a backfill, a shrink, a revised older bar or a moved last day', () => {
    expect(planFeed(fed('k', bars(5)), fed('k', bars(5 + MAX_UPDATE_BARS + 1)))).toEqual({ kind: 'set' });
    expect(planFeed(fed('k', bars(5)), fed('k', bars(4)))).toEqual({ kind: 'set' });
    const older = bars(6);
    older[1] = bar(2, 1);
    expect(planFeed(fed('k', bars(5)), fed('k', older))).toEqual({ kind: 'set' });
    const prepended = [bar(1), ...bars(5).map((b) => ({ ...b, time: asDayTime(b.time + 31 * 86_400) }))];
    expect(planFeed(fed('k', bars(5)), fed('k', prepended))).toEqual({ kind: 'set' });
  });

  it('sets from empty to data under the same key (the first fetch landed)', () => {
    expect(planFeed(fed('k', []), fed('k', bars(3)))).toEqual({ kind: 'set' });
    expect(planFeed(fed('k', bars(3)), fed('k', []))).toEqual({ kind: 'set' });
  });
});
