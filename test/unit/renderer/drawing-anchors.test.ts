import { describe, expect, it } from 'vitest';
import { complete, fibLevels, snapToBar } from '../../../src-renderer/src/chart/drawings/anchors';

describe('drawing anchors', () => {
  it('Fibonacci levels are exactly p0 + r·(p1 − p0), 0 to 100 %, either direction', () => {
    const up = fibLevels(100, 200);
    expect(up.map((l) => l.ratio)).toEqual([0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]);
    for (const l of up) expect(l.price).toBe(100 + l.ratio * (200 - 100));
    expect(up[0]?.price).toBe(100);
    expect(up.at(-1)?.price).toBe(200);
    const down = fibLevels(50, 20);
    expect(down.map((l) => l.price)).toEqual([50, 50 + 0.236 * -30, 50 + 0.382 * -30, 35, 50 + 0.618 * -30, 50 + 0.786 * -30, 20]);
  });

  it("snaps to the nearest of the bar's open, high, low and close, on the bar's day", () => {
    const bar = { time: '2024-03-01', open: 10, high: 12, low: 9, close: 11 };
    expect(snapToBar({ day: '2024-03-01', price: 11.9 }, bar)).toEqual({ day: '2024-03-01', price: 12 });
    expect(snapToBar({ day: '2024-03-01', price: 0 }, bar)).toEqual({ day: '2024-03-01', price: 9 });
    expect(snapToBar({ day: '2024-02-29', price: 10.4 }, bar)).toEqual({ day: '2024-03-01', price: 10 });
  });

  it('a level needs one anchor, a trend line or a retracement two', () => {
    expect(complete('level', 1)).toBe(true);
    expect(complete('trend', 1)).toBe(false);
    expect(complete('fib', 2)).toBe(true);
  });
});
