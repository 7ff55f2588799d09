// DES top line: what a trader looks for first. Name, last price, change, date, market cap.
import type { JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { EM_DASH, formatCompact, formatNumber, formatSignedPercent } from '../../format';
import { dayOf } from '../../format/days';
import { decimalsFor, ratioTone } from '../../format/figures';
import type { Quote } from '../../data/share-overview';
import { t } from '../../i18n';

export function OverviewHeadline(props: { share: Share; quote: Quote; marketCap: number | null }): JSX.Element {
  const { locale } = useApp();
  const tone = () => ratioTone(props.quote.variation);
  return (
    <div class="des-headline">
      <span class="des-mnemo">{props.share.mnemo_code ?? EM_DASH}</span>
      <span class="des-name" title={props.share.org_name ?? undefined}>
        {props.share.org_name ?? props.share.name ?? EM_DASH}
      </span>
      <span class="des-spacer" />
      <span class="des-last" aria-label={t('Last price')}>
        {formatNumber(props.quote.last, { locale: locale(), decimals: decimalsFor([props.quote.last]) })}
        <span class="des-ccy">{props.share.currency_code ?? ''}</span>
      </span>
      <span class="des-change" classList={{ up: tone() === 'up', down: tone() === 'down' }} aria-label={t('Change')}>
        {tone() === 'up' ? '▲ ' : tone() === 'down' ? '▼ ' : ''}
        {formatSignedPercent(props.quote.variation, { locale: locale() })}
      </span>
      <span class="des-kv" title={t('The trading day of this price (the pane header says when it was fetched)')}>
        <span class="muted">{t('price date')}</span> {dayOf(props.quote.date) ?? EM_DASH}
      </span>
      <span class="des-kv">
        <span class="muted">{t('Mkt cap')}</span> {formatCompact(props.marketCap, { locale: locale(), decimals: 2 })}
        <span class="des-ccy">{props.marketCap === null ? '' : (props.share.currency_code ?? '')}</span>
      </span>
    </div>
  );
}
