// One lightweight-charts chart for the life of a pane, whatever it draws (GP's candles, the fund
// NAV chart, CMP's lines): created once, fed with setData when the security or range changes and
// with update when only the last points moved, resized by autoSize, and removed with its crosshair
// handler when the pane goes away. Navigation (pan, zoom, fit, latest), the keyboard cursor, the
// theme and disposal live here once; what a chart draws is attached to it as features (the way the
// library's own plugins attach to a series rather than wrap it): each adds its series or panes
// through `chart` and `layer`, and gets the theme's colours and the chart's end through its hooks.
// Between two screens of a pane it is parked (see workspace/chart-keeper.ts): the next screen
// binds its own handlers to it and feeds it.
import {
  createChart,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  type MouseEventParams,
  PriceScaleMode,
  type SeriesType,
  type Time,
  type WhitespaceData,
} from 'lightweight-charts';
import { timeToDay } from '../format/days';
import { chartOptions, readChartTheme, type ChartTheme } from './chart-theme';
import { planFeed, type Fed, type FeedPlan, type Point } from './feed';
import { tickLabel } from './time-axis';
import { RIGHT_OFFSET_BARS, viewOf, type ChartView } from './view';

/** What the chart shows: the points of a range, under a key naming security and range. */
export interface Frame<P extends Point> {
  key: string;
  points: readonly P[];
  /** The point the range starts at (default 0): those before it were loaded as the view reached them. */
  start?: number;
}

type SeriesPoint = CandlestickData<Time> | LineData<Time> | HistogramData<Time> | WhitespaceData<Time>;

/**
 * A series of the chart and how to make its point for point i of a frame. Hidden series are not
 * fed (setData of 3,000 points into a series nobody sees is most of the cost of a new range):
 * they are emptied, so their old days do not stretch the time axis, and filled when shown.
 */
interface Layer<P extends Point> {
  series: ISeriesApi<SeriesType, Time>;
  point(frame: Frame<P>, i: number): SeriesPoint;
  /**
   * The points it carries, ascending (absent: all). A series that only lends its price scale to
   * what rides on it needs a few, not a copy of 3,000 (each point costs the library ~300 bytes).
   */
  carries?: (frame: Frame<P>) => readonly number[];
  shown: boolean;
  /** 'current': holds the frame's points; 'stale': an older subset of them; 'empty'. */
  state: 'current' | 'stale' | 'empty';
}

export interface BaseChartOptions {
  /** Formats every price scale; without it each series formats its own (the NAV chart's panes differ). */
  price?: (value: number) => string;
  /** The point under the mouse changed (its index in the frame; null: none). */
  onHover: (index: number | null) => void;
  /** The part in view changed (zoom, pan, fit, a new frame, a resize); null: nothing drawn. */
  onView?: (view: ChartView | null) => void;
}

/**
 * Something drawn on a base chart (a chart's own series, a drawdown pane, a study, drawings): it
 * adds what it draws through the base, and the base calls it back.
 */
export interface ChartFeature {
  /** Colours it draws with: called when attached and after every theme switch. */
  restyle?(theme: ChartTheme): void;
  /** Detached, or the chart goes away (called before the chart is removed): undo what it added. */
  dispose?(): void;
}

/** Where the keyboard crosshair sits for a point: on `series`, at `price`. */
interface CursorSpot {
  series: ISeriesApi<SeriesType, Time>;
  price: number;
}

export interface BaseChart<P extends Point, O extends BaseChartOptions = BaseChartOptions> {
  chart: IChartApi;
  theme(): ChartTheme;
  /** The handlers of the screen showing the chart; null while it is parked. */
  handlers(): O | null;
  /**
   * A screen's formatter for a series' price scale, called only while a screen holds the chart
   * (parked or disposed: plain). The library formats synchronously inside removeSeries (the
   * crosshair's label), so a chart disposed in a screen's cleanup would call the screen there; a
   * formatter reading a memo then re-runs the owner Solid is disposing, which breaks the disposal.
   */
  formatter(format: (value: number) => string): (value: number) => string;
  /** As `formatter`, for any of the screen's functions the chart calls back (a primitive's): `otherwise` once no screen holds it. */
  whileHeld<A extends unknown[], R>(call: (...args: A) => R, otherwise: (...args: A) => R): (...args: A) => R;
  /** Adds a feature (styled at once); the returned function detaches it. */
  attach(feature: ChartFeature): () => void;
  /** Where the keyboard crosshair goes on a point (null: nowhere, the cursor is hidden). */
  cursorOn(spot: (point: P, index: number) => CursorSpot | null): void;
  layer(series: ISeriesApi<SeriesType, Time>, shown: boolean, point: Layer<P>['point'], carries?: Layer<P>['carries']): Layer<P>;
  /** Shows or hides a layer; a shown one is filled from the frame drawn at once, unless `now` is false (a frame of another key is fed next, and fills it). */
  show(layer: Layer<P>, shown: boolean, now?: boolean): void;
  /** Stops feeding a layer (before its series is removed from the chart). */
  drop(layer: Layer<P>): void;
  /** Refills a shown layer from the current frame (after a restyle changed its colours). */
  refill(layer: Layer<P>): void;
  /** Draws a frame with setData or update, whichever the change needs; says which. */
  feed(frame: Frame<P>): FeedPlan;
  pan(direction: -1 | 1): void;
  zoom(direction: -1 | 1): void;
  /** The whole range in view (from the frame's `start`). */
  fit(): void;
  /** Scroll to the newest point. */
  latest(): void;
  /**
   * The keyboard crosshair on point `index`, where `cursorOn` says (null: hide it), scrolled into
   * view unless `reveal` is false (a linked chart's day is shown where it is, not chased).
   */
  showCursor(index: number | null, reveal?: boolean): void;
  /** The day of point `index` of the frame drawn. */
  dayAt(index: number): string | undefined;
  /** Points `from` … `to` of the frame drawn in view (a linked chart's range). */
  showIndices(from: number, to: number): void;
  /** A logarithmic or linear price scale for the first pane. */
  setLog(log: boolean): void;
  /** Re-reads the theme's colours (after a theme switch) and hands them to every feature. */
  restyle(): void;
  /** The key of the frame drawn (null: none yet). */
  showing(): string | null;
  /**
   * The screen leaves the pane, the chart stays: its element waits in `lot` (hidden, in the
   * document) at the size it had, so neither the chart nor its canvases are resized to nothing and
   * redrawn when it comes back; it calls no screen and has no painted stamp until the next
   * screen's data is drawn.
   */
  park(lot: HTMLElement): void;
  /**
   * The next screen took the element back into its layout with its own handlers: the chart follows
   * its size again, and is restyled if the theme was switched while it was parked.
   */
  unpark(options: O): void;
  /** Disposes the features, then removes the chart. */
  dispose(): void;
}

const MIN_VISIBLE_POINTS = 10;

export function createBaseChart<P extends Point, O extends BaseChartOptions = BaseChartOptions>(
  container: HTMLElement,
  options: O,
): BaseChart<P, O> {
  // The screen's handlers, replaced when another screen takes the chart back; none while parked
  // (they hold the screen that is gone).
  let handlers: O | null = options;
  const price = (value: number) => handlers?.price?.(value) ?? String(value);
  let theme: ChartTheme = readChartTheme(container);
  const base = chartOptions(theme);
  const chart: IChartApi = createChart(container, {
    ...base,
    autoSize: true,
    localization: { ...(options.price ? { priceFormatter: price } : {}), dateFormat: 'yyyy-MM-dd' },
    // The library's logo link opens a new window and styles itself inline (both refused here);
    // the screens credit TradingView in their key line instead.
    layout: { ...base.layout, attributionLogo: false },
    rightPriceScale: { ...base.rightPriceScale, scaleMargins: { top: 0.12, bottom: 0.06 } },
    // Small bar spacing lets MAX (3,000 points) fit a pane; a little space after the last one.
    // Resizing the pane keeps the same days in view.
    timeScale: {
      ...base.timeScale,
      minBarSpacing: 0.05,
      rightOffset: RIGHT_OFFSET_BARS,
      lockVisibleTimeRangeOnResize: true,
      tickMarkFormatter: tickLabel,
    },
  });

  const layers: Layer<P>[] = [];
  const features = new Set<ChartFeature>();
  let disposed = false;
  let spotOf: (point: P, index: number) => CursorSpot | null = () => null;
  let fed: Fed<P> | null = null;
  let current: Frame<P> | null = null;
  let frame = 0;
  // Taken back from the pane's keeper: the next feed is stamped painted even if the data is the same.
  let unparked = false;

  // For tests, as data-bars: the points set whole into the chart's series for the frame drawn.
  let filled = 0;
  const fill = (l: Layer<P>) => {
    if (!current) return;
    const f = current;
    l.series.setData(l.carries ? l.carries(f).map((i) => l.point(f, i)) : f.points.map((_, i) => l.point(f, i)));
    l.state = 'current';
    if (!l.carries) container.dataset.filled = String((filled += f.points.length));
  };

  // "Painted" for tests and the bench: the frame after the chart drew the new data (its own
  // animation-frame callback was queued first, by setData/update, so it has run by then).
  const markPainted = (points: number) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      container.dataset.painted = performance.now().toFixed(1);
      container.dataset.bars = String(points);
    });
  };

  const onCrosshair = (param: MouseEventParams<Time>) => {
    // After new data or a view change the library re-fires the crosshair where it stood, in pixels,
    // with no pointer event: that is no hover, and would move a keyboard cursor to another day.
    if (param.sourceEvent === undefined && param.point !== undefined) return;
    const count = fed?.bars.length ?? 0;
    const index = param.time !== undefined && param.logical !== undefined ? Math.round(param.logical) : null;
    handlers?.onHover(index !== null && index >= 0 && index < count ? index : null);
  };
  chart.subscribeCrosshairMove(onCrosshair);
  const currentView = () =>
    viewOf(chart.timeScale().getVisibleLogicalRange(), fed?.bars.length ?? 0, chart.timeScale().width(), current?.start ?? 0);
  // The range in view: all of it, unless earlier points were loaded before it.
  const fit = () => {
    settleView();
    const start = current?.start ?? 0;
    if (start <= 0 || !current) return chart.timeScale().fitContent();
    chart.timeScale().setVisibleLogicalRange({ from: start, to: current.points.length - 1 + RIGHT_OFFSET_BARS });
  };
  // While a frame is fed and fitted the view passes through states nobody chose (a short range's
  // bars at the long one's spacing, all space before them), and the library applies a fit in its
  // next animation frame: the view is reported from the frame after. Reported meanwhile, a MAX
  // frame's passing view (not dense) had GP set 3,000 candles beside the line it draws; space
  // before the first point read as reached.
  let settling = false;
  let settle = 0;
  const settleView = () => {
    cancelAnimationFrame(settle);
    settling = true;
    settle = requestAnimationFrame(() => {
      settling = false;
      reportView();
    });
  };
  const reportView = () => {
    if (settling) return;
    const view = currentView();
    // For tests and the bench, as data-painted: the first day in view, and whether space shows before it.
    const range = chart.timeScale().getVisibleLogicalRange();
    const first = range && fed ? fed.bars[Math.min(fed.bars.length - 1, Math.max(0, Math.ceil(range.from)))] : undefined;
    container.dataset.firstShown = first ? timeToDay(first.time) : '';
    container.dataset.edge = String(view?.edge === true);
    handlers?.onView?.(view);
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(reportView);
  chart.timeScale().subscribeSizeChange(reportView);

  const themeChanged = () => {
    // Plain strings and string records, in a fixed order: compared as JSON.
    return JSON.stringify(readChartTheme(container)) !== JSON.stringify(theme);
  };
  const restyle = () => {
    theme = readChartTheme(container);
    chart.applyOptions(chartOptions(theme));
    for (const f of features) f.restyle?.(theme);
  };

  const whileHeld =
    <A extends unknown[], R>(call: (...args: A) => R, otherwise: (...args: A) => R) =>
    (...args: A): R =>
      handlers ? call(...args) : otherwise(...args);

  return {
    chart,
    theme: () => theme,
    handlers: () => handlers,
    formatter: (format) => whileHeld(format, String),
    whileHeld,
    attach(feature) {
      features.add(feature);
      feature.restyle?.(theme);
      return () => {
        if (features.delete(feature)) feature.dispose?.();
      };
    },
    cursorOn(spot) {
      spotOf = spot;
    },
    layer(series, shown, point, carries) {
      const l: Layer<P> = { series, point, shown, state: 'empty', carries };
      layers.push(l);
      return l;
    },
    show(l, shown, now = true) {
      l.shown = shown;
      if (shown && now && l.state !== 'current' && current) {
        fill(l);
        // New data on screen (a study added): stamped like a feed, unless the chart is parked.
        if (handlers) markPainted(current.points.length);
      }
      l.series.applyOptions({ visible: shown });
    },
    drop(l) {
      const at = layers.indexOf(l);
      if (at >= 0) layers.splice(at, 1);
    },
    refill(l) {
      if (l.state !== 'empty') fill(l);
    },
    feed(next) {
      const points = next.points;
      const plan = planFeed(fed, { key: next.key, bars: points });
      const refit = fed === null || fed.key !== next.key || fed.bars.length === 0;
      // New bars at the right edge of a view showing the whole range: the library keeps the right
      // offset and scrolls the first bars out, which unlit the range button under a trader who
      // never touched the chart. A whole view stays whole; a zoomed or panned one is left alone,
      // and so is one that earlier bars were just loaded into (the library keeps the right side
      // where it was, and they fill the space the view reached).
      const before = fed?.bars ?? [];
      const newAtRight = points.length > before.length && points[0]?.time === before[0]?.time;
      const keepWhole = !refit && newAtRight && currentView()?.whole === true;
      current = next;
      if (plan.kind !== 'none') settleView();
      if (plan.kind === 'set') {
        filled = 0;
        for (const l of layers) {
          if (l.shown) fill(l);
          else if (l.state !== 'empty') {
            l.series.setData([]);
            l.state = 'empty';
          }
        }
      } else if (plan.kind === 'update') {
        for (const l of layers) {
          if (!l.shown) {
            if (l.state === 'current') l.state = 'stale';
            continue;
          }
          // An update plan starts at the last bar fed or after it: a layer's points from there on
          // are on or after its own last one, as update() needs.
          const at = l.carries?.(next).filter((i) => i >= plan.from);
          if (at) for (const i of at) l.series.update(l.point(next, i));
          else for (let i = plan.from; i < points.length; i++) l.series.update(l.point(next, i));
        }
      }
      if (plan.kind !== 'none' && (refit || keepWhole)) fit();
      fed = { key: next.key, bars: points };
      if (plan.kind !== 'none' || unparked) {
        markPainted(points.length);
        reportView();
      }
      unparked = false;
      return plan;
    },
    pan(direction) {
      const range = chart.timeScale().getVisibleLogicalRange();
      if (!range) return;
      const shift = Math.max(1, (range.to - range.from) * 0.2) * direction;
      chart.timeScale().setVisibleLogicalRange({ from: range.from + shift, to: range.to + shift });
    },
    zoom(direction) {
      // Anchored on the right edge, where the newest points are.
      const range = chart.timeScale().getVisibleLogicalRange();
      if (!range) return;
      const width = Math.max(MIN_VISIBLE_POINTS, (range.to - range.from) * (direction > 0 ? 0.75 : 1 / 0.75));
      chart.timeScale().setVisibleLogicalRange({ from: range.to - width, to: range.to });
    },
    fit,
    latest() {
      chart.timeScale().scrollToRealTime();
    },
    showCursor(index, reveal = true) {
      const point = index === null ? undefined : fed?.bars[index];
      const spot = index === null || point === undefined ? null : spotOf(point, index);
      if (index === null || point === undefined || spot === null) return chart.clearCrosshairPosition();
      // Keep the cursor in view: scroll by as much as it left the visible range.
      const range = chart.timeScale().getVisibleLogicalRange();
      if (reveal && range && (index < range.from || index > range.to)) {
        const shift = index < range.from ? index - range.from - 1 : index - range.to + 1;
        chart.timeScale().setVisibleLogicalRange({ from: range.from + shift, to: range.to + shift });
      }
      chart.setCrosshairPosition(spot.price, point.time, spot.series);
    },
    dayAt(index) {
      const point = fed?.bars[index];
      return point && timeToDay(point.time);
    },
    showIndices(from, to) {
      if (to > from) chart.timeScale().setVisibleLogicalRange({ from, to });
    },
    setLog(log) {
      chart.priceScale('right', 0).applyOptions({ mode: log ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
    },
    restyle,
    showing: () => fed?.key ?? null,
    park(lot) {
      // Its exact size (fractions of a pixel too): any change would redraw it on its way back.
      const { width, height } = container.getBoundingClientRect();
      container.style.width = `${width}px`;
      container.style.height = `${height}px`;
      lot.append(container);
      cancelAnimationFrame(frame);
      chart.clearCrosshairPosition();
      handlers = null;
      delete container.dataset.painted;
      delete container.dataset.bars;
    },
    unpark(next) {
      handlers = next;
      unparked = true;
      // Sized by its screen again: a pane resized meanwhile is redrawn at its size (autoSize).
      container.style.width = '';
      container.style.height = '';
      reportView();
      if (themeChanged()) restyle();
    },
    dispose() {
      // Once: a screen and its pane may both let go of the chart, and a second remove() throws.
      if (disposed) return;
      disposed = true;
      // Deaf first: removing a feature's series makes the chart report its view, and a screen being
      // disposed must hear nothing (a signal written in Solid's cleanup breaks the cleanup).
      handlers = null;
      cancelAnimationFrame(frame);
      cancelAnimationFrame(settle);
      chart.unsubscribeCrosshairMove(onCrosshair);
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(reportView);
      chart.timeScale().unsubscribeSizeChange(reportView);
      for (const f of features) f.dispose?.();
      features.clear();
      chart.remove();
    },
  };
}
