// MKT, the market overview: every cached share in one table (last price, day move, volume,
// performance, PER, where it trades), filters by country, currency and quoting place, and the
// day's movers above. Enter on a share opens it (DES here, and in the linked panes).
import { createMemo, type JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { t, msg } from '../../i18n';
import { useApp } from '../../platform/context';
import { DataTable } from '../../components/table/DataTable';
import { useDataset } from '../../data/use-data';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { pendingText } from '../../data/data-state';
import { marketColumns } from './market-columns';
import { MoversPanel } from './MoversPanel';
import { topMovers } from './movers';
import { priceDayRange, priceDayText, priceDecimals } from './prices';
import { FilterBar, FilterCount } from '../../components/pickers/FilterBar';
import { createFilterState, screenerKeys } from '../../components/pickers/screener';
import { applyFilters, DIMENSIONS, FILTER_KEYS, filterOptions, type FilterKey } from './share-filters';
import { shareRef } from '../../commands/share-ref';
import '../../styles/lists.css';

export function MarketScreen(): JSX.Element {
  const { locale, cacheState } = useApp();
  const pane = usePane();
  const shares = useDataset('shares');
  const records = () => shares()?.records ?? [];
  const filters = createFilterState<FilterKey>();
  const options = createMemo(() => ({
    country: filterOptions(records(), 'country', locale()),
    currency: filterOptions(records(), 'currency', locale()),
    place: filterOptions(records(), 'place', locale()),
  }));
  const rows = createMemo(() => applyFilters(records(), filters.values()));
  // Movers and the price day follow the filters: "top gainers in Senegal".
  const movers = createMemo(() => topMovers(rows()));
  const priceDay = createMemo(() => priceDayText(priceDayRange(rows().map((s) => s.last_date_price))));
  const decimals = createMemo(() => priceDecimals(records().map((s) => s.last_day_price)));
  const columns = createMemo(() => marketColumns(decimals()));

  const keys = screenerKeys();
  const open = (share: Share) => {
    const ref = shareRef(share);
    if (ref) pane.openSecurity(ref);
  };
  const follow = useFollowCursor(shareRef);

  return (
    <div ref={keys.root} class="mkt" onKeyDown={keys.onKeyDown}>
      <FilterBar
        label={t('Market filters')}
        keys={FILTER_KEYS}
        dimensions={DIMENSIONS}
        options={options()}
        filters={filters}
        locale={locale()}
        screen={keys}
      >
        <FilterCount shown={rows().length} total={records().length} noun={msg('shares')} locale={locale()} />
        <span class="mkt-day" title={t('Day of the latest prices shown')}>
          {priceDay()}
        </span>
      </FilterBar>
      <MoversPanel movers={movers()} locale={locale()} onOpen={open} />
      <div class="mkt-table">
        <DataTable
          label={t('Market overview')}
          columns={columns()}
          rows={rows()}
          rowKey={(s) => String(s.id)}
          onOpen={open}
          onSelect={follow}
          initialSort={{ column: 'mnemo', direction: 'asc' }}
          exportName="market-overview"
          locale={locale()}
          emptyText={
            records().length > 0 ? t('No share matches these filters') : pendingText(shares(), cacheState(), msg('the share list'))
          }
        />
      </div>
    </div>
  );
}
