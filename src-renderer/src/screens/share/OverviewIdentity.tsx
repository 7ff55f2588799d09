// DES identity block: who the issuer is, its codes, where and how it trades, its size.
import type { JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { FactsGrid, type Fact } from '../../components/FactsGrid';
import { SectionHeader } from '../../components/SectionHeader';
import { formatCompact, formatInteger, formatNumber, isPresentNumber } from '../../format';
import { dayOf } from '../../format/days';
import { joinPresent } from '../../format/text-parts';

export function OverviewIdentity(props: { share: Share; marketCap: number | null }): JSX.Element {
  const { locale } = useApp();
  const s = () => props.share;
  const facts = (): Fact[] => [
    { label: 'Name', value: s().name },
    { label: 'Company', value: s().org_name },
    { label: 'Company code', value: s().org_code },
    { label: 'Mnemonic', value: s().mnemo_code },
    { label: 'ISIN', value: s().isin },
    { label: 'Internal code', value: s().internal_code },
    { label: 'Reuters', value: s().reuters_code },
    { label: 'Bloomberg', value: s().bloomberg_code },
    { label: 'Quoting place', value: joinPresent([s().quoting_place_code, s().quoting_place_name]) },
    { label: 'Quoting method', value: s().quoting_method },
    { label: 'Currency', value: joinPresent([s().currency_code, s().currency_name]) },
    { label: 'Country', value: joinPresent([s().country_code, s().country_name]) },
    { label: 'Sector', value: s().activity_area },
    { label: 'Legal status', value: s().legal_status },
    { label: 'Created', value: dayOf(s().creation_year) ?? s().creation_year },
    { label: 'First quoted', value: dayOf(s().first_quoting_date) },
    {
      label: 'Intro price',
      value: isPresentNumber(s().introduction_price)
        ? formatNumber(s().introduction_price, { locale: locale(), decimals: Number.isInteger(s().introduction_price) ? 0 : 2 })
        : null,
    },
    {
      label: 'Shares issued',
      value: isPresentNumber(s().number_of_shares) ? formatInteger(s().number_of_shares, { locale: locale() }) : null,
    },
    {
      label: 'Market cap',
      value:
        props.marketCap === null
          ? null
          : joinPresent([formatCompact(props.marketCap, { locale: locale(), decimals: 2 }), s().currency_code], ' '),
      title:
        props.marketCap === null
          ? undefined
          : `${formatInteger(props.marketCap, { locale: locale() })} ${s().currency_code ?? ''} = last price × shares issued`,
    },
  ];
  return (
    <div class="des-block" role="group" aria-label="Identity">
      <SectionHeader title="Identity" />
      <FactsGrid facts={facts()} label="Identity" />
    </div>
  );
}
