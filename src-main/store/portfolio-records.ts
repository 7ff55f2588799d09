// The portfolio's stored records (portfolios.ts reads and writes them; src-main/portfolio computes
// on them). Environment-neutral: the contract and so the renderer type-check it.

export const SIDES = ['buy', 'sell', 'dividend', 'fee', 'split'] as const;
export type Side = (typeof SIDES)[number];
export type SecurityKind = 'share' | 'fund';

export interface Portfolio {
  id: number;
  name: string;
  /** A label only: the service gives no exchange rates, so nothing is converted into it. */
  currency: string;
  transactions: number;
}

/**
 * One transaction as stored. The security is its kind and code (mnemonic, else ISIN), as
 * watchlists keep theirs: ids mean something only within one data source, and a portfolio follows
 * the user across sources. Decimals are text, exactly as entered (a point as the decimal mark).
 */
export interface Transaction {
  id: number;
  portfolioId: number;
  /** YYYY-MM-DD. */
  day: string;
  side: Side;
  kind: SecurityKind;
  code: string;
  title: string;
  /** The security's currency when it was entered; null when the cache did not say. */
  currency: string | null;
  /** Shares or units (buy, sell); the ratio (split, 2 for 2-for-1); null for dividend and fee. */
  quantity: string | null;
  /** Price per unit (buy, sell); the cash amount (dividend, fee); null for split. */
  price: string | null;
  /** '0' when none. */
  fees: string;
}

/** A transaction to store: what the user gives, before it has an id. */
export type TransactionDraft = Omit<Transaction, 'id' | 'portfolioId'>;
