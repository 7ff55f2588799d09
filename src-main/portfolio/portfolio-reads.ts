// What a screen or the command line reads about one portfolio, from the cache as it stands:
// positions with per-currency totals, and the value and return over time in one currency.
import type { Store } from '../store/store';
import { positionsOf } from './positions';
import { pricesIn } from './securities';
import type { Portfolio, PortfolioView, ValueHistory } from './types';
import { valueHistory } from './value-history';

export function portfolioView(store: Store, portfolio: Portfolio): PortfolioView {
  return { portfolio, ...positionsOf(store.portfolios.transactions(portfolio.id), pricesIn(store)) };
}

/** The currencies in order of first trade. */
const currenciesOf = (transactions: readonly { currency: string | null }[]) => [...new Set(transactions.map((t) => t.currency))];

/**
 * Value and cumulative TWR in `currency` (absent: the portfolio's label when it trades in it,
 * else its first currency), as columns the charts take.
 */
export function portfolioHistory(store: Store, portfolio: Portfolio, currency?: string | null): ValueHistory {
  const transactions = store.portfolios.transactions(portfolio.id);
  const currencies = currenciesOf(transactions);
  const chosen = currency !== undefined ? currency : currencies.includes(portfolio.currency) ? portfolio.currency : (currencies[0] ?? null);
  const columns = valueHistory(transactions, pricesIn(store), chosen);
  return {
    currency: chosen,
    currencies,
    time: Float64Array.from(columns.days, (day) => Date.parse(`${day}T00:00:00Z`) / 1000),
    columns: { value: Float64Array.from(columns.value), cumulativeReturn: Float64Array.from(columns.cumulativeReturn) },
  };
}
