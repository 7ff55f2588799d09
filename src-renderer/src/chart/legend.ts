// What the chart's legend says for one bar: the bar under the crosshair, or the last one.
import { AVERAGE_WINDOWS, type Bar, type ChartSeries } from './candles';
import type { PlacedEvent } from './events';

export interface LegendModel {
  bar: Bar;
  /** Shown averages at that bar (null where not enough bars yet). */
  averages: { window: number; value: number | null }[];
  /** Events placed on that bar. */
  events: PlacedEvent[];
  /** True for the bar under the crosshair, false for the default (last) bar. */
  hovered: boolean;
}

/**
 * The legend for bar `index` (null: the last bar), with the first `averageCount` averages.
 * null when there are no bars.
 */
export function legendAt(
  series: ChartSeries,
  events: readonly PlacedEvent[],
  index: number | null,
  averageCount: number,
): LegendModel | null {
  const i = index !== null && index >= 0 && index < series.bars.length ? index : series.bars.length - 1;
  const bar = series.bars[i];
  if (bar === undefined) return null;
  return {
    bar,
    averages: AVERAGE_WINDOWS.slice(0, averageCount).map((window, k) => ({ window, value: series.averages[k]?.[i] ?? null })),
    events: events.filter((event) => event.index === i),
    hovered: i === index,
  };
}
