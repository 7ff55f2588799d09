// A fund's valuations as the NAV chart draws them: one point per day with a positive NAV, its net
// assets and parts, its change on the previous NAV and its fall from the running peak of the range.
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { asDayTime, dayTime, type DayTime } from './chart-time';

export interface NavPoint {
  time: DayTime;
  value: number;
  netAssets: number | null;
  parts: number | null;
  /** Change on the previous point (null for the first). */
  change: number | null;
  /** value / highest value so far in the range − 1 (≤ 0). */
  drawdown: number;
}

const finite = (v: number | undefined): number | null => (v !== undefined && Number.isFinite(v) ? v : null);
/** A column the read lacks: every value absent. */
const NO_VALUES = new Float64Array(0);

/** The points of a read, oldest first; days out of order and NAVs that are not positive are dropped. */
export function navPoints(read: Pick<SeriesRead, 'time' | 'columns'>): NavPoint[] {
  const values = read.columns.value ?? NO_VALUES;
  const assets = read.columns.net_assets ?? NO_VALUES;
  const parts = read.columns.parts ?? NO_VALUES;
  const { time } = read;
  const points: NavPoint[] = [];
  let peak = 0;
  let previous: number | null = null;
  let previousTime = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < time.length; i++) {
    const t = time[i] as number;
    const value = finite(values[i]);
    if (value === null || value <= 0 || !(t > previousTime)) continue;
    previousTime = t;
    peak = Math.max(peak, value);
    points.push({
      time: asDayTime(t),
      value,
      netAssets: finite(assets[i]),
      parts: finite(parts[i]),
      change: previous === null ? null : value / previous - 1,
      drawdown: value / peak - 1,
    });
    previous = value;
  }
  return points;
}

/** The points from `from` on (null: all), with the drawdown measured from the peak within them. */
export function pointsFrom(points: readonly NavPoint[], from: string | null): readonly NavPoint[] {
  if (from === null) return points;
  const since = dayTime(from);
  if ((points[0]?.time ?? Number.NEGATIVE_INFINITY) >= since) return points;
  let peak = 0;
  return points
    .filter((p) => p.time >= since)
    .map((p) => {
      peak = Math.max(peak, p.value);
      return { ...p, drawdown: p.value / peak - 1 };
    });
}

/** The point the legend describes: the one under the crosshair, else the last. */
export function navLegendAt(points: readonly NavPoint[], index: number | null): { point: NavPoint; hovered: boolean } | null {
  const i = index !== null && index >= 0 && index < points.length ? index : points.length - 1;
  const point = points[i];
  return point ? { point, hovered: i === index } : null;
}
