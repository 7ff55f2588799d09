// The chart's colours and font come from the theme's CSS variables (canvas cannot use var()),
// read from the chart's own element so the light theme, or a restyled pane, just works.
import { ColorType, CrosshairMode, LineStyle, type ChartOptions, type DeepPartial } from 'lightweight-charts';
import { withAlpha } from './color';
import type { StudyColor } from './studies';

export interface ChartTheme {
  background: string;
  text: string;
  muted: string;
  border: string;
  grid: string;
  up: string;
  down: string;
  accent: string;
  /** The study palette: each slot's colour in this theme (legible on its background). */
  studies: Record<StudyColor, string>;
  dividend: string;
  diary: string;
  font: string;
}

export function readChartTheme(element: HTMLElement): ChartTheme {
  const style = getComputedStyle(element);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: v('--bg-panel', '#11161c'),
    text: v('--text', '#d5dce4'),
    muted: v('--text-muted', '#7c8896'),
    border: v('--border', '#232c36'),
    grid: v('--chart-grid', 'rgba(124, 136, 150, 0.12)'),
    up: v('--up', '#22c55e'),
    down: v('--down', '#f04a4a'),
    accent: v('--accent', '#ffb000'),
    studies: {
      amber: v('--study-amber', '#ffb000'),
      blue: v('--study-blue', '#60a5fa'),
      magenta: v('--study-magenta', '#e879f9'),
      teal: v('--study-teal', '#2dd4bf'),
      orange: v('--study-orange', '#fb923c'),
      lime: v('--study-lime', '#a3e635'),
    },
    dividend: v('--chart-dividend', '#ffb000'),
    diary: v('--chart-diary', '#60a5fa'),
    font: v('--font-mono', 'monospace'),
  };
}

export function chartOptions(theme: ChartTheme): DeepPartial<ChartOptions> {
  const crossLine = { color: theme.muted, style: LineStyle.Dashed, width: 1 as const, labelBackgroundColor: theme.border };
  return {
    layout: {
      background: { type: ColorType.Solid, color: theme.background },
      textColor: theme.muted,
      fontFamily: theme.font,
      fontSize: 11,
      panes: { separatorColor: theme.border, separatorHoverColor: withAlpha(theme.accent, 0.3) },
    },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.border },
    timeScale: { borderColor: theme.border },
    crosshair: { mode: CrosshairMode.Normal, vertLine: crossLine, horzLine: crossLine },
  };
}
