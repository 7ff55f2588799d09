// WL's table: each watched security with its latest cached price (NAV for funds) and changes.
import { changeColumn, withPriorities, type Column } from '../../components/table/columns';
import type { WatchRow } from '../../watchlists/watchlist-rows';
import { msg, t } from '../../i18n';

/** What a narrow pane hides first (3, then 2): the code, name, price and day move always stay. */
const NARROW: Readonly<Record<string, 2 | 3>> = { change1m: 2, changeYtd: 2, volume: 2, kind: 3, date: 3, currency: 3 };

export function watchColumns(decimals: 0 | 2): Column<WatchRow>[] {
  return withPriorities(everyWatchColumn(decimals), NARROW);
}

function everyWatchColumn(decimals: 0 | 2): Column<WatchRow>[] {
  return [
    { id: 'code', header: msg('Code'), value: (r) => r.code, width: 70 },
    { id: 'title', header: msg('Name'), value: (r) => r.title },
    { id: 'kind', header: msg('Type'), value: (r) => t(r.kind), width: 50 },
    {
      id: 'last',
      header: msg('Last / NAV'),
      value: (r) => r.last,
      kind: 'number',
      decimals,
      width: decimals ? 96 : 86,
      title: msg('Last day price; net asset value for funds'),
    },
    changeColumn({
      id: 'variation',
      header: '1D',
      value: (r) => r.variation,
      width: 72,
      title: msg('Last day variation; for funds the last NAV on the one before'),
    }),
    changeColumn({
      id: 'change1m',
      header: '1M',
      value: (r) => r.change1m,
      decimals: 1,
      width: 62,
      title: msg('Return over 1 month'),
    }),
    changeColumn({
      id: 'changeYtd',
      header: 'YTD',
      value: (r) => r.changeYtd,
      decimals: 1,
      width: 62,
      title: msg('Return since the end of last year'),
    }),
    { id: 'volume', header: msg('Volume'), value: (r) => r.volume, kind: 'compact', width: 66, title: msg('Last traded volume') },
    { id: 'date', header: msg('Price date'), value: (r) => r.date, kind: 'date', width: 92, title: msg('Day of the price shown') },
    { id: 'currency', header: msg('Ccy'), value: (r) => r.currency, width: 42, title: msg('Currency') },
  ];
}
