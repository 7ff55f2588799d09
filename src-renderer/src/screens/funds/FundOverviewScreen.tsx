// DES for a fund: identity (every code under either spelling the API uses), the last NAV with its
// change and estimated net flows, subscription terms, then objective and benchmark. Absent
// members show an em dash; API text is rendered as text.
import { Show, type JSX } from 'solid-js';
import type { Fund } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { FactsGrid, type Fact } from '../../components/FactsGrid';
import { MetricStrip } from '../../components/MetricStrip';
import { SectionHeader } from '../../components/SectionHeader';
import { TextBlock } from '../../components/TextBlock';
import { formatCompact, formatNumber, formatSignedPercent } from '../../format';
import { dayOf } from '../../format/days';
import { decimalsFor, ratioTone } from '../../format/figures';
import { joinPresent } from '../../format/text-parts';
import { FundHeadline } from './FundHeadline';
import { missingFundText } from './missing';
import { useFund, useFundPerformance } from '../../data/use-fund';
import '../../styles/security-screens.css';

const amount = (value: number | null | undefined, locale: string) =>
  typeof value === 'number' ? formatNumber(value, { locale, decimals: decimalsFor([value]) }) : null;

function identity(f: Fund): Fact[] {
  const org = f.organization;
  return [
    { label: 'Name', value: f.name },
    { label: 'ISIN', value: f.isin },
    { label: 'Mnemonic', value: f.mnemo },
    { label: 'Internal code', value: f.internal_code },
    { label: 'Reuters', value: f.reuters },
    { label: 'Bloomberg', value: f.bloomberg },
    { label: 'Company', value: org?.name },
    { label: 'Company country', value: joinPresent([org?.country_id, org?.country_name]) },
    { label: 'Currency', value: org?.currency },
    { label: 'Category', value: f.category ?? f.category_id },
    { label: 'Nature', value: f.nature },
    { label: 'Type', value: f.type },
    { label: 'Investor type', value: f.investor_type },
    { label: 'Fund of funds', value: f.fund_of_funds },
    { label: 'Capitalisation', value: f.capitalization_type },
    { label: 'Quoting place', value: f.coting_place },
    { label: 'Approval no.', value: f.approval_number },
    { label: 'Created', value: dayOf(f.creation_date) },
    { label: 'Closing', value: dayOf(f.closing_date) },
  ];
}

function subscription(f: Fund, locale: string): Fact[] {
  return [
    { label: 'Days', value: f.subscription_day },
    { label: 'Place', value: f.subscription_place },
    { label: 'Min. initial parts', value: f.initial_min_part },
    { label: 'Min. later parts', value: f.subsequent_min_part },
    { label: 'Initial amount', value: amount(f.initial_amount, locale), numeric: true },
    { label: 'Later amount', value: amount(f.subsequent_amount, locale), numeric: true },
    { label: 'Recommended', value: f.recommanded_duration },
    { label: 'Result', value: f.result_assignment },
    { label: 'Valuation', value: f.periodicity },
  ];
}

export function FundOverviewScreen(): JSX.Element {
  const { locale, offline } = useApp();
  const { id, fund, loaded } = useFund();
  const perf = useFundPerformance(id);
  const change = () => perf()?.lastChange?.value ?? null;

  const nav = (f: Fund): Fact[] => [
    { label: 'Last NAV', value: amount(f.last_vl, locale()), numeric: true },
    { label: 'Date', value: dayOf(f.last_vl_date), numeric: true },
    {
      label: 'Change',
      value: change() === null ? null : formatSignedPercent(change(), { locale: locale() }),
      tone: ratioTone(change()),
      numeric: true,
      title: perf()?.lastChange ? `Against the NAV of ${perf()?.lastChange?.previous}` : undefined,
    },
    { label: 'Original NAV', value: amount(f.original_vl, locale()), numeric: true },
    { label: 'Original date', value: dayOf(f.original_vl_date), numeric: true },
  ];
  const flows = () =>
    (perf()?.netFlows ?? []).map((flow) => ({
      label: flow.period,
      text: flow.value === null ? '—' : `${flow.value > 0 ? '+' : ''}${formatCompact(flow.value, { locale: locale(), decimals: 1 })}`,
      tone: flow.value === null ? null : flow.value > 0 ? ('up' as const) : flow.value < 0 ? ('down' as const) : ('flat' as const),
    }));

  return (
    <Show when={fund()} fallback={<div class="screen-empty">{missingFundText(loaded(), offline())}</div>}>
      {(f) => (
        <div class="des">
          <FundHeadline fund={f()} change={change()} />
          <div class="des-columns">
            <div class="des-block" role="group" aria-label="Identity">
              <SectionHeader title="Identity" />
              <FactsGrid facts={identity(f())} label="Identity" />
            </div>
            <div class="des-block" role="group" aria-label="Net asset value">
              <SectionHeader title="Net asset value" aside={f().organization?.currency ?? undefined} />
              <FactsGrid facts={nav(f())} label="Net asset value" />
              <SectionHeader title="Estimated net flows" aside="Δ net assets − NAV effect" />
              <MetricStrip metrics={flows()} label="Estimated net flows" />
              <SectionHeader title="Subscription" />
              <FactsGrid facts={subscription(f(), locale())} label="Subscription" />
              <TextBlock text={f().subscription} label="Subscription terms" />
            </div>
          </div>
          <SectionHeader title="Objective" />
          <TextBlock text={f().goal} label="Objective" />
          <SectionHeader title="Benchmark" />
          <TextBlock text={f().benchmark} label="Benchmark" />
        </div>
      )}
    </Show>
  );
}
