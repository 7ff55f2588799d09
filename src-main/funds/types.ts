// What main computes about funds for the renderer (types only: the contract and renderer read them).
import type { Drawdown } from './analytics/drawdown';
import type { NetFlow } from './analytics/net-flows';
import type { Period, YearReturn } from './analytics/returns';
import type { Standing } from './analytics/rank';
import type { Frequency } from './analytics/volatility';

export type { Drawdown, Standing, YearReturn };

/** A read with the age of the cached data it was computed from. */
export type Aged<T> = T & { asOf: string | null; stale: boolean };

/** One fund's line in the screener: figures computed from its cached NAV history (null: too short or none). */
export interface FundMetrics {
  id: number;
  /** The last NAV on the one before it. */
  change1d: number | null;
  return1m: number | null;
  returnYtd: number | null;
  return1y: number | null;
  return3y: number | null;
  return5y: number | null;
  volatility1y: number | null;
  sharpe1y: number | null;
  maxDrawdown1y: number | null;
  /** Quartile of the 1Y return within the category (our figure, else the API's); null under 4 peers. */
  quartile1y: Standing['quartile'];
  valuations: number;
}

export interface FundMetricsRead {
  funds: FundMetrics[];
  riskFreeRate: number;
  /** True while main is still computing: the figures are the last complete ones, or those so far. */
  computing: boolean;
}

export interface ComputedVolatility {
  years: 1 | 3 | 5;
  value: number;
  frequency: Frequency;
  n: number;
}

/** Everything PERF computes for one fund from its cached NAV history. */
export interface FundPerformance {
  id: number;
  /** Days and count of the NAV history the figures come from; null when none is cached. */
  history: { first: string; last: string; count: number } | null;
  riskFreeRate: number;
  returns: { period: Period; value: number | null; from: string | null; to: string | null }[];
  annualised: { years: 1 | 2 | 3 | 5 | 10; value: number | null }[];
  volatility: ComputedVolatility[];
  sharpe: { years: 1 | 3 | 5; value: number | null }[];
  calendarYears: YearReturn[];
  maxDrawdown: Drawdown | null;
  worstDrawdowns: Drawdown[];
  /** Rank and quartile within the category over the cached funds, per period. */
  standings: { period: '1M' | 'YTD' | '1Y' | '3Y' | '5Y'; standing: Standing | null }[];
  category: string | null;
  /** Estimated net subscriptions (+) or redemptions (−) over 1M, 3M and 1Y, in the fund's currency. */
  netFlows: NetFlow[];
  /** The last NAV against the one before it. */
  lastChange: { value: number; previous: string } | null;
}
