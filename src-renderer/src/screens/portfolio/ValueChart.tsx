// PORT's value over time in one currency: the value, and the cumulative time-weighted return under
// it, with the method stated. `c` switches currency when the portfolio holds several.
import { Show, type JSX } from 'solid-js';
import type { ValueHistory } from '../../../../src-main/ipc/contract';
import { minorDigits } from '../../../../src-main/shared/minor-digits';
import { LineChart } from '../../chart/LineChart';
import { formatNumber } from '../../format';
import { msg, t } from '../../i18n';
import { returnLine, valueLine } from './history-lines';

const TWR_TEXT = msg(
  'Time-weighted return: each day (value + paid out) ÷ (value the day before + put in) − 1, chained, so money put in or taken out is not performance.',
);

export function ValueChart(props: { history: ValueHistory | undefined; problem: string | null; locale: string }): JSX.Element {
  const money = (value: number) => formatNumber(value, { decimals: minorDigits(props.history?.currency ?? null), locale: props.locale });
  return (
    <div class="port-value">
      <Show when={props.history} fallback={<p class="muted port-empty">{props.problem ?? t('Computing the value history…')}</p>}>
        {(history) => (
          <Show when={history().time.length > 0} fallback={<p class="muted port-empty">{t('No transactions in this currency yet.')}</p>}>
            <p class="port-method">
              <span>
                {history().currency ?? t('no currency')}
                <Show when={history().currencies.length > 1}>
                  {' '}
                  <kbd>C</kbd> {t('next of {count} currencies', { count: history().currencies.length })}
                </Show>
              </span>{' '}
              <span class="muted">{t(TWR_TEXT)}</span>
            </p>
            <LineChart label={t('Portfolio value')} lines={[valueLine(history())]} format={money} />
            <LineChart label={t('Cumulative return (TWR)')} lines={[returnLine(history())]} format={(v) => `${v.toFixed(1)} %`} />
          </Show>
        )}
      </Show>
    </div>
  );
}
