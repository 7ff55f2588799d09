// A fund's tear sheet: page 1 its DES (last NAV, identity, goal), its fees and a year of NAVs;
// page 2 the performance grid with rank and quartile in its category, and its documents.
import { createMemo, For, Show, type JSX } from 'solid-js';
import { navPoints } from '../../chart/nav-points';
import { PrintChart } from '../../chart/PrintChart';
import { fundCode } from '../../commands/fund-ref';
import { missingSecurityText } from '../../data/data-state';
import { FUND_FEES } from '../../data/fund-fees';
import { perfRows, type PerfRow } from '../../data/fund-performance';
import { useSeriesWindow } from '../../data/series-window';
import { useDataset } from '../../data/use-data';
import { useFund, useFundPerformance } from '../../data/use-fund';
import { EM_DASH, formatCompact, formatDate, formatNumber, formatPercent, formatSignedPercent } from '../../format';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { Fact } from './Fact';
import { TearSheet } from './TearSheet';
import { TearTable } from './TearTable';
import { tone } from './tone';

const GOAL_CHARS = 700;
const DOCUMENTS = 12;

export function FundTear(): JSX.Element {
  const { locale, offline } = useApp();
  const { id, fund, loaded } = useFund();
  const perf = useFundPerformance(id);
  const docs = useDataset('fund-documents', id, false);
  const seriesId = createMemo(() => id() ?? 0);
  // eslint-disable-next-line solid/reactivity -- the hook takes the accessor and tracks it itself
  const { history } = useSeriesWindow(
    'fund-valuations',
    seriesId,
    () => ({ range: '1Y' }),
    () => 0,
    navPoints,
  );
  const points = () => (history()?.rows ?? []).map((p) => ({ time: p.time, value: p.value }));
  const nav = (v: number | null | undefined) => formatNumber(v, { locale: locale() });
  const shown = (r: PerfRow, v: number | null) =>
    v === null
      ? EM_DASH
      : r.kind === 'sharpe'
        ? formatNumber(v, { decimals: 2, locale: locale() })
        : r.kind === 'volatility'
          ? formatPercent(v, { locale: locale() })
          : formatSignedPercent(v, { locale: locale() });

  const summary = () => {
    const f = fund();
    if (!f) return null;
    const goal = (f.goal ?? '').trim();
    return (
      <>
        <div class="tear-quote">
          <span class="tear-last" aria-label={t('Last NAV')}>
            {nav(f.last_vl)} {f.organization?.currency ?? ''}
          </span>
          <span class="muted">{t('NAV of {day}', { day: formatDate(f.last_vl_date) })}</span>
          <span class={tone(f.varp1y)}>1Y {formatSignedPercent(f.varp1y, { locale: locale() })}</span>
          <span class={tone(f.varpytd)}>YTD {formatSignedPercent(f.varpytd, { locale: locale() })}</span>
        </div>
        <div class="tear-row">
          <table class="tear-facts">
            <tbody>
              <Fact label="ISIN" value={f.isin} />
              <Fact label={t('Management company')} value={f.organization?.name} />
              <Fact label={t('Category')} value={f.category} />
              <Fact label="Nature" value={f.nature} />
              <Fact label={t('Periodicity')} value={f.periodicity} />
              <Fact label={t('Recommended duration')} value={f.recommanded_duration} />
              <Fact label={t('Created')} value={formatDate(f.creation_date)} />
              <Fact label={t('Benchmark')} value={f.benchmark} />
            </tbody>
          </table>
          <table class="tear-facts">
            <tbody>
              <For each={FUND_FEES}>{(fee) => <Fact label={t('{fee} fee', { fee: t(fee.label) })} value={f.fees?.[fee.key]} />}</For>
            </tbody>
          </table>
        </div>
        <h3>{t('Last year: net asset value')}</h3>
        <Show when={points().length > 1} fallback={<p class="tear-empty">{t('No NAV history cached for this fund.')}</p>}>
          <PrintChart points={points()} label={t('{code} NAV over a year', { code: fundCode(f) })} format={nav} />
        </Show>
        <Show when={goal}>
          <h3>{t('Investment goal')}</h3>
          <p class="tear-text">{goal.length > GOAL_CHARS ? `${goal.slice(0, GOAL_CHARS).trimEnd()}…` : goal}</p>
        </Show>
      </>
    );
  };

  const details = () => {
    const f = fund();
    if (!f) return null;
    const documents = () => (docs()?.records ?? []).filter((d) => d.fund_id === id()).slice(0, DOCUMENTS);
    return (
      <>
        <h3>Performance</h3>
        <table class="tear-table">
          <thead>
            <tr>
              <th>{t('Figure')}</th>
              <th class="num">API</th>
              <th class="num">{t('Computed')}</th>
              <th class="num">{t('Rank')}</th>
              <th class="num">Quartile</th>
            </tr>
          </thead>
          <tbody>
            <For each={perfRows(f, perf())}>
              {(r) => (
                <tr>
                  <td>{r.label}</td>
                  <td class="num">{shown(r, r.api)}</td>
                  <td class="num">{shown(r, r.ours)}</td>
                  <td class="num">{r.standing ? t('{rank} of {of}', { rank: r.standing.rank, of: r.standing.of }) : EM_DASH}</td>
                  <td class="num">{r.standing?.quartile ?? EM_DASH}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
        <p class="muted">
          {t('Net assets {amount}', {
            amount: formatCompact(points().length ? (history()?.rows.at(-1)?.netAssets ?? null) : null, { locale: locale() }),
          })}
        </p>
        <h3>Documents</h3>
        <TearTable rows={documents()} empty={t('No documents cached for this fund.')}>
          {(d) => (
            <tr>
              <td>{d.name ?? EM_DASH}</td>
              <td>{d.path ?? ''}</td>
            </tr>
          )}
        </TearTable>
      </>
    );
  };

  return (
    <Show when={fund()} fallback={<div class="screen-empty">{missingSecurityText('fund', loaded(), offline())}</div>}>
      {(f) => (
        <TearSheet
          code={fundCode(f())}
          name={f().name ?? ''}
          what={[t('Fund'), f().category, f().organization?.currency].filter(Boolean).join(' · ')}
          pages={[summary, details]}
        />
      )}
    </Show>
  );
}
