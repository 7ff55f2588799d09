// A series of the chart's values that draws nothing (no line, no crosshair marker, no last value):
// what a feature rides on to draw on the price pane — alert lines and marks, drawings — whatever
// the screen draws there (candles, a line, an area), leaving the screen's own series alone.
import { LineSeries, type ISeriesApi, type Time } from 'lightweight-charts';
import type { BaseChart, BaseChartOptions, Frame } from './chart-base';
import type { Point } from './feed';
import { removeSeriesIfPresent } from './series-removal';

export interface ShadowSeries {
  series: ISeriesApi<'Line', Time>;
  /** Stops feeding it and removes it from the chart (when still there). */
  remove(): void;
}

export function addShadowSeries<P extends Point, O extends BaseChartOptions>(
  base: BaseChart<P, O>,
  value: (point: P) => number | null,
  format: (price: number) => string,
): ShadowSeries {
  const series = base.chart.addSeries(LineSeries, {
    color: 'transparent',
    lineVisible: false,
    pointMarkersVisible: false,
    crosshairMarkerVisible: false,
    lastValueVisible: false,
    priceLineVisible: false,
    priceFormat: { type: 'custom', formatter: base.formatter(format) },
  });
  const layer = base.layer(series, false, (f: Frame<P>, i) => {
    const p = f.points[i] as P; // i is an index of this frame's points
    const v = value(p);
    return v === null ? { time: p.time } : { time: p.time, value: v };
  });
  base.show(layer, true);
  return {
    series,
    remove() {
      base.drop(layer);
      removeSeriesIfPresent(base.chart, series);
    },
  };
}
