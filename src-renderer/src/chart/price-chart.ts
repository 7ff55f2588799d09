// GP's chart: candles (or a close line), volume in a second pane, studies (overlays and their
// own panes, see study-layer.ts) and event markers, on the shared chart base (see chart-base.ts
// for the lifecycle).
import {
  CandlestickSeries,
  createSeriesMarkers,
  LineSeries,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
} from 'lightweight-charts';
import type { Bar, ChartSeries } from './candles';
import { createBaseChart, type BaseChart, type BaseChartOptions, type Frame } from './chart-base';
import type { ChartTheme } from './chart-theme';
import type { ChartMode } from './chart-prefs';
import { withAlpha } from './color';
import type { PlacedEvent } from './events';
import type { FeedPlan } from './feed';
import type { DrawnStudy } from './studies';
import { addShadowSeries } from './shadow-series';
import { createStudyLayer, type StudyLayer } from './study-layer';
import { VolumeBars } from './volume-bars';

/** What the chart shows: the series of a range, under a key naming share and range. */
export interface ChartFrame {
  key: string;
  series: ChartSeries;
  events: readonly PlacedEvent[];
  /** The bar the range starts at: those before it were loaded as the view reached them. */
  start?: number;
}

export interface PriceChartOptions extends BaseChartOptions {
  price: (value: number) => string;
  volume: (value: number) => string;
  /** A study's value as its scale and legend show it. */
  study: (study: DrawnStudy, value: number) => string;
}

/** GP's chart: the base (navigation, cursor, theme, lifecycle) and what GP draws on it. */
export interface PriceChart {
  base: BaseChart<Bar, PriceChartOptions>;
  /** Draws a frame with setData or update, whichever the change needs; says which. */
  feed(frame: ChartFrame): FeedPlan;
  /** Candles or a line; `beforeFeed`: a frame of another key is fed next, which fills the shown series (not the old frame first). */
  setMode(mode: ChartMode, beforeFeed?: boolean): void;
  studies: StudyLayer;
}

/** A pane's parked GP chart: its host element (the chart lives inside it) and the chart. */
interface KeptPriceChart {
  readonly kind: 'price';
  readonly host: HTMLDivElement;
  readonly chart: PriceChart;
  dispose(): void;
}

/** Every chart a pane can keep for its next screen (one at a time, see workspace/chart-keeper.ts). */
export type KeptChart = KeptPriceChart;

/**
 * What a leaving GP screen parks. Made here, not in the screen: a closure made in the screen would
 * hold the screen's whole scope (its series, its memos, the kept chart it took, whose closure held
 * the screen before it...), a chain that grew by one price history per GP visit for the life of the pane.
 */
export function keptPriceChart(host: HTMLDivElement, chart: PriceChart): KeptPriceChart {
  return { kind: 'price', host, chart, dispose: () => chart.base.dispose() };
}

/** Share of the height the volume pane gets under the prices. */
const VOLUME_PANE_SHARE = 0.22;

export function createPriceChart(container: HTMLElement, options: PriceChartOptions): PriceChart {
  const base = createBaseChart<Bar, PriceChartOptions>(container, options);
  const { chart } = base;
  // Bodies without borders: the same look, and less to draw for 3,000 thin candles.
  const candles = chart.addSeries(CandlestickSeries, { priceLineVisible: false, borderVisible: false });
  const line = chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, visible: false });
  // Markers ride on both price series, so they show in candle and in line mode alike.
  const markerLayers: ISeriesMarkersPluginApi<Time>[] = [createSeriesMarkers(candles, []), createSeriesMarkers(line, [])];

  let events: readonly PlacedEvent[] = [];
  let mode: ChartMode = 'candles';

  const bar = (f: Frame<Bar>, i: number) => f.points[i] as Bar;
  const candleLayer = base.layer(candles, true, (f, i) => {
    const b = bar(f, i);
    return { time: b.time, open: b.open, high: b.high, low: b.low, close: b.close };
  });
  const lineLayer = base.layer(line, false, (f, i) => ({ time: bar(f, i).time, value: bar(f, i).close }));

  // The bars fed last: the volume bars are painted from them (see volume-bars.ts).
  let bars: readonly Bar[] = [];
  const volumeBars = new VolumeBars({
    count: () => bars.length,
    volume: (i) => (bars[i] as Bar).volume, // i < count()
    rising: (i) => (bars[i] as Bar).close >= (bars[i] as Bar).open,
  });
  // The screen's volume format (a parked chart's is let go with its screen); the bars' scale in pane 1.
  const volumeScale = addShadowSeries(
    base,
    () => 0,
    (value) => base.handlers()?.volume(value) ?? String(value),
    1,
  );
  volumeScale.series.attachPrimitive(volumeBars);
  // Labels cut by a pane's edge are not drawn: the volume pane's top label and the price pane's
  // bottom one met at the separator and overlapped.
  chart.priceScale('right', 0).applyOptions({ entireTextOnly: true });
  chart.priceScale('right', 1).applyOptions({ scaleMargins: { top: 0.25, bottom: 0 }, entireTextOnly: true });
  chart.panes()[1]?.setStretchFactor(VOLUME_PANE_SHARE / (1 - VOLUME_PANE_SHARE));

  const markerOf = (e: PlacedEvent, theme: ChartTheme): SeriesMarker<Time> => ({
    time: e.time,
    position: 'belowBar',
    shape: e.kind === 'dividend' ? 'circle' : 'square',
    color: e.kind === 'dividend' ? theme.dividend : theme.diary,
    text: e.kind === 'dividend' ? 'D' : 'E',
    size: 0.8,
  });
  const drawMarkers = () => {
    const markers = events.map((e) => markerOf(e, base.theme()));
    for (const layer of markerLayers) layer.setMarkers(markers);
  };

  base.attach({
    restyle(theme) {
      candles.applyOptions({
        upColor: theme.up,
        downColor: theme.down,
        borderUpColor: theme.up,
        borderDownColor: theme.down,
        wickUpColor: theme.up,
        wickDownColor: theme.down,
      });
      line.applyOptions({ color: theme.text });
      volumeBars.restyle(withAlpha(theme.up, 0.45), withAlpha(theme.down, 0.45));
      // Marker colours are in the markers: drawn again.
      drawMarkers();
    },
  });
  // After the price series: studies restyle after them, and their panes go below the volume's.
  const studies = createStudyLayer(base, (study, value) => base.handlers()?.study(study, value) ?? String(value));
  base.cursorOn((b) => ({ series: mode === 'candles' ? candles : line, price: b.close }));

  return {
    base,
    feed(next) {
      bars = next.series.bars;
      const plan = studies.draw(next.series.studies, () => base.feed({ key: next.key, points: next.series.bars, start: next.start ?? 0 }));
      if (plan.kind !== 'none' || next.events !== events) {
        events = next.events;
        drawMarkers();
      }
      return plan;
    },
    setMode(next, beforeFeed = false) {
      mode = next;
      base.show(candleLayer, next === 'candles', !beforeFeed);
      base.show(lineLayer, next === 'line', !beforeFeed);
    },
    studies,
  };
}
