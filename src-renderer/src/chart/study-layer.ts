// Studies drawn on a base chart (GP's, the NAV chart's): overlays as lines over the price, each
// oscillator in a pane of its own below the others. A pane is held as its object, never by index
// (indexes shift when a pane above goes), and removed with its study. An overlay that is a price
// (an SMA, Bollinger Bands) joins the price scale's autoscale; an oscillator's pane has its own
// scale, so adding one never moves the price pane's. Warm-up values are whitespace points: the
// line starts where the study is defined, never at 0.
import {
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IPaneApi,
  type IPriceLine,
  type ISeriesApi,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { STUDIES } from '../../../src-main/shared/studies/catalogue';
import type { BaseChart, Frame } from './chart-base';
import { removeSeriesIfPresent } from './series-removal';
import type { ChartTheme } from './chart-theme';
import { withAlpha } from './color';
import type { FeedPlan, Point } from './feed';
import { DEFAULT_PANE_HEIGHT, ownPane, type DrawnStudy } from './studies';

/** Outputs drawn dashed: a study's second line (Bollinger's middle, MACD's signal, %D). */
const DASHED: ReadonlySet<string> = new Set(['middle', 'signal', 'd']);

type Layer<P extends Point> = ReturnType<BaseChart<P>['layer']>;

interface Shown<P extends Point> {
  study: DrawnStudy;
  /** Its own pane (oscillators), null for an overlay on the price pane. */
  pane: IPaneApi<Time> | null;
  series: ISeriesApi<SeriesType, Time>[];
  layers: Layer<P>[];
  guides: IPriceLine[];
}

export interface StudyLayer {
  /**
   * Draws `studies` with the frame `feed` draws: the studies gone are removed before it, the new
   * ones added (and filled) after it, the others fed with it.
   */
  draw(studies: readonly DrawnStudy[], feed: () => FeedPlan): FeedPlan;
  /** Panes of the studies shown, in the order they were added (what tests check). */
  panes(): IPaneApi<Time>[];
}

/** The first point whose value drawn before changed (values only added at the end are no change); null: none. */
function firstMoved(before: DrawnStudy, after: DrawnStudy): number | null {
  let first: number | null = null;
  before.lines.forEach((line, o) => {
    const next = after.lines[o]?.values ?? [];
    const n = Math.min(line.values.length, next.length, first ?? Number.POSITIVE_INFINITY);
    for (let i = 0; i < n; i++) {
      if (line.values[i] === next[i]) continue;
      first = i;
      break;
    }
  });
  return first;
}

export function createStudyLayer<P extends Point>(base: BaseChart<P>, format: (study: DrawnStudy, value: number) => string): StudyLayer {
  const { chart } = base;
  const shown = new Map<string, Shown<P>>();

  const colorOf = (s: DrawnStudy, theme: ChartTheme) => theme.studies[s.pref.color];
  const style = (entry: Shown<P>, theme: ChartTheme) => {
    const color = colorOf(entry.study, theme);
    entry.series.forEach((series, o) => {
      const output = entry.study.lines[o]?.output ?? '';
      series.applyOptions(output === 'histogram' ? {} : { color });
      if (output === 'histogram') base.refill(entry.layers[o] as Layer<P>);
    });
    for (const guide of entry.guides) guide.applyOptions({ color: theme.muted });
  };

  const add = (study: DrawnStudy): Shown<P> => {
    const { kind } = study.spec;
    const info = STUDIES[kind];
    const pane = ownPane(study.spec) ? chart.addPane(true) : null;
    pane?.setStretchFactor(study.pref.height ?? DEFAULT_PANE_HEIGHT);
    const at = pane?.paneIndex() ?? 0;
    const common = {
      priceLineVisible: false,
      lastValueVisible: pane !== null,
      crosshairMarkerVisible: false,
      priceFormat: { type: 'custom' as const, formatter: base.formatter((v) => format(entry.study, v)), minMove: 1e-9 },
      // Values that are no price, drawn over the prices, are kept out of the price scale (in a
      // pane of its own a study scales its pane).
      ...(pane === null && !info.joinsPriceScale ? { autoscaleInfoProvider: () => null } : {}),
    };
    const entry: Shown<P> = { study, pane, series: [], layers: [], guides: [] };
    study.lines.forEach((line, o) => {
      const histogram = line.output === 'histogram';
      const series = histogram
        ? chart.addSeries(HistogramSeries, { ...common, lastValueVisible: false }, at)
        : chart.addSeries(
            LineSeries,
            { ...common, lineWidth: 1, lineStyle: DASHED.has(line.output) ? LineStyle.Dashed : LineStyle.Solid },
            at,
          );
      // Values are read from the entry's current study, replaced when the frame changes.
      const layer = base.layer(series, false, (f: Frame<P>, i: number) => {
        const time = (f.points[i] as P).time;
        const value = entry.study.lines[o]?.values[i];
        if (typeof value !== 'number') return { time };
        if (!histogram) return { time, value };
        const theme = base.theme();
        return { time, value, color: withAlpha(value >= 0 ? theme.up : theme.down, 0.5) };
      });
      entry.series.push(series);
      entry.layers.push(layer);
    });
    const first = entry.series[0];
    if (pane && first) {
      entry.guides = info.guides.map((price) =>
        first.createPriceLine({ price, lineStyle: LineStyle.Dotted, lineWidth: 1, axisLabelVisible: false, color: base.theme().muted }),
      );
    }
    style(entry, base.theme());
    return entry;
  };

  const remove = (entry: Shown<P>) => {
    for (const layer of entry.layers) base.drop(layer);
    for (const series of entry.series) removeSeriesIfPresent(chart, series);
    // Its index now, whatever panes went before it.
    if (entry.pane) chart.removePane(entry.pane.paneIndex());
  };

  base.attach({
    restyle(theme) {
      for (const entry of shown.values()) style(entry, theme);
    },
    dispose() {
      for (const entry of shown.values()) remove(entry);
      shown.clear();
    },
  });

  return {
    draw(studies, feed) {
      const wanted = new Map(studies.map((s) => [s.pref.spec, s]));
      for (const [spec, entry] of shown) {
        if (wanted.has(spec)) continue;
        remove(entry);
        shown.delete(spec);
      }
      const moved: { entry: Shown<P>; from: number }[] = [];
      for (const [spec, entry] of shown) {
        const next = wanted.get(spec) as DrawnStudy;
        const recolour = next.pref.color !== entry.study.pref.color;
        const from = firstMoved(entry.study, next);
        if (from !== null) moved.push({ entry, from });
        entry.study = next;
        entry.pane?.setStretchFactor(next.pref.height ?? DEFAULT_PANE_HEIGHT);
        if (recolour) style(entry, base.theme());
      }
      const plan = feed();
      // The same bars with other values: more history was read before them (a study that needs
      // the whole history was just added), so what was drawn from the shorter read is redrawn.
      // Values moved only where the feed update()s (a revised last bar) are updated with it.
      const redrawn = (from: number) => (plan.kind === 'none' ? true : plan.kind === 'update' ? from < plan.from : false);
      for (const { entry, from } of moved) if (redrawn(from)) for (const layer of entry.layers) base.refill(layer);
      for (const study of studies) {
        if (shown.has(study.pref.spec)) continue;
        const entry = add(study);
        shown.set(study.pref.spec, entry);
        for (const layer of entry.layers) base.show(layer, true);
      }
      return plan;
    },
    panes: () => [...shown.values()].flatMap((e) => (e.pane ? [e.pane] : [])),
  };
}
