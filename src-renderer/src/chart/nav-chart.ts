// The fund NAV chart: NAV as a line or an area, net assets and parts below it in a pane each (each
// with its own labelled scale: parts beside net assets on a left scale drew no labels), and an
// optional drawdown pane, on the shared chart base (see chart-base.ts for the lifecycle).
import { AreaSeries, HistogramSeries, LineSeries, PriceScaleMode, type ISeriesApi, type SeriesType, type Time } from 'lightweight-charts';
import { createBaseChart, type BaseChartOptions, type Frame, type Layer } from './chart-base';
import type { ChartTheme } from './chart-theme';
import { withAlpha } from './color';
import type { FeedPlan } from './feed';
import type { NavPoint } from './nav-points';

export type NavMode = 'line' | 'area';

export interface NavChartOptions {
  price: (value: number) => string;
  amount: (value: number) => string;
  percent: (value: number) => string;
  onHover: (index: number | null) => void;
  onView?: BaseChartOptions['onView'];
}

export interface NavChart {
  feed(frame: Frame<NavPoint>): FeedPlan;
  setMode(mode: NavMode): void;
  setLog(log: boolean): void;
  setDrawdown(shown: boolean): void;
  pan(direction: -1 | 1): void;
  zoom(direction: -1 | 1): void;
  fit(): void;
  latest(): void;
  showCursor(index: number | null): void;
  restyle(): void;
  dispose(): void;
}

/** Height of the net assets pane and of the parts pane, each, as a share of the chart's. */
const LOWER_PANE_SHARE = 0.15;
const ASSETS_PANE = 1;
const PARTS_PANE = 2;
const DRAWDOWN_PANE = 3;
/** The drawdown pane, when shown, against the NAV pane's height. */
const DRAWDOWN_STRETCH = 0.4;

export function createNavChart(container: HTMLElement, options: NavChartOptions): NavChart {
  const base = createBaseChart<NavPoint>(container, { onHover: options.onHover, onView: options.onView });
  const navFormat = { type: 'custom' as const, formatter: options.price };
  const { chart } = base;
  const line = chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, priceFormat: navFormat });
  const area = chart.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false, visible: false, priceFormat: navFormat });
  // Net assets as bars and parts as a line, each in its own pane on the right scale, with its last value labelled.
  const amountFormat = { type: 'custom' as const, formatter: options.amount };
  const assets = chart.addSeries(HistogramSeries, { priceFormat: amountFormat, priceLineVisible: false, title: 'Net assets' }, ASSETS_PANE);
  const parts = chart.addSeries(
    LineSeries,
    { lineWidth: 1, priceFormat: amountFormat, priceLineVisible: false, title: 'Parts' },
    PARTS_PANE,
  );
  for (const index of [ASSETS_PANE, PARTS_PANE]) chart.panes()[index]?.setStretchFactor(LOWER_PANE_SHARE / (1 - 2 * LOWER_PANE_SHARE));

  let mode: NavMode = 'line';
  const at = (f: Frame<NavPoint>, i: number) => f.points[i] as NavPoint;
  const lineLayer = base.layer(line, true, (f, i) => ({ time: at(f, i).time, value: at(f, i).value }));
  const areaLayer = base.layer(area, false, (f, i) => ({ time: at(f, i).time, value: at(f, i).value }));
  const optional = (series: ISeriesApi<SeriesType, Time>, pick: (p: NavPoint) => number | null): Layer<NavPoint> =>
    base.layer(series, true, (f, i) => {
      const p = at(f, i);
      const value = pick(p);
      return value === null ? { time: p.time } : { time: p.time, value };
    });
  optional(assets, (p) => p.netAssets);
  optional(parts, (p) => p.parts);
  // The drawdown pane exists only while shown, so a hidden one takes no height.
  let drawdown: { series: ISeriesApi<SeriesType, Time>; layer: Layer<NavPoint> } | null = null;

  const applyStyle = (theme: ChartTheme) => {
    line.applyOptions({ color: theme.accent });
    area.applyOptions({ lineColor: theme.accent, topColor: withAlpha(theme.accent, 0.35), bottomColor: withAlpha(theme.accent, 0.02) });
    assets.applyOptions({ color: withAlpha(theme.muted, 0.45) });
    parts.applyOptions({ color: theme.text });
    drawdown?.series.applyOptions({
      lineColor: theme.down,
      topColor: withAlpha(theme.down, 0.05),
      bottomColor: withAlpha(theme.down, 0.4),
    });
  };
  applyStyle(base.theme());

  return {
    feed: (frame) => base.feed(frame),
    setMode(next) {
      mode = next;
      base.show(lineLayer, next === 'line');
      base.show(areaLayer, next === 'area');
    },
    setLog(log) {
      chart.priceScale('right', 0).applyOptions({ mode: log ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
    },
    setDrawdown(shown) {
      if (shown === (drawdown !== null)) return;
      if (drawdown) {
        base.drop(drawdown.layer);
        chart.removeSeries(drawdown.series);
        drawdown = null;
        return;
      }
      const series = chart.addSeries(
        AreaSeries,
        {
          lineWidth: 1,
          priceFormat: { type: 'custom', formatter: options.percent },
          priceLineVisible: false,
          lastValueVisible: false,
          invertFilledArea: true,
        },
        DRAWDOWN_PANE,
      );
      chart.panes()[DRAWDOWN_PANE]?.setStretchFactor(DRAWDOWN_STRETCH);
      drawdown = { series, layer: base.layer(series, false, (f, i) => ({ time: at(f, i).time, value: at(f, i).drawdown })) };
      applyStyle(base.theme());
      base.show(drawdown.layer, true);
    },
    pan: (direction) => base.pan(direction),
    zoom: (direction) => base.zoom(direction),
    fit: () => base.fit(),
    latest: () => base.latest(),
    showCursor: (index) => base.showCursor(index, (p) => p.value, mode === 'line' ? line : area),
    restyle: () => base.restyle(applyStyle),
    dispose: () => base.dispose(),
  };
}
