// One lightweight-charts chart for the life of a pane: created once, fed with setData when the
// share or range changes and with update when only the last bars moved, resized by autoSize, and
// removed with its crosshair handler when the pane goes away. Everything the screen can ask of
// the chart goes through this object, so the chart's API stays in one place.
import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  PriceScaleMode,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type LineData,
  type MouseEventParams,
  type SeriesMarker,
  type SeriesType,
  type Time,
  type WhitespaceData,
} from 'lightweight-charts';
import { AVERAGE_WINDOWS, type Bar, type ChartSeries } from './candles';
import { chartOptions, readChartTheme, type ChartTheme } from './chart-theme';
import type { ChartMode } from './chart-prefs';
import { withAlpha } from './color';
import type { PlacedEvent } from './events';
import { planFeed, type Fed, type FeedPlan } from './feed';

/** What the chart shows: the series of a range, under a key naming share and range. */
export interface ChartFrame {
  key: string;
  series: ChartSeries;
  events: readonly PlacedEvent[];
}

export interface PriceChartOptions {
  price: (value: number) => string;
  volume: (value: number) => string;
  /** The bar under the mouse changed (its index in the frame's bars; null: none). */
  onHover(index: number | null): void;
}

export interface PriceChart {
  /** Draws a frame with setData or update, whichever the change needs; says which. */
  feed(frame: ChartFrame): FeedPlan;
  setMode(mode: ChartMode): void;
  setLog(log: boolean): void;
  /** Shows the first `count` moving averages. */
  setAverages(count: number): void;
  pan(direction: -1 | 1): void;
  zoom(direction: -1 | 1): void;
  /** The whole range in view. */
  fit(): void;
  /** Scroll to the newest bar. */
  latest(): void;
  /** The keyboard crosshair on bar `index` (null: hide it). */
  showCursor(index: number | null): void;
  /** Re-read the theme's colours (after a theme switch). */
  restyle(): void;
  dispose(): void;
}

/** Share of the height the volume pane gets under the prices. */
const VOLUME_PANE_SHARE = 0.22;
const MIN_VISIBLE_BARS = 10;

type Point = CandlestickData<Time> | LineData<Time> | HistogramData<Time> | WhitespaceData<Time>;

/**
 * A series of the chart and how to make its point for bar i of a frame. Hidden series are not fed
 * (setData of 3,000 points into a series nobody sees is most of the cost of a new range): they
 * are emptied, so their old days do not stretch the time axis, and filled when shown.
 */
interface Layer {
  series: ISeriesApi<SeriesType, Time>;
  point(frame: ChartFrame, i: number): Point;
  shown: boolean;
  /** 'current': holds the frame's bars; 'stale': an older subset of them; 'empty'. */
  state: 'current' | 'stale' | 'empty';
}

export function createPriceChart(container: HTMLElement, options: PriceChartOptions): PriceChart {
  let theme: ChartTheme = readChartTheme(container);
  const base = chartOptions(theme);
  const chart: IChartApi = createChart(container, {
    ...base,
    autoSize: true,
    localization: { priceFormatter: options.price, dateFormat: 'yyyy-MM-dd' },
    // The library's logo link opens a new window and styles itself inline (both refused here);
    // the screen credits TradingView in its key line instead.
    layout: { ...base.layout, attributionLogo: false },
    rightPriceScale: { ...base.rightPriceScale, scaleMargins: { top: 0.12, bottom: 0.06 } },
    // Small bar spacing lets MAX (3,000 bars) fit a pane; a little space after the last bar.
    // Resizing the pane keeps the same days in view.
    timeScale: { ...base.timeScale, minBarSpacing: 0.05, rightOffset: 3, lockVisibleTimeRangeOnResize: true },
  });
  // Bodies without borders: the same look, and less to draw for 3,000 thin candles.
  const candles = chart.addSeries(CandlestickSeries, { priceLineVisible: false, borderVisible: false });
  const line = chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, visible: false });
  const averages = AVERAGE_WINDOWS.map(() => chart.addSeries(LineSeries, { lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false, visible: false }));
  const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'custom', formatter: options.volume }, priceLineVisible: false, lastValueVisible: false }, 1);
  chart.priceScale('right', 1).applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
  chart.panes()[1]?.setStretchFactor(VOLUME_PANE_SHARE / (1 - VOLUME_PANE_SHARE));
  // Markers ride on both price series, so they show in candle and in line mode alike.
  const markerLayers: ISeriesMarkersPluginApi<Time>[] = [createSeriesMarkers(candles, []), createSeriesMarkers(line, [])];

  let fed: Fed | null = null;
  let current: ChartFrame | null = null;
  let events: readonly PlacedEvent[] = [];
  let mode: ChartMode = 'candles';
  let frame = 0;
  let volumeUp = '';
  let volumeDown = '';

  const bar = (f: ChartFrame, i: number) => f.series.bars[i] as Bar;
  const layer = (series: ISeriesApi<SeriesType, Time>, shown: boolean, point: Layer['point']): Layer => ({ series, point, shown, state: 'empty' });
  const candleLayer = layer(candles, true, (f, i) => {
    const b = bar(f, i);
    return { time: b.time, open: b.open, high: b.high, low: b.low, close: b.close };
  });
  const lineLayer = layer(line, false, (f, i) => ({ time: bar(f, i).time, value: bar(f, i).close }));
  const volumeLayer = layer(volume, true, (f, i) => {
    const b = bar(f, i);
    return b.volume === null ? { time: b.time } : { time: b.time, value: b.volume, color: b.close >= b.open ? volumeUp : volumeDown };
  });
  const averageLayers = averages.map((series, k) =>
    layer(series, false, (f, i) => {
      const value = f.series.averages[k]?.[i];
      return typeof value === 'number' ? { time: bar(f, i).time, value } : { time: bar(f, i).time };
    }),
  );
  const layers = [candleLayer, lineLayer, volumeLayer, ...averageLayers];

  const fill = (l: Layer) => {
    if (!current) return;
    const f = current;
    l.series.setData(f.series.bars.map((_, i) => l.point(f, i)));
    l.state = 'current';
  };
  const show = (l: Layer, shown: boolean) => {
    l.shown = shown;
    if (shown && l.state !== 'current') fill(l);
    l.series.applyOptions({ visible: shown });
  };

  const markerOf = (e: PlacedEvent): SeriesMarker<Time> => ({
    time: e.time,
    position: 'belowBar',
    shape: e.kind === 'dividend' ? 'circle' : 'square',
    color: e.kind === 'dividend' ? theme.dividend : theme.diary,
    text: e.kind === 'dividend' ? 'D' : 'E',
    size: 0.8,
  });

  const applyStyle = () => {
    chart.applyOptions(chartOptions(theme));
    candles.applyOptions({ upColor: theme.up, downColor: theme.down, borderUpColor: theme.up, borderDownColor: theme.down, wickUpColor: theme.up, wickDownColor: theme.down });
    line.applyOptions({ color: theme.text });
    averages.forEach((series, k) => series.applyOptions({ color: theme.averages[k] ?? theme.muted }));
    volumeUp = withAlpha(theme.up, 0.45);
    volumeDown = withAlpha(theme.down, 0.45);
  };

  const drawMarkers = () => {
    const markers = events.map(markerOf);
    for (const layer of markerLayers) layer.setMarkers(markers);
  };

  // "Painted" for tests and the bench: the frame after the chart drew the new data (its own
  // animation-frame callback was queued first, by setData/update, so it has run by then).
  const markPainted = (bars: number) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      container.dataset.painted = performance.now().toFixed(1);
      container.dataset.bars = String(bars);
    });
  };

  const onCrosshair = (param: MouseEventParams<Time>) => {
    const bars = fed?.bars.length ?? 0;
    const index = param.time !== undefined && param.logical !== undefined ? Math.round(param.logical) : null;
    options.onHover(index !== null && index >= 0 && index < bars ? index : null);
  };
  chart.subscribeCrosshairMove(onCrosshair);
  applyStyle();

  const mainSeries = (): ISeriesApi<SeriesType, Time> => (mode === 'candles' ? candles : line);

  return {
    feed(next) {
      const bars = next.series.bars;
      const plan = planFeed(fed, { key: next.key, bars });
      const refit = fed === null || fed.key !== next.key || fed.bars.length === 0;
      current = next;
      if (plan.kind === 'set') {
        for (const l of layers) {
          if (l.shown) fill(l);
          else if (l.state !== 'empty') {
            l.series.setData([]);
            l.state = 'empty';
          }
        }
        if (refit) chart.timeScale().fitContent();
      } else if (plan.kind === 'update') {
        for (const l of layers) {
          if (!l.shown) {
            if (l.state === 'current') l.state = 'stale';
            continue;
          }
          for (let i = plan.from; i < bars.length; i++) l.series.update(l.point(next, i));
        }
      }
      fed = { key: next.key, bars };
      if (plan.kind !== 'none' || next.events !== events) {
        events = next.events;
        drawMarkers();
      }
      if (plan.kind !== 'none') markPainted(bars.length);
      return plan;
    },
    setMode(next) {
      mode = next;
      show(candleLayer, next === 'candles');
      show(lineLayer, next === 'line');
    },
    setLog(log) {
      chart.priceScale('right', 0).applyOptions({ mode: log ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
    },
    setAverages(count) {
      averageLayers.forEach((l, k) => show(l, k < count));
    },
    pan(direction) {
      const range = chart.timeScale().getVisibleLogicalRange();
      if (!range) return;
      const shift = Math.max(1, (range.to - range.from) * 0.2) * direction;
      chart.timeScale().setVisibleLogicalRange({ from: range.from + shift, to: range.to + shift });
    },
    zoom(direction) {
      // Anchored on the right edge, where the newest bars are.
      const range = chart.timeScale().getVisibleLogicalRange();
      if (!range) return;
      const width = Math.max(MIN_VISIBLE_BARS, (range.to - range.from) * (direction > 0 ? 0.75 : 1 / 0.75));
      chart.timeScale().setVisibleLogicalRange({ from: range.to - width, to: range.to });
    },
    fit() {
      chart.timeScale().fitContent();
    },
    latest() {
      chart.timeScale().scrollToRealTime();
    },
    showCursor(index) {
      const bar = index === null ? undefined : fed?.bars[index];
      if (index === null || bar === undefined) return chart.clearCrosshairPosition();
      // Keep the cursor in view: scroll by as much as it left the visible range.
      const range = chart.timeScale().getVisibleLogicalRange();
      if (range && (index < range.from || index > range.to)) {
        const shift = index < range.from ? index - range.from - 1 : index - range.to + 1;
        chart.timeScale().setVisibleLogicalRange({ from: range.from + shift, to: range.to + shift });
      }
      chart.setCrosshairPosition(bar.close, bar.time, mainSeries());
    },
    restyle() {
      theme = readChartTheme(container);
      applyStyle();
      if (volumeLayer.state !== 'empty') fill(volumeLayer);
      drawMarkers();
    },
    dispose() {
      cancelAnimationFrame(frame);
      chart.unsubscribeCrosshairMove(onCrosshair);
      chart.remove();
    },
  };
}
