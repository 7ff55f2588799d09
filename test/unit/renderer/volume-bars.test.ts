// GP's volume bars are painted from the screen's own bars (no histogram series keeping a copy of
// every day): the days in view only, in the up or down colour of their candle, from the base to
// their volume on the pane's scale, and the scale fits the largest volume in view.
import type { IPrimitivePaneRenderer, Logical, SeriesAttachedParameter, Time } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { VolumeBars } from '../../../src-renderer/src/chart/volume-bars';

interface Day {
  volume: number | null;
  rising: boolean;
}
const days: Day[] = [
  { volume: 100, rising: true },
  { volume: 300, rising: false },
  { volume: null, rising: true },
  { volume: 200, rising: true },
  { volume: 900, rising: false },
];
const barsOf = (list: Day[]) =>
  new VolumeBars({ count: () => list.length, volume: (i) => (list[i] as Day).volume, rising: (i) => (list[i] as Day).rising });

/** A chart 10 px a day, day 0 at x = 5; the scale: 1 px a unit of volume above the base at y = 1000. */
function attach(bars: VolumeBars, view: { from: number; to: number }) {
  const param = {
    chart: { timeScale: () => ({ getVisibleLogicalRange: () => view, logicalToCoordinate: (i: number) => 5 + 10 * i }) },
    series: { priceToCoordinate: (price: number) => 1000 - price },
    requestUpdate: () => undefined,
  };
  // The two members the primitive reads, not the library's whole API.
  bars.attached(param as unknown as SeriesAttachedParameter<Time>);
  bars.restyle('UP', 'DOWN');
}

/** What a draw paints: each fill's colour and its rectangles (x, y, width, height). */
function paint(bars: VolumeBars) {
  const fills: { color: string; rects: number[][] }[] = [];
  let rects: number[][] = [];
  const context = {
    fillStyle: '',
    beginPath: () => void (rects = []),
    rect: (...r: number[]) => void rects.push(r),
    fill() {
      fills.push({ color: this.fillStyle, rects });
    },
  };
  const target = {
    useBitmapCoordinateSpace: (draw: (scope: object) => void) => draw({ context, horizontalPixelRatio: 1, verticalPixelRatio: 1 }),
  };
  const renderer = bars.paneViews()[0]?.renderer() as IPrimitivePaneRenderer;
  renderer.draw(target as unknown as Parameters<IPrimitivePaneRenderer['draw']>[0]);
  return fills;
}

describe('volume bars', () => {
  it('paints each day in view in its candle colour, from the base up to its volume', () => {
    const bars = barsOf(days);
    attach(bars, { from: -0.5, to: 3.4 });
    // Days 0, 1 and 3 in view (2 has no volume, 4 is out of view); columns 9 px wide and a 1 px gap.
    expect(paint(bars)).toEqual([
      {
        color: 'UP',
        rects: [
          [1, 900, 9, 100],
          [31, 800, 9, 200],
        ],
      },
      { color: 'DOWN', rects: [[11, 700, 9, 300]] },
    ]);
  });

  it('fits the scale to the largest volume of the days in view, from 0', () => {
    const bars = barsOf(days);
    expect(bars.autoscaleInfo(0 as Logical, 3 as Logical)).toEqual({ priceRange: { minValue: 0, maxValue: 300 } });
    expect(bars.autoscaleInfo(2.5 as Logical, 9 as Logical)).toEqual({ priceRange: { minValue: 0, maxValue: 900 } });
    expect(bars.autoscaleInfo(2 as Logical, 2 as Logical)).toBeNull();
  });

  it('paints nothing before it is attached or with no day in view', () => {
    const bars = barsOf(days);
    expect(paint(bars)).toEqual([]);
    attach(bars, { from: 6, to: 9 });
    expect(paint(bars)).toEqual([]);
  });
});
