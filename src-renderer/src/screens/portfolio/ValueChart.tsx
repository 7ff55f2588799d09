// PORT's value over time in one currency: the value, and the cumulative time-weighted return under
// it, with the method stated. `c` switches currency when the portfolio holds several.
import { Show, type JSX } from 'solid-js';
import type { ValueHistory } from '../../../../src-main/ipc/contract';
import { minorDigits } from '../../../../src-main/shared/minor-digits';
import { LineChart } from '../../chart/LineChart';
import { formatNumber } from '../../format';
import { returnLine, valueLine } from './history-lines';

const TWR_TEXT =
  'Time-weighted return: each day (value + paid out) ÷ (value the day before + put in) − 1, chained, so money put in or taken out is not performance.';

export function ValueChart(props: { history: ValueHistory | undefined; problem: string | null; locale: string }): JSX.Element {
  const money = (value: number) => formatNumber(value, { decimals: minorDigits(props.history?.currency ?? null), locale: props.locale });
  return (
    <div class="port-value">
      <Show when={props.history} fallback={<p class="muted port-empty">{props.problem ?? 'Computing the value history…'}</p>}>
        {(history) => (
          <Show when={history().time.length > 0} fallback={<p class="muted port-empty">No transactions in this currency yet.</p>}>
            <p class="port-method">
              <span>
                {history().currency ?? 'no currency'}
                <Show when={history().currencies.length > 1}>
                  {' '}
                  <kbd>C</kbd> next of {history().currencies.length} currencies
                </Show>
              </span>{' '}
              <span class="muted">{TWR_TEXT}</span>
            </p>
            <LineChart label="Portfolio value" lines={[valueLine(history())]} format={money} />
            <LineChart label="Cumulative return (TWR)" lines={[returnLine(history())]} format={(v) => `${v.toFixed(1)} %`} />
          </Show>
        )}
      </Show>
    </div>
  );
}
