// The contract's portfolio methods. Reads are computed from this thread's read-only connection
// (the home file's transactions, the source's cached prices); every write goes to the one writer
// (the sync worker), which checks it by replaying the portfolio before it commits.
import { AppError } from '../ipc/app-error';
import type { EventHub } from '../ipc/event-hub';
import type { Handlers } from '../ipc/router';
import { portfolioHistory, portfolioView } from '../portfolio/portfolio-reads';
import type { ImportResult, Portfolio, Transaction } from '../portfolio/types';
import type { Store } from '../store/store';
import type { SyncWorker } from './threads/sync-worker-client';
import type { PortfolioWrite } from './portfolio-writes';

type PortfolioMethod = Extract<keyof Handlers, `portfolio.${string}`>;

export function portfolioHandlers(store: Store, sync: SyncWorker, events: EventHub): Pick<Handlers, PortfolioMethod> {
  /** Runs a write; a refusal reaches the caller with its code and reason; every window hears of a change. */
  const write = async <T>(change: PortfolioWrite, portfolioIdOf: (value: T) => number): Promise<T> => {
    const outcome = await sync.portfolio(change);
    if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
    // The writer answered with the value of this very write (see applyPortfolioWrite).
    const value = outcome.value as T;
    events.emit('portfolio.changed', { portfolioId: portfolioIdOf(value) });
    return value;
  };
  const portfolioOf = (id: number): Portfolio => {
    const portfolio = store.portfolios.get(id);
    if (!portfolio) throw new AppError('NOT_FOUND', `no portfolio has id ${id}`);
    return portfolio;
  };
  const ownerOf = (transactionId: number): number => {
    const stored = store.portfolios.transaction(transactionId);
    if (!stored) throw new AppError('NOT_FOUND', `no transaction has id ${transactionId}`);
    return stored.portfolioId;
  };

  return {
    'portfolio.list': () => store.portfolios.list(),
    'portfolio.create': (input) => write<Portfolio>({ op: 'create', ...input }, (p) => p.id),
    'portfolio.update': (input) => write<Portfolio>({ op: 'update', ...input }, (p) => p.id),
    'portfolio.delete': ({ id }) => write<{ deleted: true }>({ op: 'delete', id }, () => id),
    'portfolio.transactions': ({ portfolioId }) => store.portfolios.transactions(portfolioOf(portfolioId).id),
    'portfolio.transaction.add': (input) => write<Transaction>({ op: 'addTransaction', ...input }, (t) => t.portfolioId),
    'portfolio.transaction.edit': (input) => write<Transaction>({ op: 'editTransaction', ...input }, (t) => t.portfolioId),
    'portfolio.transaction.delete': ({ id }) => {
      const owner = ownerOf(id);
      return write<{ deleted: true }>({ op: 'deleteTransaction', id }, () => owner);
    },
    'portfolio.import': ({ portfolioId, csv, skipBad }) =>
      write<ImportResult>({ op: 'import', portfolio: { id: portfolioId }, csv, skipBad: skipBad ?? false }, () => portfolioId),
    'portfolio.positions': ({ portfolioId }) => portfolioView(store, portfolioOf(portfolioId)),
    'portfolio.history': ({ portfolioId, currency }) => portfolioHistory(store, portfolioOf(portfolioId), currency),
  };
}
