// Removing a series the chart no longer holds throws ("Series not found") — a series in a pane
// that went first, or a chart already removed — and a throw in a screen's cleanup stops Solid
// mid-way, leaving the pane on the old screen. What goes away with a screen removes only what is there.
import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';

export function removeSeriesIfPresent(chart: IChartApi, series: ISeriesApi<SeriesType>): void {
  if (chart.panes().some((pane) => pane.getSeries().includes(series))) chart.removeSeries(series);
}
