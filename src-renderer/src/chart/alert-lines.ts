// The alert rules of the security a price chart shows (GP, NAV), drawn as labelled price lines, and
// the bars a rule fired on, marked. A feature of the chart base riding on a shadow series of its
// own (see shadow-series.ts).
import {
  createSeriesMarkers,
  LineStyle,
  type IPriceLine,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
} from 'lightweight-charts';
import type { BaseChart, BaseChartOptions } from './chart-base';
import { addShadowSeries } from './shadow-series';
import type { ChartTheme } from './chart-theme';
import type { DayTime } from './chart-time';
import type { Point } from './feed';

export interface AlertLine {
  price: number;
  /** Drawn by the axis, e.g. "ALRT 3". */
  title: string;
  /** Above the last close: a level to rise to (up colour); below: to fall to. */
  rising: boolean;
}

interface AlertMark {
  /** The bar's time: one of the frame's (the library refuses a marker off its data). */
  time: DayTime;
  text: string;
}

export interface AlertLines {
  set(lines: readonly AlertLine[], marks: readonly AlertMark[]): void;
  /** Removes the lines, the marks and their series. */
  detach(): void;
}

export function attachAlertLines<P extends Point, O extends BaseChartOptions>(
  base: BaseChart<P, O>,
  value: (point: P) => number | null,
  format: (price: number) => string,
): AlertLines {
  const shadow = addShadowSeries(base, value, format);
  const { series } = shadow;
  const markers: ISeriesMarkersPluginApi<Time> = createSeriesMarkers(series, []);
  let drawn: IPriceLine[] = [];
  let lines: readonly AlertLine[] = [];
  let marks: readonly AlertMark[] = [];
  let theme: ChartTheme | null = null;

  const draw = () => {
    if (!theme) return;
    const t = theme;
    for (const line of drawn) series.removePriceLine(line);
    drawn = lines.map((line) =>
      series.createPriceLine({
        price: line.price,
        title: line.title,
        color: line.rising ? t.up : t.down,
        lineStyle: LineStyle.Dashed,
        lineWidth: 1,
        axisLabelVisible: true,
      }),
    );
    markers.setMarkers(
      marks.map((m): SeriesMarker<Time> => ({
        time: m.time,
        position: 'aboveBar',
        shape: 'arrowDown',
        color: t.accent,
        text: m.text,
        size: 1,
      })),
    );
  };

  const detach = base.attach({
    restyle(next) {
      theme = next;
      draw();
    },
    dispose() {
      markers.detach();
      shadow.remove();
    },
  });
  return {
    set(nextLines, nextMarks) {
      lines = nextLines;
      marks = nextMarks;
      shadow.carry(marks.map((m) => m.time)); // before the markers: the library refuses one off its data
      draw();
    },
    detach,
  };
}
