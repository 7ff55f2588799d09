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
import { missingSecurityText } from '../../data/data-state';
import { useFund, useFundPerformance } from '../../data/use-fund';
import { changeOf, useLatestChanges, type ChangedFields } from '../../data/use-latest-changes';
import { t } from '../../i18n';
import '../../styles/security-screens.css';

const amount = (value: number | null | undefined, locale: string) =>
  typeof value === 'number' ? formatNumber(value, { locale, decimals: decimalsFor([value]) }) : null;

function identity(f: Fund, changes: ChangedFields): Fact[] {
  const org = f.organization;
  return [
    { label: t('Name'), change: changeOf(changes, 'name'), value: f.name },
    { label: 'ISIN', change: changeOf(changes, 'isin'), value: f.isin },
    { label: t('Mnemonic'), change: changeOf(changes, 'mnemo'), value: f.mnemo },
    { label: t('Internal code'), change: changeOf(changes, 'internal_code'), value: f.internal_code },
    { label: 'Reuters', change: changeOf(changes, 'reuters'), value: f.reuters },
    { label: 'Bloomberg', change: changeOf(changes, 'bloomberg'), value: f.bloomberg },
    { label: t('Company'), change: changeOf(changes, 'organization.name'), value: org?.name },
    {
      label: t('Company country'),
      change: changeOf(changes, 'organization.country_id', 'organization.country_name'),
      value: joinPresent([org?.country_id, org?.country_name]),
    },
    { label: t('Currency'), change: changeOf(changes, 'organization.currency'), value: org?.currency },
    { label: t('Category'), change: changeOf(changes, 'category', 'category_id'), value: f.category ?? f.category_id },
    { label: 'Nature', change: changeOf(changes, 'nature'), value: f.nature },
    { label: 'Type', change: changeOf(changes, 'type'), value: f.type },
    { label: t('Investor type'), change: changeOf(changes, 'investor_type'), value: f.investor_type },
    { label: t('Fund of funds'), change: changeOf(changes, 'fund_of_funds'), value: f.fund_of_funds },
    { label: 'Capitalisation', change: changeOf(changes, 'capitalization_type'), value: f.capitalization_type },
    { label: t('Quoting place'), change: changeOf(changes, 'coting_place'), value: f.coting_place },
    { label: t('Approval no.'), change: changeOf(changes, 'approval_number'), value: f.approval_number },
    { label: t('Created'), change: changeOf(changes, 'creation_date'), value: dayOf(f.creation_date) },
    { label: t('Closing'), change: changeOf(changes, 'closing_date'), value: dayOf(f.closing_date) },
  ];
}

function subscription(f: Fund, locale: string, changes: ChangedFields): Fact[] {
  return [
    { label: t('Days'), change: changeOf(changes, 'subscription_day'), value: f.subscription_day },
    { label: 'Place', change: changeOf(changes, 'subscription_place'), value: f.subscription_place },
    { label: t('Min. initial parts'), change: changeOf(changes, 'initial_min_part'), value: f.initial_min_part },
    { label: t('Min. later parts'), change: changeOf(changes, 'subsequent_min_part'), value: f.subsequent_min_part },
    { label: t('Initial amount'), change: changeOf(changes, 'initial_amount'), value: amount(f.initial_amount, locale), numeric: true },
    { label: t('Later amount'), change: changeOf(changes, 'subsequent_amount'), value: amount(f.subsequent_amount, locale), numeric: true },
    { label: t('Recommended'), change: changeOf(changes, 'recommanded_duration'), value: f.recommanded_duration },
    { label: t('Result'), change: changeOf(changes, 'result_assignment'), value: f.result_assignment },
    { label: t('Valuation'), change: changeOf(changes, 'periodicity'), value: f.periodicity },
  ];
}

export function FundOverviewScreen(): JSX.Element {
  const { locale, offline } = useApp();
  const { id, fund, loaded } = useFund();
  const perf = useFundPerformance(id);
  const change = () => perf()?.lastChange?.value ?? null;
  const changes = useLatestChanges('funds', id);

  const nav = (f: Fund): Fact[] => [
    { label: t('Last NAV'), change: changeOf(changes(), 'last_vl'), value: amount(f.last_vl, locale()), numeric: true },
    { label: 'Date', change: changeOf(changes(), 'last_vl_date'), value: dayOf(f.last_vl_date), numeric: true },
    {
      label: t('Change'),
      value: change() === null ? null : formatSignedPercent(change(), { locale: locale() }),
      tone: ratioTone(change()),
      numeric: true,
      title: perf()?.lastChange ? t('Against the NAV of {day}', { day: perf()?.lastChange?.previous ?? '' }) : undefined,
    },
    { label: t('Original NAV'), change: changeOf(changes(), 'original_vl'), value: amount(f.original_vl, locale()), numeric: true },
    { label: t('Original date'), change: changeOf(changes(), 'original_vl_date'), value: dayOf(f.original_vl_date), numeric: true },
  ];
  const flows = () =>
    (perf()?.netFlows ?? []).map((flow) => ({
      label: flow.period,
      text: flow.value === null ? '—' : `${flow.value > 0 ? '+' : ''}${formatCompact(flow.value, { locale: locale(), decimals: 1 })}`,
      tone: flow.value === null ? null : flow.value > 0 ? ('up' as const) : flow.value < 0 ? ('down' as const) : ('flat' as const),
    }));

  return (
    <Show when={fund()} fallback={<div class="screen-empty">{missingSecurityText('fund', loaded(), offline())}</div>}>
      {(f) => (
        <div class="des">
          <FundHeadline fund={f()} change={change()} />
          <div class="des-columns">
            <div class="des-block" role="group" aria-label={t('Identity')}>
              <SectionHeader title={t('Identity')} />
              <FactsGrid facts={identity(f(), changes())} label={t('Identity')} />
            </div>
            <div class="des-block" role="group" aria-label={t('Net asset value')}>
              <SectionHeader title={t('Net asset value')} aside={f().organization?.currency ?? undefined} />
              <FactsGrid facts={nav(f())} label={t('Net asset value')} />
              <SectionHeader title={t('Estimated net flows')} aside={t('Δ net assets − NAV effect')} />
              <MetricStrip metrics={flows()} label={t('Estimated net flows')} />
              <SectionHeader title={t('Subscription')} />
              <FactsGrid facts={subscription(f(), locale(), changes())} label={t('Subscription')} />
              <TextBlock text={f().subscription} label={t('Subscription terms')} />
            </div>
          </div>
          <SectionHeader title={t('Objective')} />
          <TextBlock text={f().goal} label={t('Objective')} />
          <SectionHeader title={t('Benchmark')} />
          <TextBlock text={f().benchmark} label={t('Benchmark')} />
        </div>
      )}
    </Show>
  );
}
