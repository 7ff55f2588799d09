// PORT's reads: the portfolios, the chosen one's positions and transactions, and its value over
// time; read again when a portfolio changes (any window, an import) or the cache lands prices.
import { createEffect, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import type { Portfolio, PortfolioView, Transaction, ValueHistory } from '../../../../src-main/ipc/contract';
import type { Client } from '../../api/typed-client';
import { refetchOnUpdates } from '../../data/refetch-on-updates';

/** One read's latest answer and its failure in words; a failed re-read keeps the last answer. */
interface Read<T> {
  value: Accessor<T | undefined>;
  problem: Accessor<string | null>;
}

function createRead<K, T>(key: Accessor<K | null>, fetch: (key: K) => Promise<T>, version: Accessor<number>): Read<T> {
  const [value, setValue] = createSignal<T>();
  const [problem, setProblem] = createSignal<string | null>(null);
  let request = 0;
  createEffect(
    on([key, version], ([k]) => {
      const id = ++request;
      if (k === null) return void setValue(undefined);
      fetch(k).then(
        (v) => id === request && (setValue(() => v), setProblem(null)),
        (err: Error) => id === request && setProblem(err.message),
      );
    }),
  );
  return { value, problem };
}

// The portfolio PORT shows, kept while the window lives so that going back to PORT finds it.
const [chosenId, setChosenId] = createSignal<number | null>(null);

export interface PortfolioReads {
  portfolios: Read<Portfolio[]>;
  current: Accessor<Portfolio | null>;
  choose: (id: number) => void;
  view: Read<PortfolioView>;
  transactions: Read<Transaction[]>;
  history: Read<ValueHistory>;
}

/**
 * `historyOf` is null while the value chart is not shown (the history is read only then); its
 * currency is main's choice when left out, null for the positions without one.
 */
export function usePortfolio(client: Client, historyOf: Accessor<{ currency?: string | null } | null>): PortfolioReads {
  const [version, setVersion] = createSignal(0);
  const bump = () => setVersion((v) => v + 1);
  onCleanup(client.on('portfolio.changed', bump));
  refetchOnUpdates(client, bump);

  const portfolios = createRead(
    () => true,
    () => client.call('portfolio.list'),
    version,
  );
  const current = () => {
    const list = portfolios.value() ?? [];
    return list.find((p) => p.id === chosenId()) ?? list[0] ?? null;
  };
  const id = () => current()?.id ?? null;
  const historyKey = () => {
    const wanted = historyOf();
    const portfolioId = id();
    return wanted === null || portfolioId === null ? null : { portfolioId, ...wanted };
  };
  return {
    portfolios,
    current,
    choose: setChosenId,
    view: createRead(id, (portfolioId) => client.call('portfolio.positions', { portfolioId }), version),
    transactions: createRead(id, (portfolioId) => client.call('portfolio.transactions', { portfolioId }), version),
    history: createRead(historyKey, (input) => client.call('portfolio.history', input), version),
  };
}
