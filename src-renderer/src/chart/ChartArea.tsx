// The parts every chart screen lays out the same way: the chart's element (made here, so GP can
// keep it for the pane's next GP), the area it draws in with its legend and empty-state text, and
// the key line with the credit lightweight-charts' licence asks for.
import { createRenderEffect, Show, type JSX } from 'solid-js';
import { t } from '../i18n';
import { ChartLegend, type StudyAction } from './ChartLegend';
import type { LegendLine } from './legend';

export const TRADINGVIEW_URL = 'https://www.tradingview.com/';

/** A chart's element: focusable, focused when its pane is, and announced as a chart. */
export function chartHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.className = 'chart-host';
  host.tabIndex = 0;
  host.dataset.autofocus = '';
  host.setAttribute('role', 'img');
  host.setAttribute('aria-roledescription', t('chart'));
  return host;
}

/** The chart's element labelled `label`, its legend (if it has one) and, when nothing is drawn, why. */
export function ChartArea(props: {
  host: HTMLElement;
  label: string;
  legend?: LegendLine | null;
  onStudy?: StudyAction;
  empty: string | null;
  /** Drawn over the chart (the study picker). */
  children?: JSX.Element;
}): JSX.Element {
  createRenderEffect(() => props.host.setAttribute('aria-label', props.label));
  return (
    <div class="chart-area">
      {props.host}
      <ChartLegend line={props.legend ?? null} onStudy={props.onStudy} />
      {props.children}
      <Show when={props.empty}>
        {(text) => (
          <div class="chart-empty" role="status">
            {text()}
          </div>
        )}
      </Show>
    </div>
  );
}

/** The line under a chart: its keys, what `children` add, and the credit (opened by `onCredit`). */
export function ChartKeyLine(props: { keys: string; onCredit: () => void; children?: JSX.Element }): JSX.Element {
  return (
    <div class="key-line">
      <span class="key-line-keys" aria-hidden="true">
        {props.keys}
      </span>
      {props.children}
      {/* The credit lightweight-charts' licence asks for, through the app's guarded link path. */}
      <button type="button" class="chart-credit" tabindex="-1" onClick={() => props.onCredit()}>
        Charts by TradingView
      </button>
    </div>
  );
}
