// PERF: the API's performance grid beside the same figures computed from the cached NAV history
// (marked ≠ where they differ beyond rounding), with rank and quartile in the category, then what
// the API never gives: calendar-year returns, the max drawdown and the worst drawdowns.
import { Show, type JSX } from 'solid-js';
import type { Drawdown, YearReturn } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { FactsGrid } from '../../components/FactsGrid';
import type { Column } from '../../components/table';
import { FundTablePanel } from './FundTablePanel';
import { EM_DASH, formatInteger, formatNumber, formatPercent, formatSignedPercent } from '../../format';
import { FundHeadline } from './FundHeadline';
import { fundCode } from '../../commands/fund-ref';
import { missingSecurityText } from '../../data/data-state';
import { perfRows, type PerfRow } from '../../data/fund-performance';
import { useFund, useFundPerformance } from '../../data/use-fund';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';
import './funds.css';

/** The grid holds ratios and Sharpe ratios: `shown` formats each by its kind. */
const gridColumns = (shown: (r: PerfRow, v: number | null) => string): Column<PerfRow>[] => [
  { id: 'figure', header: msg('Figure'), value: (r) => r.label, width: 130, sortable: false },
  { id: 'api', header: 'API', value: (r) => shown(r, r.api), align: 'right', width: 80, sortable: false },
  { id: 'ours', header: msg('Computed'), value: (r) => shown(r, r.ours), align: 'right', width: 80, sortable: false },
  {
    id: 'differs',
    header: '≠',
    value: (r) => (r.api === null || r.ours === null ? null : r.differs ? '≠' : '='),
    width: 28,
    align: 'center',
    sortable: false,
    title: msg('= the API and the computed figure agree within rounding; ≠ they differ beyond it'),
  },
  {
    id: 'rank',
    header: msg('Rank'),
    value: (r) => (r.standing ? t('{rank} of {of}', { rank: r.standing.rank, of: r.standing.of }) : null),
    width: 76,
    align: 'right',
    sortable: false,
    title: msg('Rank in the category over the cached funds with the figure (1 = best, ties share a rank)'),
  },
  {
    id: 'quartile',
    header: 'Q',
    value: (r) => r.standing?.quartile,
    kind: 'integer',
    width: 30,
    sortable: false,
    title: msg('Quartile in the category: ⌈percentile / 25⌉ with percentile = rank / n · 100; — under 4 funds'),
  },
  {
    id: 'basis',
    header: msg('Measured'),
    value: (r) => r.basis,
    sortable: false,
    title: msg('Valuations the return is measured between; frequency and number of returns of a volatility'),
  },
];

const YEARS: Column<YearReturn>[] = [
  { id: 'year', header: msg('Year'), value: (y) => (y.partial ? t('{year} (part)', { year: y.year }) : String(y.year)), width: 104 },
  { id: 'return', header: msg('Return'), value: (y) => y.value, kind: 'signed-percent', colorBySign: true, width: 80 },
];

const DRAWDOWNS: Column<Drawdown>[] = [
  { id: 'depth', header: msg('Depth'), value: (d) => d.depth, kind: 'signed-percent', colorBySign: true, width: 72 },
  { id: 'peak', header: msg('Peak'), value: (d) => d.peak, kind: 'date', width: 90 },
  { id: 'trough', header: msg('Trough'), value: (d) => d.trough, kind: 'date', width: 90 },
  { id: 'recovery', header: msg('Recovered'), value: (d) => d.recovery ?? t('not yet'), width: 90 },
];

export function FundPerformanceScreen(): JSX.Element {
  const { locale, offline } = useApp();
  const { id, fund, loaded } = useFund();
  const perf = useFundPerformance(id);
  const rows = () => {
    const f = fund();
    return f ? perfRows(f, perf()) : [];
  };
  const shown = (r: PerfRow, v: number | null) =>
    v === null
      ? EM_DASH
      : r.kind === 'sharpe'
        ? formatNumber(v, { locale: locale(), decimals: 2 })
        : r.kind === 'volatility'
          ? formatPercent(v, { locale: locale() })
          : formatSignedPercent(v, { locale: locale() });
  const grid = gridColumns(shown);
  const history = () => {
    const h = perf()?.history;
    return h
      ? t('{count} NAVs {first} → {last}', { count: formatInteger(h.count, { locale: locale() }), first: h.first, last: h.last })
      : t('no NAV history cached');
  };
  const worst = () => perf()?.maxDrawdown ?? null;

  return (
    <Show when={fund()} fallback={<div class="screen-empty">{missingSecurityText('fund', loaded(), offline())}</div>}>
      {(f) => (
        <div class="share-screen perf">
          <FundHeadline fund={f()} change={perf()?.lastChange?.value ?? null} />
          <p class="share-summary muted">
            {t(
              'Computed from {history} · Sharpe with a risk-free rate of {rate} (SET) · ranks within {category} over the cached funds (1 = best, ties share a rank) · quartile = ⌈rank / n · 100 / 25⌉, — when fewer than 4 funds have the figure',
              {
                history: history(),
                rate: formatPercent(perf()?.riskFreeRate ?? 0, { locale: locale(), decimals: 2 }),
                category: perf()?.category ?? t('the category'),
              },
            )}
          </p>
          <div class="perf-columns">
            <FundTablePanel
              aside={t('API beside computed; ≠ where they differ')}
              label="Performance"
              columns={grid}
              rows={rows()}
              rowKey={(r) => r.id}
              exportName={`${fundCode(f())}-performance`}
              autofocus
            />
            <div class="perf-side">
              <FundTablePanel
                label={t('Calendar years')}
                columns={YEARS}
                rows={[...(perf()?.calendarYears ?? [])].reverse()}
                rowKey={(y) => String(y.year)}
                exportName={`${fundCode(f())}-years`}
                emptyText={t('No whole year cached')}
              />
              <div class="des-block" role="group" aria-label={t('Max drawdown')}>
                <FactsGrid
                  label={t('Max drawdown')}
                  facts={[
                    {
                      label: t('Max drawdown'),
                      value: worst() ? formatSignedPercent(worst()?.depth, { locale: locale() }) : null,
                      tone: worst() ? 'down' : null,
                      numeric: true,
                    },
                    { label: t('Peak'), value: worst()?.peak ?? null, numeric: true },
                    { label: t('Trough'), value: worst()?.trough ?? null, numeric: true },
                    { label: t('Recovered'), value: worst() ? (worst()?.recovery ?? t('not yet')) : null, numeric: true },
                  ]}
                />
              </div>
              <FundTablePanel
                label={t('Worst drawdowns')}
                columns={DRAWDOWNS}
                rows={perf()?.worstDrawdowns ?? []}
                rowKey={(d) => d.peak}
                exportName={`${fundCode(f())}-drawdowns`}
                emptyText={t('No drawdown in the cached history')}
              />
            </div>
          </div>
        </div>
      )}
    </Show>
  );
}
