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

/** `bar`'s price next above (1) or below (−1) `price` among its open, high, low and close; else `price`. */
export function snapStep(price: number, bar: BarPrices, direction: -1 | 1): number {
  const beyond = [bar.open, bar.high, bar.low, bar.close].filter((p) => (direction > 0 ? p > price : p < price));
  if (beyond.length === 0) return price;
  return direction > 0 ? Math.min(...beyond) : Math.max(...beyond);
}

const DAY_MS = 86_400_000;
/** Trading days in a calendar week: a day past the bars is placed as if every weekday had one. */
const TRADING_SHARE = 5 / 7;

/**
 * Where a day stands among `count` bars (dayAt: a bar's day, ascending), as a logical index: a
 * bar's own day is its index, a day between bars (a holiday) the bar before it; a day outside the
 * bars (a drawing made on a longer range) is extrapolated by calendar days at five trading days a
 * week, so a line reaching out of the range keeps its slope. Null without bars.
 */
export function logicalOfDay(count: number, dayAt: (index: number) => string, day: string): number | null {
  if (count === 0) return null;
  const first = dayAt(0);
  const last = dayAt(count - 1);
  const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY_MS;
  if (day < first) return -days(day, first) * TRADING_SHARE;
  if (day > last) return count - 1 + days(last, day) * TRADING_SHARE;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (dayAt(mid) <= day) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The weekday `step` (±1) calendar days on from `day`, skipping Saturdays and Sundays. */
function nextWeekday(day: string, step: -1 | 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + step);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}

/** One bar on from `day` (`step` ±1) among `count` bars, as `shiftDay` moves. */
function stepDay(count: number, dayAt: (index: number) => string, day: string, step: -1 | 1): string {
  if (count === 0) return nextWeekday(day, step);
  const first = dayAt(0);
  const last = dayAt(count - 1);
  // Past the bars a weekday is a bar (as logicalOfDay places them), up to the bars' own edge.
  if (step > 0 && day >= last) return nextWeekday(day, 1);
  if (step < 0 && day <= first) return nextWeekday(day, -1);
  if (day < first) return nextWeekday(day, 1) < first ? nextWeekday(day, 1) : first;
  if (day > last) return nextWeekday(day, -1) > last ? nextWeekday(day, -1) : last;
  const index = logicalOfDay(count, dayAt, day) as number; // a bar's index: the day is among the bars
  return index + step < 0 ? nextWeekday(first, -1) : dayAt(index + step);
}

/**
 * `day` moved `bars` bars (negative: back) among `count` bars (dayAt: a bar's day, ascending): from
 * bar to bar, a holiday counting as the bar before it (where it is drawn); beyond the bars a
 * weekday at a time, so an anchor on a longer range than the one shown moves too.
 */
export function shiftDay(count: number, dayAt: (index: number) => string, day: string, bars: number): string {
  let moved = day;
  for (let i = 0; i < Math.abs(bars); i++) moved = stepDay(count, dayAt, moved, bars < 0 ? -1 : 1);
  return moved;
}

/** A drawing's anchors moved `bars` bars along (see shiftDay), each price through `price`. */
export function moveAnchors(
  anchors: readonly Anchor[],
  bars: number,
  price: (value: number) => number,
  count: number,
  dayAt: (index: number) => string,
): Anchor[] {
  return anchors.map((a) => ({ day: shiftDay(count, dayAt, a.day, bars), price: price(a.price) }));
}
