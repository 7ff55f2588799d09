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
import '../../styles/security-screens.css';
import './funds.css';

/** The grid holds ratios and Sharpe ratios: `shown` formats each by its kind. */
const gridColumns = (shown: (r: PerfRow, v: number | null) => string): Column<PerfRow>[] => [
  { id: 'figure', header: 'Figure', value: (r) => r.label, width: 130, sortable: false },
  { id: 'api', header: 'API', value: (r) => shown(r, r.api), align: 'right', width: 80, sortable: false },
  { id: 'ours', header: 'Computed', value: (r) => shown(r, r.ours), align: 'right', width: 80, sortable: false },
  {
    id: 'differs',
    header: '≠',
    value: (r) => (r.api === null || r.ours === null ? null : r.differs ? '≠' : '='),
    width: 28,
    align: 'center',
    sortable: false,
    title: '= the API and the computed figure agree within rounding; ≠ they differ beyond it',
  },
  {
    id: 'rank',
    header: 'Rank',
    value: (r) => (r.standing ? `${r.standing.rank} of ${r.standing.of}` : null),
    width: 76,
    align: 'right',
    sortable: false,
    title: 'Rank in the category over the cached funds with the figure (1 = best, ties share a rank)',
  },
  {
    id: 'quartile',
    header: 'Q',
    value: (r) => r.standing?.quartile,
    kind: 'integer',
    width: 30,
    sortable: false,
    title: 'Quartile in the category: ⌈percentile / 25⌉ with percentile = rank / n · 100; — under 4 funds',
  },
  {
    id: 'basis',
    header: 'Measured',
    value: (r) => r.basis,
    sortable: false,
    title: 'Valuations the return is measured between; frequency and number of returns of a volatility',
  },
];

const YEARS: Column<YearReturn>[] = [
  { id: 'year', header: 'Year', value: (y) => (y.partial ? `${y.year} (part)` : String(y.year)), width: 104 },
  { id: 'return', header: 'Return', value: (y) => y.value, kind: 'signed-percent', colorBySign: true, width: 80 },
];

const DRAWDOWNS: Column<Drawdown>[] = [
  { id: 'depth', header: 'Depth', value: (d) => d.depth, kind: 'signed-percent', colorBySign: true, width: 72 },
  { id: 'peak', header: 'Peak', value: (d) => d.peak, kind: 'date', width: 90 },
  { id: 'trough', header: 'Trough', value: (d) => d.trough, kind: 'date', width: 90 },
  { id: 'recovery', header: 'Recovered', value: (d) => d.recovery ?? 'not yet', width: 90 },
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
    return h ? `${formatInteger(h.count, { locale: locale() })} NAVs ${h.first} → ${h.last}` : 'no NAV history cached';
  };
  const worst = () => perf()?.maxDrawdown ?? null;

  return (
    <Show when={fund()} fallback={<div class="screen-empty">{missingSecurityText('fund', loaded(), offline())}</div>}>
      {(f) => (
        <div class="share-screen perf">
          <FundHeadline fund={f()} change={perf()?.lastChange?.value ?? null} />
          <p class="share-summary muted">
            Computed from {history()} · Sharpe with a risk-free rate of{' '}
            {formatPercent(perf()?.riskFreeRate ?? 0, { locale: locale(), decimals: 2 })} (SET) · ranks within{' '}
            {perf()?.category ?? 'the category'} over the cached funds (1 = best, ties share a rank) · quartile = ⌈rank / n · 100 / 25⌉, —
            when fewer than 4 funds have the figure
          </p>
          <div class="perf-columns">
            <FundTablePanel
              aside="API beside computed; ≠ where they differ"
              label="Performance"
              columns={grid}
              rows={rows()}
              rowKey={(r) => r.id}
              exportName={`${fundCode(f())}-performance`}
              autofocus
            />
            <div class="perf-side">
              <FundTablePanel
                label="Calendar years"
                columns={YEARS}
                rows={[...(perf()?.calendarYears ?? [])].reverse()}
                rowKey={(y) => String(y.year)}
                exportName={`${fundCode(f())}-years`}
                emptyText="No whole year cached"
              />
              <div class="des-block" role="group" aria-label="Max drawdown">
                <FactsGrid
                  label="Max drawdown"
                  facts={[
                    {
                      label: 'Max drawdown',
                      value: worst() ? formatSignedPercent(worst()?.depth, { locale: locale() }) : null,
                      tone: worst() ? 'down' : null,
                      numeric: true,
                    },
                    { label: 'Peak', value: worst()?.peak ?? null, numeric: true },
                    { label: 'Trough', value: worst()?.trough ?? null, numeric: true },
                    { label: 'Recovered', value: worst() ? (worst()?.recovery ?? 'not yet') : null, numeric: true },
                  ]}
                />
              </div>
              <FundTablePanel
                label="Worst drawdowns"
                columns={DRAWDOWNS}
                rows={perf()?.worstDrawdowns ?? []}
                rowKey={(d) => d.peak}
                exportName={`${fundCode(f())}-drawdowns`}
                emptyText="No drawdown in the cached history"
              />
            </div>
          </div>
        </div>
      )}
    </Show>
  );
}
