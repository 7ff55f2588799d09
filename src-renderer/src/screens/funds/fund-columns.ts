// FUNDS' table: identity, last NAV, returns, risk and the category quartile. Returns and risk are
// the API's figures where it gives them; where it does not, ours from the cached NAV history,
// and the column says so (ᶜ). Max drawdown and quartile are always ours.
import type { Fund, FundMetrics } from '../../../../src-main/ipc/contract';
import { withPriorities, type Column } from '../../components/table/columns';
import { feePercent } from '../../data/fund-fees';
import { msg, t } from '../../i18n';

export interface FundRow {
  fund: Fund;
  metrics: FundMetrics | undefined;
}

/** The API's figure, else ours. */
type Figure = { api: keyof Fund; ours: keyof FundMetrics };

function figure(row: FundRow, { api, ours }: Figure): number | null {
  const given = row.fund[api];
  if (typeof given === 'number') return given;
  const computed = row.metrics?.[ours];
  return typeof computed === 'number' ? computed : null;
}

/** A figure's tooltip, with where the figure comes from: `title` is marked with msg. */
const computedTitle = (title: string) =>
  t('{title}. The API figure where it gives one; otherwise computed from the cached NAV history (ᶜ)', { title: t(title) });

function ratio(id: string, header: string, source: Figure, title: string, signed = true): Column<FundRow> {
  return {
    id,
    header,
    value: (r) => figure(r, source),
    kind: signed ? 'signed-percent' : 'percent',
    decimals: 1,
    colorBySign: signed,
    width: 62,
    title: computedTitle(title),
  };
}

/**
 * What a narrow pane hides first (3, then 2): the name, NAV and its day always stay; the code goes
 * last, so a third of an 800 px window shows the NAV and its day whole.
 */
const NARROW: Readonly<Record<string, 2 | 3>> = {
  mnemo: 2,
  r1m: 2,
  ytd: 2,
  r1y: 2,
  r3y: 3,
  vol1y: 3,
  sharpe1y: 3,
  mdd1y: 3,
  quartile: 3,
  category: 3,
  company: 3,
  nature: 3,
  type: 3,
  periodicity: 3,
  currency: 3,
  isin: 3,
  mgmtFee: 3,
};

/** Built where they are shown: the tooltips are put together in the UI language. */
export function fundColumns(): Column<FundRow>[] {
  return withPriorities(everyFundColumn(), NARROW);
}

function everyFundColumn(): Column<FundRow>[] {
  return [
    { id: 'name', header: msg('Name'), value: (r) => r.fund.name, width: 210, minWidth: 96 },
    { id: 'mnemo', header: msg('Mnemo'), value: (r) => r.fund.mnemo, width: 62 },
    { id: 'nav', header: msg('NAV'), value: (r) => r.fund.last_vl, kind: 'number', width: 92, title: msg('Last net asset value') },
    { id: 'navDate', header: msg('NAV date'), value: (r) => r.fund.last_vl_date, kind: 'date', width: 92 },
    ratio('r1m', '1M', { api: 'varp1m', ours: 'return1m' }, msg('Return over 1 month')),
    ratio('ytd', 'YTD', { api: 'varpytd', ours: 'returnYtd' }, msg('Return since the end of last year')),
    ratio('r1y', '1Y', { api: 'varp1y', ours: 'return1y' }, msg('Return over 1 year')),
    ratio('r3y', '3Y', { api: 'varp3y', ours: 'return3y' }, msg('Return over 3 years')),
    ratio('vol1y', 'Vol 1Yᶜ', { api: 'volat1y', ours: 'volatility1y' }, msg('Annualised volatility over 1 year'), false),
    {
      id: 'sharpe1y',
      header: 'Sharpe 1Yᶜ',
      value: (r) => figure(r, { api: 'sharpe1y', ours: 'sharpe1y' }),
      kind: 'number',
      width: 70,
      title: computedTitle(msg('Sharpe ratio over 1 year')),
    },
    {
      id: 'mdd1y',
      header: msg('Max DD 1Yᶜ'),
      value: (r) => r.metrics?.maxDrawdown1y,
      kind: 'signed-percent',
      decimals: 1,
      colorBySign: true,
      width: 74,
      title: msg('Deepest fall from a peak over 1 year, computed from the cached NAV history'),
    },
    {
      id: 'quartile',
      header: 'Qᶜ',
      value: (r) => r.metrics?.quartile1y,
      kind: 'integer',
      width: 34,
      title: msg('Quartile of the 1Y return within the category (1 = best), computed over the cached funds'),
    },
    { id: 'category', header: msg('Category'), value: (r) => r.fund.category ?? r.fund.category_id, width: 110 },
    { id: 'company', header: msg('Company'), value: (r) => r.fund.organization?.name, width: 170 },
    { id: 'nature', header: 'Nature', value: (r) => r.fund.nature, width: 58 },
    { id: 'type', header: 'Type', value: (r) => r.fund.type, width: 64 },
    { id: 'periodicity', header: msg('Period.'), value: (r) => r.fund.periodicity, width: 96, title: msg('Valuation periodicity') },
    { id: 'currency', header: msg('Ccy'), value: (r) => r.fund.organization?.currency, width: 40, title: msg('Currency') },
    { id: 'isin', header: 'ISIN', value: (r) => r.fund.isin, width: 104 },
    {
      id: 'mgmtFee',
      header: msg('Mgmt fee'),
      value: (r) => feePercent(r.fund.fees?.management),
      kind: 'number',
      width: 66,
      title: msg('Management fee (%), where the API gives a plain percentage'),
    },
  ];
}
