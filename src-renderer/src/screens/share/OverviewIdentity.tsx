// DES identity block: who the issuer is, its codes, where and how it trades, its size.
import type { JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { FactsGrid, type Fact } from '../../components/FactsGrid';
import { SectionHeader } from '../../components/SectionHeader';
import { changeOf, type ChangedFields } from '../../data/use-latest-changes';
import { formatCompact, formatInteger, formatNumber, isPresentNumber } from '../../format';
import { dayOf } from '../../format/days';
import { joinPresent } from '../../format/text-parts';
import { t } from '../../i18n';

export function OverviewIdentity(props: { share: Share; marketCap: number | null; changes: ChangedFields }): JSX.Element {
  const { locale } = useApp();
  const s = () => props.share;
  const facts = (): Fact[] => [
    { label: t('Name'), change: changeOf(props.changes, 'name'), value: s().name },
    { label: t('Company'), change: changeOf(props.changes, 'org_name'), value: s().org_name },
    { label: t('Company code'), change: changeOf(props.changes, 'org_code'), value: s().org_code },
    { label: t('Mnemonic'), change: changeOf(props.changes, 'mnemo_code'), value: s().mnemo_code },
    { label: 'ISIN', change: changeOf(props.changes, 'isin'), value: s().isin },
    { label: t('Internal code'), change: changeOf(props.changes, 'internal_code'), value: s().internal_code },
    { label: 'Reuters', change: changeOf(props.changes, 'reuters_code'), value: s().reuters_code },
    { label: 'Bloomberg', change: changeOf(props.changes, 'bloomberg_code'), value: s().bloomberg_code },
    {
      label: t('Quoting place'),
      change: changeOf(props.changes, 'quoting_place_code', 'quoting_place_name'),
      value: joinPresent([s().quoting_place_code, s().quoting_place_name]),
    },
    { label: t('Quoting method'), change: changeOf(props.changes, 'quoting_method'), value: s().quoting_method },
    {
      label: t('Currency'),
      change: changeOf(props.changes, 'currency_code', 'currency_name'),
      value: joinPresent([s().currency_code, s().currency_name]),
    },
    {
      label: t('Country'),
      change: changeOf(props.changes, 'country_code', 'country_name'),
      value: joinPresent([s().country_code, s().country_name]),
    },
    { label: t('Sector'), change: changeOf(props.changes, 'activity_area'), value: s().activity_area },
    { label: t('Legal status'), change: changeOf(props.changes, 'legal_status'), value: s().legal_status },
    { label: t('Created'), change: changeOf(props.changes, 'creation_year'), value: dayOf(s().creation_year) ?? s().creation_year },
    { label: t('First quoted'), change: changeOf(props.changes, 'first_quoting_date'), value: dayOf(s().first_quoting_date) },
    {
      label: t('Intro price'),
      change: changeOf(props.changes, 'introduction_price'),
      value: isPresentNumber(s().introduction_price)
        ? formatNumber(s().introduction_price, { locale: locale(), decimals: Number.isInteger(s().introduction_price) ? 0 : 2 })
        : null,
    },
    {
      label: t('Shares issued'),
      change: changeOf(props.changes, 'number_of_shares'),
      value: isPresentNumber(s().number_of_shares) ? formatInteger(s().number_of_shares, { locale: locale() }) : null,
    },
    {
      label: t('Market cap'),
      value:
        props.marketCap === null
          ? null
          : joinPresent([formatCompact(props.marketCap, { locale: locale(), decimals: 2 }), s().currency_code], ' '),
      title:
        props.marketCap === null
          ? undefined
          : t('{amount} {currency} = last price × shares issued', {
              amount: formatInteger(props.marketCap, { locale: locale() }),
              currency: s().currency_code ?? '',
            }),
    },
  ];
  return (
    <div class="des-block" role="group" aria-label={t('Identity')}>
      <SectionHeader title={t('Identity')} />
      <FactsGrid facts={facts()} label={t('Identity')} />
    </div>
  );
}
