// A row of small labelled figures (performance or volatility by horizon), read left to right.
// In a narrow block the row folds into two even rows rather than leaving one figure alone.
import { For, type JSX } from 'solid-js';
import { EM_DASH } from '../format';
import './panels.css';

export interface Metric {
  label: string;
  text: string;
  tone?: 'up' | 'down' | 'flat' | null;
}

export function MetricStrip(props: { metrics: readonly Metric[]; label: string }): JSX.Element {
  const count = () => Math.max(1, props.metrics.length);
  return (
    <div class="metric-strip-box">
      <dl
        class="metric-strip"
        aria-label={props.label}
        style={{ '--metric-cols': String(count()), '--metric-half': String(Math.ceil(count() / 2)) }}
      >
        <For each={props.metrics}>
          {(metric) => (
            <div class="metric">
              <dt>{metric.label}</dt>
              <dd classList={{ up: metric.tone === 'up', down: metric.tone === 'down', absent: metric.text === EM_DASH }}>{metric.text}</dd>
            </div>
          )}
        </For>
      </dl>
    </div>
  );
}
