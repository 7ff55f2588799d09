// What PORT's transaction form holds, and the input main takes from it: a side decides which of
// quantity and price it has (a dividend or fee is a cash amount; a split a ratio).
import type { MethodInput, Side, Transaction } from '../../../../src-main/ipc/contract';
import { isoDay } from '../../format';

export interface PickedRef {
  kind: 'share' | 'fund';
  id: number;
  code: string;
  title: string;
}

export interface DraftFields {
  security: PickedRef | null;
  day: string;
  side: Side;
  quantity: string;
  price: string;
  fees: string;
}

/** The form's labels per side; null: the side has no such field. */
export const SIDE_FIELDS: Record<Side, { label: string; quantity: string | null; price: string | null }> = {
  buy: { label: 'Buy', quantity: 'Quantity', price: 'Price' },
  sell: { label: 'Sell', quantity: 'Quantity', price: 'Price' },
  dividend: { label: 'Dividend (cash)', quantity: null, price: 'Amount' },
  fee: { label: 'Fee', quantity: null, price: 'Amount' },
  split: { label: 'Split', quantity: 'Ratio', price: null },
};

export type TransactionInput = MethodInput<'portfolio.transaction.add'>['transaction'];

/** The input for main, or what is missing in words (main checks the numbers and the holding). */
export function draftInput(fields: DraftFields): { input: TransactionInput } | { error: string } {
  if (!fields.security) return { error: 'Pick a share or fund' };
  const day = isoDay(fields.day.trim());
  if (!day) return { error: 'Type the day as YYYY-MM-DD' };
  const shape = SIDE_FIELDS[fields.side];
  const quantity = shape.quantity ? fields.quantity.trim() : null;
  const price = shape.price ? fields.price.trim() : null;
  if (quantity === '') return { error: `Type the ${shape.quantity?.toLowerCase()}` };
  if (price === '') return { error: `Type the ${shape.price?.toLowerCase()}` };
  const fees = fields.fees.trim();
  return {
    input: {
      day,
      side: fields.side,
      security: { kind: fields.security.kind, id: fields.security.id },
      quantity,
      price,
      ...(fees === '' ? {} : { fees }),
    },
  };
}

/** A stored transaction back in the form; `security` is its ref in the current source (null: not found). */
export function draftOf(t: Transaction, security: PickedRef | null): DraftFields {
  return {
    security,
    day: t.day,
    side: t.side,
    quantity: t.quantity ?? '',
    price: t.price ?? '',
    fees: t.fees === '0' ? '' : t.fees,
  };
}
