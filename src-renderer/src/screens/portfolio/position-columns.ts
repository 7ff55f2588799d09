// PORT's positions table: FIFO cost, the cached last price with its day, P&L, weight. Money columns
// show the minor unit of the currencies held (XOF none, EUR cents); prices keep up to 4 decimals.
import type { Position } from '../../../../src-main/ipc/contract';
import { minorDigits } from '../../../../src-main/shared/minor-digits';
import { changeColumn, type Column } from '../../components/table/columns';
import { fractionDigits } from './fraction-digits';
import { msg } from '../../i18n';

type MoneyKey = 'costBasis' | 'marketValue' | 'unrealized' | 'realized' | 'dividends' | 'dayChange';

export function positionColumns(positions: readonly Position[]): Column<Position>[] {
  const money = Math.max(0, ...positions.map((p) => minorDigits(p.currency)));
  const price = Math.max(
    money,
    fractionDigits(
      positions.flatMap((p) => [p.lastPrice, p.averageCost]),
      4,
    ),
  );
  const quantity = fractionDigits(
    positions.map((p) => p.quantity),
    6,
  );
  const amount = (id: MoneyKey, header: string, title: string, priority?: 1 | 2 | 3): Column<Position> => ({
    id,
    header,
    value: (p) => p[id],
    kind: 'number',
    decimals: money,
    width: 92,
    title,
    priority,
  });
  return [
    { id: 'code', header: msg('Code'), value: (p) => p.code, width: 70 },
    { id: 'title', header: msg('Name'), value: (p) => p.title, priority: 3 },
    {
      id: 'quantity',
      header: msg('Qty'),
      value: (p) => p.quantity,
      kind: 'number',
      decimals: quantity,
      width: 70,
      title: msg('Shares or units held'),
    },
    {
      id: 'averageCost',
      header: msg('Avg cost'),
      value: (p) => p.averageCost,
      kind: 'number',
      decimals: price,
      width: 84,
      title: msg('Cost basis ÷ quantity (FIFO lots, buy fees included)'),
      priority: 2,
    },
    amount('costBasis', msg('Cost basis'), msg('What the open FIFO lots cost, buy fees included'), 2),
    {
      id: 'lastPrice',
      header: msg('Last'),
      value: (p) => p.lastPrice,
      kind: 'number',
      decimals: price,
      width: 84,
      title: msg('Last cached price (NAV for funds)'),
    },
    {
      id: 'priceDay',
      header: msg('As of'),
      value: (p) => p.priceDay,
      kind: 'date',
      width: 88,
      title: msg('Day of the last price'),
      priority: 1,
    },
    amount('marketValue', msg('Mkt value'), msg('Quantity × last price')),
    { ...amount('unrealized', msg('Unrealized'), msg('Market value − cost basis')), kind: 'signed', colorBySign: true },
    changeColumn({
      id: 'unrealizedPct',
      header: msg('Unr. %'),
      value: (p) => p.unrealizedPct,
      width: 78,
      title: msg('Unrealized ÷ cost basis'),
    }),
    {
      ...amount('realized', msg('Realized'), msg('FIFO: sale proceeds net of fees − the cost of the lots sold; fee transactions'), 3),
      kind: 'signed',
      colorBySign: true,
    },
    amount('dividends', msg('Dividends'), msg('Cash dividends received, net of their fees'), 3),
    {
      ...amount('dayChange', msg('Day chg'), msg('Quantity × (last price − the cached price of the day before)'), 2),
      kind: 'signed',
      colorBySign: true,
    },
    {
      id: 'weight',
      header: msg('Weight'),
      value: (p) => p.weight,
      kind: 'percent',
      decimals: 1,
      width: 62,
      title: msg("Share of its currency's market value (none while that total is incomplete)"),
      priority: 3,
    },
    { id: 'currency', header: msg('Ccy'), value: (p) => p.currency, width: 42, title: msg('Currency') },
  ];
}
