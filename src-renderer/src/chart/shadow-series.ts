// A series of the chart's values that draws nothing (no line, no crosshair marker, no last value):
// what a feature rides on to draw on a pane — alert lines and marks, drawings, GP's volume bars —
// whatever the screen draws there (candles, a line, an area), leaving the screen's own series alone.
// It lends them the price scale, which needs a value at or after the view's left edge: it carries
// the first and the last point with a value, and the days a feature marks, not the whole frame.
import { LineSeries, type ISeriesApi, type Time } from 'lightweight-charts';
import { firstOnOrAfter } from './candles';
import type { BaseChart, BaseChartOptions, Frame } from './chart-base';
import type { DayTime } from './chart-time';
import type { Point } from './feed';
import { removeSeriesIfPresent } from './series-removal';

export interface ShadowSeries {
  series: ISeriesApi<'Line', Time>;
  /** Days the series must hold a point on (a marker's), besides its ends. */
  carry(days: readonly DayTime[]): void;
  /** Stops feeding it and removes it from the chart (when still there). */
  remove(): void;
}

export function addShadowSeries<P extends Point, O extends BaseChartOptions>(
  base: BaseChart<P, O>,
  value: (point: P) => number | null,
  format: (price: number) => string,
  pane = 0,
): ShadowSeries {
  const series = base.chart.addSeries(
    LineSeries,
    {
      color: 'transparent',
      lineVisible: false,
      pointMarkersVisible: false,
      crosshairMarkerVisible: false,
      lastValueVisible: false,
      priceLineVisible: false,
      priceFormat: { type: 'custom', formatter: base.formatter(format) },
    },
    pane,
  );
  let days: readonly DayTime[] = [];
  const valueAt = (f: Frame<P>, i: number) => value(f.points[i] as P); // i is an index of this frame's points
  const carries = (f: Frame<P>): number[] => {
    const n = f.points.length;
    let first = 0;
    while (first < n && valueAt(f, first) === null) first++;
    if (first === n) return [];
    let last = n - 1;
    while (last > first && valueAt(f, last) === null) last--;
    const marked = days.flatMap((day) => {
      const i = firstOnOrAfter(f.points, day);
      return i < n && (f.points[i] as P).time === day ? [i] : [];
    });
    return [...new Set([first, last, ...marked])].sort((a, b) => a - b);
  };
  const layer = base.layer(
    series,
    false,
    (f: Frame<P>, i) => {
      const p = f.points[i] as P;
      const v = value(p);
      return v === null ? { time: p.time } : { time: p.time, value: v };
    },
    carries,
  );
  base.show(layer, true);
  return {
    series,
    carry(next) {
      // The same days again (none, on a chart without alerts): a setData rebuilds the library's
      // whole time scale, about 600 KB of garbage for a MAX chart's 3,000 days.
      if (next.length === days.length && next.every((day, i) => day === days[i])) return;
      days = next;
      base.refill(layer);
    },
    remove() {
      base.drop(layer);
      removeSeriesIfPresent(base.chart, series);
    },
  };
}
