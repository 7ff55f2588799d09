// A fund screen's top line: code, name, last NAV with its date and change against the previous one.
import { Show, type JSX } from 'solid-js';
import type { Fund } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { EM_DASH, formatNumber, formatSignedPercent } from '../../format';
import { dayOf } from '../../format/days';
import { decimalsFor, ratioTone } from '../../format/figures';
import { fundCode } from '../../commands/fund-ref';
import { t } from '../../i18n';

/** `change` (last NAV against the one before) is shown when given. */
export function FundHeadline(props: { fund: Fund; change?: number | null }): JSX.Element {
  const { locale } = useApp();
  const tone = () => ratioTone(props.change);
  return (
    <div class="des-headline">
      <span class="des-mnemo">{fundCode(props.fund)}</span>
      <span class="des-name" title={props.fund.organization?.name ?? undefined}>
        {props.fund.name ?? EM_DASH}
      </span>
      <span class="des-spacer" />
      <span class="des-last" aria-label={t('Last NAV')}>
        {formatNumber(props.fund.last_vl, { locale: locale(), decimals: decimalsFor([props.fund.last_vl]) })}
        <span class="des-ccy">{props.fund.organization?.currency ?? ''}</span>
      </span>
      <Show when={props.change !== undefined}>
        <span class="des-change" classList={{ up: tone() === 'up', down: tone() === 'down' }} aria-label={t('Change')}>
          {tone() === 'up' ? '▲ ' : tone() === 'down' ? '▼ ' : ''}
          {formatSignedPercent(props.change, { locale: locale() })}
        </span>
      </Show>
      <span class="des-kv">
        <span class="muted">{t('NAV of')}</span> {dayOf(props.fund.last_vl_date) ?? EM_DASH}
      </span>
    </div>
  );
}
