// A static chart for paper: the line of a year and its volumes as SVG, crisp at any print scale and
// drawn in the page's own colours (no canvas, no theme to follow).
import { For, Show, type JSX } from 'solid-js';
import { t } from '../i18n';
import { printGeometry, type PrintPoint } from './print-chart';

const WIDTH = 640;
const HEIGHT = 200;

export function PrintChart(props: { points: readonly PrintPoint[]; label: string; format: (value: number) => string }): JSX.Element {
  const g = () => printGeometry(props.points, WIDTH, HEIGHT);
  return (
    <figure class="print-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={props.label}>
        <For each={g().bars}>{(bar) => <rect class="print-chart-bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />}</For>
        <path class="print-chart-line" d={g().line} />
      </svg>
      <Show when={props.points.length > 0}>
        <figcaption class="print-chart-axis">
          <span>{g().first}</span>
          <span>{t('low {low} · high {high}', { low: props.format(g().low), high: props.format(g().high) })}</span>
          <span>{g().last}</span>
        </figcaption>
      </Show>
    </figure>
  );
}
