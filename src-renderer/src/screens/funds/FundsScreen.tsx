// FUNDS, the fund screener: every cached fund in one table with its last NAV, returns, risk and
// category quartile, the seven filters of /v1/funds applied to the cache (instant, offline),
// sort, quick filter and CSV from the table. Enter opens the fund (DES, and in linked panes).
import { createMemo, createSignal, Show, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { DataTable } from '../../components/table/DataTable';
import { useDataset } from '../../data/use-data';
import { formatPercent } from '../../format';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { pendingText } from '../../data/data-state';
import { FilterBar, FilterCount } from '../../components/pickers/FilterBar';
import { createFilterState, screenerKeys } from '../../components/pickers/screener';
import { fundColumns, type FundRow } from './fund-columns';
import { filterFunds, FUND_DIMENSIONS, FUND_FILTER_KEYS, fundFilterOptions, type FundFilterKey } from './fund-filters';
import { fundRef } from '../../commands/fund-ref';
import { useFundMetrics } from '../../data/use-fund';
import { t } from '../../i18n';
import '../../styles/lists.css';
import './funds.css';

export function FundsScreen(): JSX.Element {
  const { locale, cacheState } = useApp();
  const columns = fundColumns();
  // The filters' names in the UI language (the shell is drawn again when it changes).
  const titles = Object.fromEntries(FUND_FILTER_KEYS.map((key) => [key, { title: t(FUND_DIMENSIONS[key].title) }])) as Record<
    FundFilterKey,
    { title: string }
  >;
  const pane = usePane();
  const funds = useDataset('funds');
  const metrics = useFundMetrics();
  const records = () => funds()?.records ?? [];
  const filters = createFilterState<FundFilterKey>();
  const [name, setName] = createSignal('');
  const options = createMemo(() => fundFilterOptions(records(), locale()));
  const byId = createMemo(() => new Map((metrics()?.funds ?? []).map((m) => [m.id, m])));
  const rows = createMemo<FundRow[]>(() =>
    filterFunds(records(), filters.values(), name()).map((fund) => ({ fund, metrics: fund.id === null ? undefined : byId().get(fund.id) })),
  );

  const keys = screenerKeys();
  const open = (row: FundRow) => {
    const ref = fundRef(row.fund);
    if (ref) pane.openSecurity(ref);
  };
  const follow = useFollowCursor((row: FundRow) => fundRef(row.fund));

  const onNameKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      keys.focusTable();
    }
  };

  return (
    <div ref={keys.root} class="mkt funds" onKeyDown={keys.onKeyDown}>
      <FilterBar
        label={t('Fund filters')}
        keys={FUND_FILTER_KEYS}
        dimensions={titles}
        options={options()}
        filters={filters}
        locale={locale()}
        screen={keys}
      >
        <label class="mkt-filter funds-name" classList={{ active: name().trim() !== '' }}>
          <span class="mkt-filter-name">{t('Name')}</span>
          <input
            type="search"
            aria-label={t('Filter by name')}
            placeholder={t('any')}
            value={name()}
            onInput={(e) => setName(e.currentTarget.value)}
            onKeyDown={onNameKey}
          />
        </label>
        <FilterCount shown={rows().length} total={records().length} noun={t('funds')} locale={locale()} />
      </FilterBar>
      <div class="mkt-table">
        <DataTable
          label={t('Fund screener')}
          columns={columns}
          rows={rows()}
          rowKey={(r) => String(r.fund.id)}
          onOpen={open}
          onSelect={follow}
          initialSort={{ column: 'name', direction: 'asc' }}
          exportName="funds"
          locale={locale()}
          emptyText={records().length > 0 ? t('No fund matches these filters') : pendingText(funds(), cacheState(), 'the fund list')}
        />
      </div>
      <p class="funds-note">
        <Show when={metrics.latest?.computing}>
          <span class="funds-computing" role="status">
            {t('computing…')}{' '}
          </span>
        </Show>
        <Show when={rows().length > 0 && rows().every((r) => r.metrics?.maxDrawdown1y == null)}>
          <span class="funds-needs" role="note">
            {t("Max DD and Q are empty: they need the funds' NAV history —")} <kbd>SYNC</kbd>
            {t(', then')} <kbd>O</kbd> {t('makes it available offline.')}{' '}
          </span>
        </Show>
        {t(
          'ᶜ computed from the cached NAV history where the API gives no figure (max drawdown and quartile always). Sharpe with a risk-free rate of {rate} (SET).',
          { rate: formatPercent(metrics()?.riskFreeRate ?? 0, { locale: locale(), decimals: 2 }) },
        )}
      </p>
    </div>
  );
}
