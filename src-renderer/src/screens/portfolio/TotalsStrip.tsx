// PORT's totals, one line per currency (no exchange rates: never added across currencies). An
// incomplete total says so first, with why, since its sums leave the unpriced positions out.
import { For, Show, type JSX } from 'solid-js';
import type { CurrencyTotal } from '../../../../src-main/ipc/contract';
import { minorDigits } from '../../../../src-main/shared/minor-digits';
import { formatNumber, formatSigned, formatSignedPercent, signClass } from '../../format';
import { t } from '../../i18n';

function Figure(props: { label: string; text: string; sign?: 'up' | 'down' | 'flat' }): JSX.Element {
  return (
    <span class="port-figure">
      <span class="muted">{props.label}</span> <span class={props.sign ?? ''}>{props.text}</span>
    </span>
  );
}

function TotalLine(props: { total: CurrencyTotal; locale: string }): JSX.Element {
  const decimals = () => minorDigits(props.total.currency);
  const money = (value: number | null) => formatNumber(value, { decimals: decimals(), locale: props.locale });
  const signed = (value: number | null) => formatSigned(value, { decimals: decimals(), locale: props.locale });
  return (
    <li class="port-total" classList={{ incomplete: !props.total.complete }}>
      <span class="port-ccy">{props.total.currency ?? t('no currency')}</span>
      <Show when={!props.total.complete}>
        <span class="port-incomplete" title={props.total.reasons.join('\n')}>
          {t('incomplete: {reasons}', { reasons: props.total.reasons.join('; ') })}
        </span>
      </Show>
      <Figure label={t('value')} text={money(props.total.marketValue)} />
      <Figure label={t('cost')} text={money(props.total.costBasis)} />
      <Figure
        label={t('unrealized')}
        text={`${signed(props.total.unrealized)} (${formatSignedPercent(props.total.unrealizedPct, { decimals: 1, locale: props.locale })})`}
        sign={signClass(props.total.unrealized)}
      />
      <Figure label={t('realized')} text={signed(props.total.realized)} sign={signClass(props.total.realized)} />
      <Figure label={t('dividends')} text={money(props.total.dividends)} />
      <Figure label={t('day')} text={signed(props.total.dayChange)} sign={signClass(props.total.dayChange)} />
    </li>
  );
}

export function TotalsStrip(props: { totals: readonly CurrencyTotal[]; locale: string }): JSX.Element {
  return (
    <ul class="port-totals" aria-label={t('Totals per currency')}>
      <For each={props.totals}>{(total) => <TotalLine total={total} locale={props.locale} />}</For>
    </ul>
  );
}
