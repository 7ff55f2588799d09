// FA: financial data by fiscal year, newest first, under a chart of net profit over the years.
import { Show, type JSX } from 'solid-js';
import type { ShareFinancial } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { ColumnChart, type ColumnDatum } from '../../components/ColumnChart';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { useDataset } from '../../data/use-data';
import { formatCompact, isPresentNumber } from '../../format';
import { decimalsFor, fromPercent } from '../../format/figures';
import { fiscalYearLabel, newestYearFirst, profitByYear } from '../../data/share-financials';
import { useShareCode, useShareId, useShareList } from '../../data/use-share';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';

const millions = (value: number | null) => (isPresentNumber(value) ? value / 1e6 : null);

type Field = (f: ShareFinancial) => number | null;

/** An amount of the year, in millions of the share's currency. */
const amountColumn = (id: string, header: string, field: Field, width: number, title: string): Column<ShareFinancial> => ({
  id,
  header,
  value: (f) => millions(field(f)),
  kind: 'number',
  decimals: 0,
  width,
  title,
});

/** A growth the service gives in percent, coloured by its sign. */
const growthColumn = (id: string, header: string, field: Field, width: number, title: string): Column<ShareFinancial> => ({
  id,
  header,
  value: (f) => fromPercent(field(f)),
  kind: 'signed-percent',
  colorBySign: true,
  width,
  title,
});

export function FinancialsScreen(): JSX.Element {
  const { locale } = useApp();
  const id = useShareId();
  const code = useShareCode();
  const list = useShareList('share-financials', 'Financial data');
  const shareRead = useDataset('shares', id, false);
  const currency = () => shareRead()?.records.find((s) => s.id === id())?.currency_code ?? '';
  const rows = () => newestYearFirst(list.rows());
  const chart = (): ColumnDatum[] =>
    profitByYear(list.rows()).map((f) => ({ label: f.year, value: f.value, text: formatCompact(f.value, { locale: locale() }) }));

  const columns = (): Column<ShareFinancial>[] => {
    const unit = `M ${currency()}`.trim();
    return [
      { id: 'year', header: msg('Year'), value: (f) => fiscalYearLabel(f.fiscal_year), width: 64, title: msg('Fiscal year') },
      amountColumn('nbi', t('NBI ({unit})', { unit }), (f) => f.net_banking_income, 124, msg('Net banking income, millions')),
      growthColumn('nbi-growth', msg('NBI chg'), (f) => f.net_income_growth, 88, msg('Net banking income growth')),
      amountColumn('profit', t('Net profit ({unit})', { unit }), (f) => f.net_profit, 156, msg('Net profit, millions')),
      growthColumn('profit-growth', msg('Profit chg'), (f) => f.net_profit_growth, 96, msg('Net profit growth')),
      {
        id: 'dps',
        header: msg('Div/share'),
        value: (f) => f.dividend_per_share,
        kind: 'number',
        decimals: decimalsFor(list.rows().map((r) => r.dividend_per_share)),
        width: 92,
        title: msg('Dividend per share'),
      },
      {
        id: 'yield',
        header: msg('Yield'),
        value: (f) => fromPercent(f.dividend_yield),
        kind: 'percent',
        width: 72,
        title: msg('Dividend yield'),
      },
      { id: 'paid', header: msg('Paid on'), value: (f) => f.dividend_payment_date, kind: 'date', title: msg('Dividend payment date') },
      { id: 'per', header: 'PER', value: (f) => f.per, kind: 'number', width: 64 },
    ];
  };

  return (
    <div class="share-screen">
      <div class="fa-chart">
        <TitledPanel title={t('Net profit by fiscal year')} aside={currency() || undefined}>
          <Show when={chart().length > 0} fallback={<p class="share-note">{list.emptyText()}</p>}>
            <ColumnChart data={chart()} label={t('Net profit by fiscal year')} />
          </Show>
        </TitledPanel>
      </div>
      <TitledPanel title={t('Financial data')} aside={t('{count} fiscal years', { count: rows().length })}>
        <DataTable
          label={t('Financial data')}
          columns={columns()}
          rows={rows()}
          rowKey={(f) => f.id ?? f.fiscal_year ?? ''}
          exportName={`${code()}-financials`}
          locale={locale()}
          emptyText={list.emptyText()}
        />
      </TitledPanel>
    </div>
  );
}
