// Portfolio writes on the writer connection: kept in the home file, checked by replay, all or nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { applyPortfolioWrite, type PortfolioWrite } from '../../../src-main/core/portfolio-writes';
import type { Portfolio, Transaction } from '../../../src-main/portfolio/types';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { fillCache } from './fixture-cache';

const tmp = tempDir('portfolio-writes');
afterAll(() => tmp.remove());

function run<T>(store: Store, write: PortfolioWrite): T {
  const outcome = applyPortfolioWrite(store, write);
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.value as T;
}

const buy = (day: string, quantity: string, price: string) =>
  ({ day, side: 'buy', security: { kind: 'share', id: 1 }, quantity, price, fees: '0' }) as const;
const sell = (day: string, quantity: string, price: string) => ({ ...buy(day, quantity, price), side: 'sell' }) as const;

describe('portfolio writes', () => {
  it('keep portfolios in the home file, not in a source’s cache', () => {
    const home = tmp.file('home.sqlite');
    const source = tmp.file('source.sqlite');
    const store = Store.open(source, { home });
    fillCache(store);
    const made = run<Portfolio>(store, { op: 'create', name: 'Long term', currency: 'XOF' });
    run<Transaction>(store, { op: 'addTransaction', portfolioId: made.id, transaction: buy('2024-01-02', '10', '15000') });
    store.close();
    const homeOnly = Store.open(home);
    const other = Store.open(source);
    expect(homeOnly.portfolios.list()).toEqual([{ ...made, transactions: 1 }]);
    expect(homeOnly.portfolios.transactions(made.id)[0]).toMatchObject({ code: 'SNTS', currency: 'XOF', quantity: '10' });
    expect(other.portfolios.list()).toEqual([]);
    homeOnly.close();
    other.close();
  });

  it('refuse a sale, an edit or a deletion that would sell more than is held, leaving everything as it was', () => {
    const store = Store.open(':memory:');
    fillCache(store);
    const { id } = run<Portfolio>(store, { op: 'create', name: 'Main', currency: 'XOF' });
    const first = run<Transaction>(store, { op: 'addTransaction', portfolioId: id, transaction: buy('2024-01-02', '10', '15000') });
    run<Transaction>(store, { op: 'addTransaction', portfolioId: id, transaction: sell('2024-02-01', '6', '16000') });
    expect(applyPortfolioWrite(store, { op: 'addTransaction', portfolioId: id, transaction: sell('2024-03-01', '5', '16000') })).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      message: 'this transaction is refused: sells 5 SNTS on 2024-03-01 while 4 are held',
    });
    expect(
      applyPortfolioWrite(store, { op: 'editTransaction', id: first.id, transaction: buy('2024-01-02', '5,5', '15000') }),
    ).toMatchObject({
      ok: false,
      message: 'this change is refused: sells 6 SNTS on 2024-02-01 while 5.5 are held',
    });
    expect(applyPortfolioWrite(store, { op: 'deleteTransaction', id: first.id })).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
    expect(store.portfolios.transactions(id).map((t) => [t.side, t.quantity])).toEqual([
      ['buy', '10'],
      ['sell', '6'],
    ]);
    const edited = run<Transaction>(store, { op: 'editTransaction', id: first.id, transaction: buy('2024-01-02', '7,25', '15000') });
    expect(edited.quantity).toBe('7.25'); // stored with a point
  });

  it('refuse a duplicate name and an unknown security; rename; delete with the transactions', () => {
    const store = Store.open(':memory:');
    fillCache(store);
    const { id } = run<Portfolio>(store, { op: 'create', name: 'Main', currency: 'XOF' });
    expect(applyPortfolioWrite(store, { op: 'create', name: 'main', currency: 'EUR' })).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
    const unknown = { ...buy('2024-01-02', '1', '1'), security: { kind: 'fund', id: 99 } } as const;
    expect(applyPortfolioWrite(store, { op: 'addTransaction', portfolioId: id, transaction: unknown })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(run<Portfolio>(store, { op: 'update', id, name: 'Retirement' })).toMatchObject({ name: 'Retirement', currency: 'XOF' });
    run(store, { op: 'addTransaction', portfolioId: id, transaction: buy('2024-01-02', '1', '1') });
    run(store, { op: 'delete', id });
    expect(store.portfolios.list()).toEqual([]);
    expect(store.db.prepare('SELECT count(*) FROM portfolio_transactions').pluck().get()).toBe(0);
  });
});
