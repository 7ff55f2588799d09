// PORT's transactions table: each as stored (decimals exactly as entered, a point as the mark).
import type { Transaction } from '../../../../src-main/ipc/contract';
import type { Column } from '../../components/table/columns';
import { msg } from '../../i18n';

export function transactionColumns(): Column<Transaction>[] {
  return [
    { id: 'day', header: msg('Date'), value: (tx) => tx.day, kind: 'date', width: 88 },
    { id: 'side', header: msg('Side'), value: (tx) => tx.side, width: 64 },
    { id: 'code', header: msg('Code'), value: (tx) => tx.code, width: 70 },
    { id: 'title', header: msg('Name'), value: (tx) => tx.title, priority: 3 },
    {
      id: 'quantity',
      header: msg('Qty / ratio'),
      value: (tx) => tx.quantity,
      align: 'right',
      width: 80,
      title: msg('Shares or units; the ratio of a split'),
    },
    {
      id: 'price',
      header: msg('Price / amount'),
      value: (tx) => tx.price,
      align: 'right',
      width: 96,
      title: msg('Price per unit; the cash amount of a dividend or fee'),
    },
    { id: 'fees', header: msg('Fees'), value: (tx) => tx.fees, align: 'right', width: 64, priority: 2 },
    { id: 'currency', header: msg('Ccy'), value: (tx) => tx.currency, width: 42, priority: 2 },
  ];
}
