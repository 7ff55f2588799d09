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

export function OverviewIdentity(props: { share: Share; marketCap: number | null; changes: ChangedFields }): JSX.Element {
  const { locale } = useApp();
  const s = () => props.share;
  const facts = (): Fact[] => [
    { label: 'Name', change: changeOf(props.changes, 'name'), value: s().name },
    { label: 'Company', change: changeOf(props.changes, 'org_name'), value: s().org_name },
    { label: 'Company code', change: changeOf(props.changes, 'org_code'), value: s().org_code },
    { label: 'Mnemonic', change: changeOf(props.changes, 'mnemo_code'), value: s().mnemo_code },
    { label: 'ISIN', change: changeOf(props.changes, 'isin'), value: s().isin },
    { label: 'Internal code', change: changeOf(props.changes, 'internal_code'), value: s().internal_code },
    { label: 'Reuters', change: changeOf(props.changes, 'reuters_code'), value: s().reuters_code },
    { label: 'Bloomberg', change: changeOf(props.changes, 'bloomberg_code'), value: s().bloomberg_code },
    {
      label: 'Quoting place',
      change: changeOf(props.changes, 'quoting_place_code', 'quoting_place_name'),
      value: joinPresent([s().quoting_place_code, s().quoting_place_name]),
    },
    { label: 'Quoting method', change: changeOf(props.changes, 'quoting_method'), value: s().quoting_method },
    {
      label: 'Currency',
      change: changeOf(props.changes, 'currency_code', 'currency_name'),
      value: joinPresent([s().currency_code, s().currency_name]),
    },
    {
      label: 'Country',
      change: changeOf(props.changes, 'country_code', 'country_name'),
      value: joinPresent([s().country_code, s().country_name]),
    },
    { label: 'Sector', change: changeOf(props.changes, 'activity_area'), value: s().activity_area },
    { label: 'Legal status', change: changeOf(props.changes, 'legal_status'), value: s().legal_status },
    { label: 'Created', change: changeOf(props.changes, 'creation_year'), value: dayOf(s().creation_year) ?? s().creation_year },
    { label: 'First quoted', change: changeOf(props.changes, 'first_quoting_date'), value: dayOf(s().first_quoting_date) },
    {
      label: 'Intro price',
      change: changeOf(props.changes, 'introduction_price'),
      value: isPresentNumber(s().introduction_price)
        ? formatNumber(s().introduction_price, { locale: locale(), decimals: Number.isInteger(s().introduction_price) ? 0 : 2 })
        : null,
    },
    {
      label: 'Shares issued',
      change: changeOf(props.changes, 'number_of_shares'),
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
