// What PORT's transaction form holds, and the input main takes from it: a side decides which of
// quantity and price it has (a dividend or fee is a cash amount; a split a ratio).
import type { MethodInput, Side, Transaction } from '../../../../src-main/ipc/contract';
import { isoDay } from '../../format';
import { msg, t } from '../../i18n';

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
  buy: { label: msg('Buy'), quantity: msg('Quantity'), price: msg('Price') },
  sell: { label: msg('Sell'), quantity: msg('Quantity'), price: msg('Price') },
  dividend: { label: msg('Dividend (cash)'), quantity: null, price: msg('Amount') },
  fee: { label: msg('Fee'), quantity: null, price: msg('Amount') },
  split: { label: msg('Split'), quantity: msg('Ratio'), price: null },
};

/** What a missing field asks for, per the field's label (one sentence each: French nouns have genders). */
const MISSING: Readonly<Record<string, string>> = {
  Quantity: msg('Type the quantity'),
  Price: msg('Type the price'),
  Amount: msg('Type the amount'),
  Ratio: msg('Type the ratio'),
};

export type TransactionInput = MethodInput<'portfolio.transaction.add'>['transaction'];

/** The input for main, or what is missing in words (main checks the numbers and the holding). */
export function draftInput(fields: DraftFields): { input: TransactionInput } | { error: string } {
  if (!fields.security) return { error: t('Pick a share or fund') };
  const day = isoDay(fields.day.trim());
  if (!day) return { error: t('Type the day as YYYY-MM-DD') };
  const shape = SIDE_FIELDS[fields.side];
  const quantity = shape.quantity ? fields.quantity.trim() : null;
  const price = shape.price ? fields.price.trim() : null;
  if (quantity === '') return { error: t(MISSING[shape.quantity ?? ''] ?? '') };
  if (price === '') return { error: t(MISSING[shape.price ?? ''] ?? '') };
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
export function draftOf(tx: Transaction, security: PickedRef | null): DraftFields {
  return {
    security,
    day: tx.day,
    side: tx.side,
    quantity: tx.quantity ?? '',
    price: tx.price ?? '',
    fees: tx.fees === '0' ? '' : tx.fees,
  };
}
