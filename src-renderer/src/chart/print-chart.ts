// The geometry of a static chart for paper (TEAR): a line over days and, optionally, volume bars
// under it. Pure numbers, no DOM: the SVG component draws them and a unit test checks them.
import { timeToDay } from '../format/days';

export interface PrintPoint {
  /** The day as a chart time (UTC seconds at 00:00, see chart-time.ts). */
  time: number;
  value: number;
  volume?: number | null;
}

export interface PrintGeometry {
  /** SVG path of the line, in a width × height box. */
  line: string;
  /** Volume bars, in the same box, under the line's band. */
  bars: { x: number; y: number; width: number; height: number }[];
  low: number;
  high: number;
  /** First and last day, 'YYYY-MM-DD'. */
  first: string | null;
  last: string | null;
}

const day = (point: PrintPoint | undefined) => (point ? timeToDay(point.time) : null);

/** Share of the height the volume bars take when there are volumes. */
const VOLUME_SHARE = 0.22;
/** Room above and below the line, so its extremes do not touch the frame. */
const PAD = 4;

export function printGeometry(points: readonly PrintPoint[], width: number, height: number): PrintGeometry {
  const values = points.map((p) => p.value);
  const low = values.length ? Math.min(...values) : 0;
  const high = values.length ? Math.max(...values) : 0;
  const volumes = points.map((p) => (typeof p.volume === 'number' && p.volume > 0 ? p.volume : 0));
  const topVolume = Math.max(0, ...volumes);
  const volumeBand = topVolume > 0 ? height * VOLUME_SHARE : 0;
  const lineBand = height - volumeBand - 2 * PAD;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  const x = (i: number) => (points.length > 1 ? i * step : width / 2);
  const y = (v: number) => PAD + (high === low ? lineBand / 2 : ((high - v) / (high - low)) * lineBand);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const barWidth = Math.max(0.5, (points.length > 1 ? step : width) * 0.7);
  const bars =
    topVolume > 0
      ? volumes.map((v, i) => {
          const h = (v / topVolume) * volumeBand;
          return { x: x(i) - barWidth / 2, y: height - h, width: barWidth, height: h };
        })
      : [];
  return { line, bars, low, high, first: day(points[0]), last: day(points.at(-1)) };
}
