// The maths of drawing anchors, in (day, price) and never pixels: where the keyboard moves an
// anchor, how it snaps to a bar's open, high, low or close, and the Fibonacci retracement levels.
import { ANCHOR_COUNT, type Anchor, type DrawingTool } from '../../../../src-main/shared/drawings/types';

/** The retracement ratios drawn, 0 to 100 %. */
const FIB_RATIOS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;

/** Each level of a retracement from p0 to p1: exactly p0 + r·(p1 − p0). */
export function fibLevels(p0: number, p1: number): { ratio: number; price: number }[] {
  return FIB_RATIOS.map((ratio) => ({ ratio, price: p0 + ratio * (p1 - p0) }));
}

/** A bar's prices an anchor can snap to. */
interface BarPrices {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** `anchor` on the nearest of the bar's open, high, low and close (the bar of its day). */
export function snapToBar(anchor: Anchor, bar: BarPrices): Anchor {
  const prices = [bar.open, bar.high, bar.low, bar.close];
  const price = prices.reduce((best, p) => (Math.abs(p - anchor.price) < Math.abs(best - anchor.price) ? p : best));
  return { day: bar.time, price };
}

/** Whether a tool's drawing is complete with `placed` anchors (Enter then saves it). */
export function complete(tool: DrawingTool, placed: number): boolean {
  return placed >= ANCHOR_COUNT[tool];
}
