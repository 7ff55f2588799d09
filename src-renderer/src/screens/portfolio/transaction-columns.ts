// PORT's transactions table: each as stored (decimals exactly as entered, a point as the mark).
import type { Transaction } from '../../../../src-main/ipc/contract';
import type { Column } from '../../components/table/columns';

export function transactionColumns(): Column<Transaction>[] {
  return [
    { id: 'day', header: 'Date', value: (t) => t.day, kind: 'date', width: 88 },
    { id: 'side', header: 'Side', value: (t) => t.side, width: 64 },
    { id: 'code', header: 'Code', value: (t) => t.code, width: 70 },
    { id: 'title', header: 'Name', value: (t) => t.title, priority: 3 },
    {
      id: 'quantity',
      header: 'Qty / ratio',
      value: (t) => t.quantity,
      align: 'right',
      width: 80,
      title: 'Shares or units; the ratio of a split',
    },
    {
      id: 'price',
      header: 'Price / amount',
      value: (t) => t.price,
      align: 'right',
      width: 96,
      title: 'Price per unit; the cash amount of a dividend or fee',
    },
    { id: 'fees', header: 'Fees', value: (t) => t.fees, align: 'right', width: 64, priority: 2 },
    { id: 'currency', header: 'Ccy', value: (t) => t.currency, width: 42, priority: 2 },
  ];
}
