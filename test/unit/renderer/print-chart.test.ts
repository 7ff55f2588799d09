// TEAR's static chart: the line spans the box, the highest close at the top, volumes under it.
import { describe, expect, it } from 'vitest';
import { printGeometry } from '../../../src-renderer/src/chart/print-chart';

describe('printGeometry', () => {
  it('draws the line across the width, the high at the top of its band and volumes in the band below', () => {
    const g = printGeometry(
      [
        { time: Date.UTC(2026, 0, 2) / 1000, value: 10, volume: 100 },
        { time: Date.UTC(2026, 0, 3) / 1000, value: 20, volume: 0 },
        { time: Date.UTC(2026, 0, 4) / 1000, value: 15, volume: 50 },
      ],
      200,
      100,
    );
    expect(g.line).toBe('M0.0,74.0 L100.0,4.0 L200.0,39.0');
    expect([g.low, g.high, g.first, g.last]).toEqual([10, 20, '2026-01-02', '2026-01-04']);
    expect(g.bars.map((b) => b.height)).toEqual([22, 0, 11]);
    for (const bar of g.bars) expect(bar.y + bar.height).toBe(100);
  });

  it('draws no bars without volumes and a flat line in the middle for one value', () => {
    const g = printGeometry([{ time: Date.UTC(2026, 0, 2) / 1000, value: 5 }], 200, 100);
    expect(g.bars).toEqual([]);
    expect(g.line).toBe('M100.0,50.0');
  });
});
