// The fund NAV chart: NAV as a line or an area, net assets and parts below it in a pane each (each
// with its own labelled scale: parts beside net assets on a left scale drew no labels), an
// optional drawdown pane and the close-only studies (see study-layer.ts), attached to the shared
// chart base (see chart-base.ts for the lifecycle).
import { AreaSeries, HistogramSeries, LineSeries, type ISeriesApi, type SeriesType, type Time } from 'lightweight-charts';
import { t } from '../i18n';
import { removeSeriesIfPresent } from './series-removal';
import { createBaseChart, type BaseChart, type BaseChartOptions, type ChartFeature, type Frame } from './chart-base';
import { withAlpha } from './color';
import type { NavPoint } from './nav-points';
import type { DrawnStudy } from './studies';
import { createStudyLayer, type StudyLayer } from './study-layer';

export type NavMode = 'line' | 'area';

export interface NavChartOptions extends BaseChartOptions {
  price: (value: number) => string;
  amount: (value: number) => string;
  percent: (value: number) => string;
  /** A study's value as its scale shows it. */
  study: (study: DrawnStudy, value: number) => string;
}

/** The NAV chart: the base (navigation, cursor, theme, lifecycle) and what NAV draws on it. */
export interface NavChart {
  base: BaseChart<NavPoint>;
  setMode(mode: NavMode): void;
  setDrawdown(shown: boolean): void;
  studies: StudyLayer;
}

/** Height of the net assets pane and of the parts pane, each, as a share of the chart's. */
const LOWER_PANE_SHARE = 0.15;
const ASSETS_PANE = 1;
const PARTS_PANE = 2;
/** The drawdown pane, when shown, against the NAV pane's height. */
const DRAWDOWN_STRETCH = 0.4;

const at = (f: Frame<NavPoint>, i: number) => f.points[i] as NavPoint;

/**
 * The drawdown in a pane of its own, which exists only while attached (a hidden one takes no
 * height); held as its object, as the studies' panes below it may come and go.
 */
function drawdownPane(base: BaseChart<NavPoint>, percent: (value: number) => string): ChartFeature {
  const { chart } = base;
  const pane = chart.addPane(true);
  const series = chart.addSeries(
    AreaSeries,
    {
      lineWidth: 1,
      priceFormat: { type: 'custom', formatter: base.formatter(percent) },
      priceLineVisible: false,
      lastValueVisible: false,
      invertFilledArea: true,
    },
    pane.paneIndex(),
  );
  pane.setStretchFactor(DRAWDOWN_STRETCH);
  const layer = base.layer(series, false, (f, i) => ({ time: at(f, i).time, value: at(f, i).drawdown }));
  base.show(layer, true);
  return {
    restyle(theme) {
      series.applyOptions({ lineColor: theme.down, topColor: withAlpha(theme.down, 0.05), bottomColor: withAlpha(theme.down, 0.4) });
    },
    dispose() {
      base.drop(layer);
      removeSeriesIfPresent(chart, series);
      chart.removePane(pane.paneIndex());
    },
  };
}

export function createNavChart(container: HTMLElement, options: NavChartOptions): NavChart {
  const base = createBaseChart<NavPoint>(container, { onHover: options.onHover, onView: options.onView });
  // Through the base: a chart being disposed formats plainly (see BaseChart.formatter).
  const navFormat = { type: 'custom' as const, formatter: base.formatter(options.price) };
  const { chart } = base;
  const line = chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, priceFormat: navFormat });
  const area = chart.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false, visible: false, priceFormat: navFormat });
  // Net assets as bars and parts as a line, each in its own pane on the right scale, with its last value labelled.
  const amountFormat = { type: 'custom' as const, formatter: base.formatter(options.amount) };
  const assets = chart.addSeries(
    HistogramSeries,
    { priceFormat: amountFormat, priceLineVisible: false, title: t('Net assets') },
    ASSETS_PANE,
  );
  const parts = chart.addSeries(
    LineSeries,
    { lineWidth: 1, priceFormat: amountFormat, priceLineVisible: false, title: 'Parts' },
    PARTS_PANE,
  );
  for (const index of [ASSETS_PANE, PARTS_PANE]) chart.panes()[index]?.setStretchFactor(LOWER_PANE_SHARE / (1 - 2 * LOWER_PANE_SHARE));

  let mode: NavMode = 'line';
  const lineLayer = base.layer(line, true, (f, i) => ({ time: at(f, i).time, value: at(f, i).value }));
  const areaLayer = base.layer(area, false, (f, i) => ({ time: at(f, i).time, value: at(f, i).value }));
  const optional = (series: ISeriesApi<SeriesType, Time>, pick: (p: NavPoint) => number | null) =>
    base.layer(series, true, (f, i) => {
      const p = at(f, i);
      const value = pick(p);
      return value === null ? { time: p.time } : { time: p.time, value };
    });
  optional(assets, (p) => p.netAssets);
  optional(parts, (p) => p.parts);
  base.attach({
    restyle(theme) {
      line.applyOptions({ color: theme.accent });
      area.applyOptions({ lineColor: theme.accent, topColor: withAlpha(theme.accent, 0.35), bottomColor: withAlpha(theme.accent, 0.02) });
      assets.applyOptions({ color: withAlpha(theme.muted, 0.45) });
      parts.applyOptions({ color: theme.text });
    },
  });
  const studies = createStudyLayer(base, options.study);
  base.cursorOn((p) => ({ series: mode === 'line' ? line : area, price: p.value }));
  let detachDrawdown: (() => void) | null = null;

  return {
    base,
    studies,
    setMode(next) {
      mode = next;
      base.show(lineLayer, next === 'line');
      base.show(areaLayer, next === 'area');
    },
    setDrawdown(shown) {
      if (shown === (detachDrawdown !== null)) return;
      if (detachDrawdown) {
        detachDrawdown();
        detachDrawdown = null;
      } else detachDrawdown = base.attach(drawdownPane(base, options.percent));
    },
  };
}
