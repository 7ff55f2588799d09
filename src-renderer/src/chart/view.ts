// What part of a chart's points is in view, and how densely they are drawn: the range buttons
// light only while the whole range is in view, and GP draws a line where candles would be noise.
export interface ChartView {
  /** Horizontal pixels per point. */
  spacing: number;
  /** Every point of the range is in view (as a range key or Home leaves it). */
  whole: boolean;
  /** Empty space shows before the first point (panned or zoomed out past it): earlier days are wanted. */
  edge: boolean;
}

/** Empty bars the chart leaves after the newest one (lightweight-charts' rightOffset). */
export const RIGHT_OFFSET_BARS = 3;

/** Below this many pixels per bar a candle has no body left to read: GP draws a line instead. */
export const DENSE_BAR_SPACING = 2;

/** More than this many bars of empty space before the first point is the view reaching past it. */
const EDGE_BARS = 1;

/**
 * The view of `count` points shown over `width` pixels with the logical `range` visible; the
 * range the user picked starts at point `start` (earlier points were loaded as the view reached them).
 */
export function viewOf(range: { from: number; to: number } | null, count: number, width: number, start = 0): ChartView | null {
  if (!range || count === 0 || !(width > 0)) return null;
  const span = range.to - range.from;
  if (!(span > 0)) return null;
  // Half a bar of slack: fitContent leaves the first and last bars at the edges, not beyond.
  return { spacing: width / span, whole: range.from <= start + 0.5 && range.to >= count - 1.5, edge: range.from < -EDGE_BARS };
}

/** True when a view draws bars too densely for candles. */
export function isDense(view: ChartView | null): boolean {
  return view !== null && view.spacing < DENSE_BAR_SPACING;
}

/**
 * The view a frame of `count` points will show once fitted into `width` pixels (from point `start`,
 * see BaseChart.fit): known before the frame is fed (or the chart made), so GP feeds the series it will draw (a line when dense) and not candles first.
 * The price scale's width is not known yet: near the threshold the chart's own report corrects it.
 */
export function fittedView(count: number, width: number, start = 0): ChartView | null {
  return viewOf({ from: start, to: count - 1 + RIGHT_OFFSET_BARS }, count, width, start);
}
