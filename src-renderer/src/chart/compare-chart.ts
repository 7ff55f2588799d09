// CMP's chart: one line per compared security, each fed its own dates (no forward fill), attached
// to the shared chart base (lifecycle, navigation, cursor, theme; see chart/chart-base.ts). The
// base is fed the common time axis so hover and the keyboard cursor index one set of days.
import { LineSeries, type ISeriesApi, type SeriesType, type Time } from 'lightweight-charts';
import { createBaseChart, type BaseChart, type BaseChartOptions } from './chart-base';
import type { ChartTheme } from './chart-theme';
import type { DayTime } from './chart-time';
import type { FeedPlan } from './feed';
import { MAX_COMPARED } from './compare-list';
import type { Rebased } from './rebase';
import { viewOf } from './view';

/** A day of the common time axis. */
type Day = { time: DayTime };

/** CMP's chart: the base (navigation, cursor, theme, lifecycle) and the compared lines on it. */
export interface CompareChart {
  base: BaseChart<Day>;
  /**
   * Draws the series, each in its colour slot by its key (see compare-list.ts), over the common
   * `days`, under a key naming the series, range and anchor.
   */
  feed(key: string, days: readonly DayTime[], series: readonly Rebased[], slots: ReadonlyMap<string, number>): FeedPlan;
  select(index: number | null): void;
}

/** The palette: one colour per slot, from the theme where it has them. */
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
  let colorOf: ReadonlyMap<string, number> = new Map();
  let drawn: { key: string; days: number } | null = null;

  const applyStyle = (theme: ChartTheme) => {
    const colors = seriesColors(theme);
    lines.forEach((line, k) => {
      const slot = colorOf.get(shown[k]?.key ?? '') ?? k;
      line.applyOptions({ color: colors[slot] ?? theme.text, lineWidth: selected === k ? 3 : 2 });
    });
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
    feed(key, days, series, slots) {
      // A whole view stays whole when an answer brings other days under the same key: the base
      // cannot tell, as the lines are set (and the library scrolls) before it sees the frame.
      const scale = base.chart.timeScale();
      const wasWhole = drawn !== null && viewOf(scale.getVisibleLogicalRange(), drawn.days, scale.width())?.whole === true;
      // The lines first: the base fits the time scale to what they hold on a new key.
      if (series !== shown) {
        lines.forEach((line, k) => {
          const s = series[k];
          line.setData(s ? s.points : []);
          line.applyOptions({ visible: s !== undefined && s.points.length > 0 });
        });
      }
      if (series !== shown || slots !== colorOf) {
        shown = series;
        colorOf = slots;
        applyStyle(base.theme());
      }
      const plan = base.feed({ key, points: days.map((time) => ({ time })) });
      if (wasWhole && drawn?.key === key && drawn.days !== days.length) base.fit();
      drawn = { key, days: days.length };
      return plan;
    },
    select(index) {
      selected = index;
      applyStyle(base.theme());
    },
  };
}
