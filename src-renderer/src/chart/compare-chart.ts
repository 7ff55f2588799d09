// CMP's chart: one line per compared security, each fed its own dates (no forward fill), attached
// to the shared chart base (lifecycle, navigation, cursor, theme; see chart/chart-base.ts). The
// base is fed the common time axis so hover and the keyboard cursor index one set of days.
import { LineSeries, type ISeriesApi, type SeriesType, type Time } from 'lightweight-charts';
import { createBaseChart, type BaseChart, type BaseChartOptions } from './chart-base';
import type { ChartTheme } from './chart-theme';
import type { FeedPlan } from './feed';
import { MAX_COMPARED } from './compare-list';
import type { Rebased } from './rebase';

/** A day of the common time axis. */
type Day = { time: string };

/** CMP's chart: the base (navigation, cursor, theme, lifecycle) and the compared lines on it. */
export interface CompareChart {
  base: BaseChart<Day>;
  /** Draws the series (in list order) over the common `days`, under a key naming list, range and anchor. */
  feed(key: string, days: readonly string[], series: readonly Rebased[]): FeedPlan;
  select(index: number | null): void;
}

/** One colour per slot, from the theme where it has them. */
export function seriesColors(theme: ChartTheme): string[] {
  return [theme.accent, theme.studies.blue, theme.studies.magenta, theme.up, theme.down, theme.diary, theme.text, theme.muted].slice(
    0,
    MAX_COMPARED,
  );
}

export function createCompareChart(container: HTMLElement, options: BaseChartOptions): CompareChart {
  const base = createBaseChart<Day>(container, options);
  const lines: ISeriesApi<SeriesType, Time>[] = Array.from({ length: MAX_COMPARED }, () =>
    base.chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, lastValueVisible: true, visible: false }),
  );
  let selected: number | null = null;
  let shown: readonly Rebased[] = [];

  const applyStyle = (theme: ChartTheme) => {
    const colors = seriesColors(theme);
    lines.forEach((line, k) => line.applyOptions({ color: colors[k] ?? theme.text, lineWidth: selected === k ? 3 : 2 }));
  };
  base.attach({ restyle: applyStyle });
  // The crosshair sits on the first line that has a value that day.
  base.cursorOn(({ time }) => {
    const k = shown.findIndex((s) => s.points.some((p) => p.time === time));
    const line = lines[k];
    const point = shown[k]?.points.find((p) => p.time === time);
    return line && point ? { series: line, price: point.value } : null;
  });

  return {
    base,
    feed(key, days, series) {
      // The lines first: the base fits the time scale to what they hold on a new key.
      if (series !== shown) {
        lines.forEach((line, k) => {
          const s = series[k];
          line.setData(s ? s.points : []);
          line.applyOptions({ visible: s !== undefined && s.points.length > 0 });
        });
      }
      shown = series;
      return base.feed({ key, points: days.map((time) => ({ time })) });
    },
    select(index) {
      selected = index;
      applyStyle(base.theme());
    },
  };
}
