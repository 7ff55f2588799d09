// CMP's chart: one line per compared security, each fed its own dates (no forward fill), on the
// shared chart base (lifecycle, navigation, cursor, theme; see chart/chart-base.ts). The base is
// fed the common time axis so hover and the keyboard cursor index one set of days.
import { LineSeries, type ISeriesApi, type SeriesType, type Time } from 'lightweight-charts';
import { createBaseChart, type BaseChartOptions } from './chart-base';
import type { ChartTheme } from './chart-theme';
import type { FeedPlan } from './feed';
import { MAX_COMPARED } from './compare-list';
import type { Rebased } from './rebase';

export interface CompareChart {
  /** Draws the series (in list order) over the common `days`, under a key naming list, range and anchor. */
  feed(key: string, days: readonly string[], series: readonly Rebased[]): FeedPlan;
  select(index: number | null): void;
  pan(direction: -1 | 1): void;
  zoom(direction: -1 | 1): void;
  fit(): void;
  latest(): void;
  showCursor(index: number | null): void;
  restyle(): void;
  dispose(): void;
}

/** One colour per slot, from the theme where it has them. */
export function seriesColors(theme: ChartTheme): string[] {
  return [theme.accent, ...theme.averages.slice(1), theme.up, theme.down, theme.diary, theme.text, theme.muted].slice(0, MAX_COMPARED);
}

export function createCompareChart(
  container: HTMLElement,
  options: { onHover: (index: number | null) => void; onView?: BaseChartOptions['onView']; value: (v: number) => string },
): CompareChart {
  const base = createBaseChart<{ time: string }>(container, { onHover: options.onHover, onView: options.onView, price: options.value });
  const lines: ISeriesApi<SeriesType, Time>[] = Array.from({ length: MAX_COMPARED }, () =>
    base.chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, lastValueVisible: true, visible: false }),
  );
  let selected: number | null = null;
  let shown: readonly Rebased[] = [];
  let days: readonly string[] = [];

  const applyStyle = (theme: ChartTheme) => {
    const colors = seriesColors(theme);
    lines.forEach((line, k) => line.applyOptions({ color: colors[k] ?? theme.text, lineWidth: selected === k ? 3 : 2 }));
  };
  applyStyle(base.theme());

  return {
    feed(key, common, series) {
      // The lines first: the base fits the time scale to what they hold on a new key.
      if (series !== shown) {
        lines.forEach((line, k) => {
          const s = series[k];
          line.setData(s ? s.points : []);
          line.applyOptions({ visible: s !== undefined && s.points.length > 0 });
        });
      }
      shown = series;
      days = common;
      return base.feed({ key, points: common.map((time) => ({ time })) });
    },
    select(index) {
      selected = index;
      applyStyle(base.theme());
    },
    pan: (direction) => base.pan(direction),
    zoom: (direction) => base.zoom(direction),
    fit: () => base.fit(),
    latest: () => base.latest(),
    showCursor(index) {
      // The crosshair sits on the first line that has a value that day.
      const day = index === null ? undefined : days[index];
      const k = day === undefined ? -1 : shown.findIndex((s) => s.points.some((p) => p.time === day));
      const line = lines[k];
      const point = line && day !== undefined ? shown[k]?.points.find((p) => p.time === day) : undefined;
      base.showCursor(point ? index : null, () => point?.value ?? 100, line ?? (lines[0] as ISeriesApi<SeriesType, Time>));
    },
    restyle: () => base.restyle(applyStyle),
    dispose: () => base.dispose(),
  };
}
