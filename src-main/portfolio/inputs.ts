// What a caller may send about portfolios, as zod schemas: the contract's method inputs and the
// writer's messages share them. Environment-neutral (zod only): the renderer type-checks the contract.
import { z } from 'zod';
import { SIDES } from './types';

const decimal = z.string().trim().max(40);
export const portfolioName = z.string().trim().min(1).max(60);
/** A label only (e.g. XOF, EUR): nothing is converted into it. */
export const currencyLabel = z.string().trim().min(1).max(12);

/** A transaction as the screen enters it: the security picked from the cache by kind and id. */
export const transactionInput = z
  .object({
    day: z.iso.date(),
    side: z.enum(SIDES),
    security: z.object({ kind: z.enum(['share', 'fund']), id: z.number().int().nonnegative() }).strict(),
    /** Decimal text (a point or a comma); the ratio of a split; null or absent for dividend and fee. */
    quantity: decimal.nullable().optional(),
    /** Price per unit; the cash amount of a dividend or fee; null or absent for split. */
    price: decimal.nullable().optional(),
    fees: decimal.optional(),
  })
  .strict();
export type TransactionInput = z.output<typeof transactionInput>;

/** CSV text of an import (see transactions-csv.ts); 2 MB is what any request may carry. */
export const csvText = z.string().max(2_000_000);
