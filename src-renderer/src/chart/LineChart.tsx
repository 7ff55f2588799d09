// A small line chart over days (e.g. an indicator's actual against its forecast), on
// lightweight-charts with the price chart's theme: created once, setData when the data changes,
// autoSize for resizing, restyled on a theme switch, removed with the component. Its accessible
// name says the span of values, in the axis's own format (the canvas says nothing to a reader).
import { createChart, LineSeries, LineStyle, type IChartApi, type ISeriesApi, type Time } from 'lightweight-charts';
import { createEffect, For, on, onCleanup, onMount, type JSX } from 'solid-js';
import { t } from '../i18n';
import { useApp } from '../platform/context';
import { chartOptions, readChartTheme, type ChartTheme } from './chart-theme';
import './line-chart.css';

export interface LineDef {
  name: string;
  /** A theme colour of the chart. */
  color: keyof Pick<ChartTheme, 'accent' | 'muted' | 'up' | 'down' | 'text'>;
  dashed?: boolean;
  /** Points by day ("YYYY-MM-DD"); null values leave a gap. */
  points: readonly { day: string; value: number | null }[];
}

/** Ascending unique days, as the library requires; a later point of the same day wins. */
function points(line: LineDef): { time: Time; value?: number }[] {
  const byDay = new Map<string, number | null>();
  for (const p of line.points) byDay.set(p.day, p.value);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, value]) => (value === null ? { time: day } : { time: day, value }));
}

/** The lowest and highest value of the lines (null: none). */
function span(lines: readonly LineDef[]): [number, number] | null {
  const values = lines.flatMap((l) => l.points.flatMap((p) => (p.value === null ? [] : [p.value])));
  return values.length === 0 ? null : [Math.min(...values), Math.max(...values)];
}

export function LineChart(props: { lines: readonly LineDef[]; label: string; format?: (value: number) => string }): JSX.Element {
  const { settings } = useApp();
  let box!: HTMLDivElement;
  let chart: IChartApi | undefined;
  const series: ISeriesApi<'Line', Time>[] = [];

  const style = () => {
    if (!chart) return;
    const theme = readChartTheme(box);
    chart.applyOptions(chartOptions(theme));
    series.forEach((s, i) => {
      const line = props.lines[i];
      if (line) s.applyOptions({ color: theme[line.color], lineStyle: line.dashed ? LineStyle.Dashed : LineStyle.Solid });
    });
  };
  onMount(() => {
    const base = chartOptions(readChartTheme(box));
    chart = createChart(box, {
      ...base,
      autoSize: true,
      layout: { ...base.layout, attributionLogo: false },
      localization: props.format ? { priceFormatter: props.format } : {},
      handleScroll: false,
      handleScale: false,
    });
    onCleanup(() => chart?.remove());
  });
  createEffect(
    on(
      () => props.lines,
      (lines) => {
        if (!chart) return;
        while (series.length > lines.length) chart.removeSeries(series.pop() as ISeriesApi<'Line', Time>);
        while (series.length < lines.length)
          series.push(chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, lastValueVisible: false }));
        lines.forEach((line, i) => series[i]?.setData(points(line)));
        style();
        chart.timeScale().fitContent();
      },
    ),
  );
  createEffect(on(() => settings()?.theme, style, { defer: true }));
  const name = () => {
    const values = span(props.lines);
    const format = props.format ?? String;
    return values ? t('{label}, {low} to {high}', { label: props.label, low: format(values[0]), high: format(values[1]) }) : props.label;
  };
  return (
    <figure class="line-chart" aria-label={name()}>
      <div ref={box} class="line-chart-plot" />
      <figcaption class="line-chart-key">
        <For each={props.lines}>
          {(line) => (
            <span class={`line-key line-key-${line.color}`} classList={{ dashed: line.dashed === true }}>
              {line.name}
            </span>
          )}
        </For>
        <span class="muted">Charts by TradingView</span>
      </figcaption>
    </figure>
  );
}
