// What the portfolio stores and computes, as the contract, the command line and the screen see it.
// Environment-neutral (no Node, no SQLite): the renderer type-checks it through the contract.

export { SIDES, type Portfolio, type SecurityKind, type Side, type Transaction, type TransactionDraft } from '../store/portfolio-records';
import type { Portfolio, SecurityKind } from '../store/portfolio-records';

/** Where a last price came from (the most recent day wins). */
export type PriceSource = 'share-history' | 'share-prices' | 'share' | 'fund' | 'fund-valuations';

/**
 * One security's holding. Money is in the security's currency, exact to its minor unit; null where
 * it cannot be known (no cached price).
 */
export interface Position {
  kind: SecurityKind;
  code: string;
  title: string;
  /** The security's id in the current source's cache; null when it is not there. */
  id: number | null;
  currency: string | null;
  quantity: number;
  /** What the open FIFO lots cost, buy fees included. */
  costBasis: number;
  /** costBasis / quantity; null when nothing is held. */
  averageCost: number | null;
  lastPrice: number | null;
  priceDay: string | null;
  priceSource: PriceSource | null;
  marketValue: number | null;
  unrealized: number | null;
  /** unrealized / costBasis (0.05 = 5 %). */
  unrealizedPct: number | null;
  /** Sale proceeds (net of sell fees) − the FIFO cost of the lots sold, − fee transactions. */
  realized: number;
  /** Cash dividends received, net of their fees. */
  dividends: number;
  /** quantity × (last price − the price of the cached day before). */
  dayChange: number | null;
  /** marketValue / the currency's total market value; null when that total is incomplete. */
  weight: number | null;
}

/** Totals of one currency; never added across currencies. */
export interface CurrencyTotal {
  currency: string | null;
  costBasis: number;
  /** Sum over the positions with a price; see `complete`. */
  marketValue: number;
  unrealized: number;
  unrealizedPct: number | null;
  realized: number;
  dividends: number;
  /** Null when some open position has no day change (no price, or no earlier cached day). */
  dayChange: number | null;
  /** False when some open position has no cached price: the market value and P&L sums leave it out. */
  complete: boolean;
  /** Why it is incomplete, one line per position. */
  reasons: string[];
}

export interface PortfolioView {
  portfolio: Portfolio;
  positions: Position[];
  totals: CurrencyTotal[];
}

/** A row of a CSV import that was refused. */
export interface BadRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  reason: string;
}

export interface ImportResult {
  /** The portfolio imported into; null when it did not exist and nothing was imported. */
  portfolio: Portfolio | null;
  /** Rows stored (0 when any row was bad and bad rows were not to be skipped). */
  imported: number;
  bad: BadRow[];
}

/**
 * The portfolio's value day by day in one currency, and its cumulative time-weighted return.
 * `time` is each day's 00:00 UTC in seconds, as the charts take it.
 */
export interface ValueHistory {
  /** The currency these columns are in; the portfolio's currencies are in `currencies`. */
  currency: string | null;
  currencies: (string | null)[];
  time: Float64Array;
  columns: { value: Float64Array; cumulativeReturn: Float64Array };
}
