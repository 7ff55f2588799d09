// MKT's table: every share with its last price, day move, performance and where it trades.
// Widths are sized so the table fits the default 60 % pane of a 1440 px screen; a narrower pane
// hides the currency, PER and 7D first, then the country and the other moves, and says so.
import type { Share } from '../../../../src-main/ipc/contract';
import { changeColumn, type Column } from '../../components/table/columns';
import { msg } from '../../i18n';

/**
 * A performance ratio (0.05 = +5.0 %), signed and coloured; one decimal keeps four of them narrow.
 * As wide as Var %: French's "+36,6 %" is a character longer than "+36.6%".
 */
function performance(id: string, header: string, value: (s: Share) => number | null, title: string, priority: 2 | 3): Column<Share> {
  return { ...changeColumn({ id, header, value, decimals: 1, width: 66, title }), priority };
}

export function marketColumns(decimals: 0 | 2): Column<Share>[] {
  return [
    { id: 'mnemo', header: msg('Mnemo'), value: (s) => s.mnemo_code, width: 56 },
    { id: 'name', header: msg('Name'), value: (s) => s.name },
    {
      id: 'last',
      header: msg('Last'),
      value: (s) => s.last_day_price,
      kind: 'number',
      decimals,
      width: decimals ? 90 : 72,
      title: msg('Last day price'),
    },
    changeColumn({ id: 'variation', header: msg('Var %'), value: (s) => s.last_variation, width: 66, title: msg('Last day variation') }),
    {
      id: 'volume',
      header: msg('Volume'),
      value: (s) => s.last_volume,
      kind: 'compact',
      width: 58,
      title: msg('Last traded volume'),
      priority: 2,
    },
    performance('p7d', '7D', (s) => s.varp7d, msg('Performance over 7 days'), 3),
    performance('p1m', '1M', (s) => s.varp1m, msg('Performance over 1 month'), 2),
    performance('ytd', 'YTD', (s) => s.varpYtd, msg('Performance since the start of the year'), 2),
    performance('p1y', '1Y', (s) => s.varp1y, msg('Performance over 1 year'), 2),
    {
      id: 'per',
      header: msg('PER'),
      value: (s) => s.last_per,
      kind: 'number',
      decimals: 1,
      width: 48,
      title: msg('Last price/earnings ratio'),
      priority: 3,
    },
    { id: 'currency', header: msg('Ccy'), value: (s) => s.currency_code, width: 40, title: msg('Currency'), priority: 3 },
    { id: 'country', header: msg('Country'), value: (s) => s.country_name ?? s.country_code, width: 108, priority: 2 },
  ];
}
