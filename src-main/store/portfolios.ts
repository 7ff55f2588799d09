// The user's portfolios and transactions (migration 004), in the home file when it is attached.
// Plain reads and writes; what makes a set of transactions valid is src-main/portfolio's business,
// checked by the writes (core/portfolio-writes.ts) inside one transaction with these.
import type Database from 'better-sqlite3';
import type { Portfolio, Transaction, TransactionDraft } from './portfolio-records';

/** `schema`: the attached database the portfolios live in ('main', or 'home' for a source's cache). */
export function portfolioStore(db: Database.Database, schema: 'main' | 'home' = 'main') {
  const p = `${schema}.portfolios`;
  const t = `${schema}.portfolio_transactions`;
  const columns = `id, portfolio_id AS portfolioId, day, side, kind, code, title, currency, quantity, price, fees`;
  const listPortfolios = db.prepare(
    `SELECT id, name, currency, (SELECT count(*) FROM ${t} WHERE portfolio_id = ${p}.id) AS transactions FROM ${p} ORDER BY name, id`,
  );
  const insertPortfolio = db.prepare(`INSERT INTO ${p} (name, currency) VALUES (?, ?)`);
  const updatePortfolio = db.prepare(`UPDATE ${p} SET name = ?, currency = ? WHERE id = ?`);
  const deletePortfolio = db.prepare(`DELETE FROM ${p} WHERE id = ?`);
  // Deleted by hand too: a connection without foreign_keys (a reader's) would not cascade.
  const deleteTransactionsOf = db.prepare(`DELETE FROM ${t} WHERE portfolio_id = ?`);
  const selectTransactions = db.prepare(`SELECT ${columns} FROM ${t} WHERE portfolio_id = ? ORDER BY day, id`);
  const selectTransaction = db.prepare(`SELECT ${columns} FROM ${t} WHERE id = ?`);
  const fields = 'day, side, kind, code, title, currency, quantity, price, fees';
  const insertTransaction = db.prepare(
    `INSERT INTO ${t} (portfolio_id, ${fields}) VALUES (@portfolioId, @day, @side, @kind, @code, @title, @currency, @quantity, @price, @fees)`,
  );
  const updateTransaction = db.prepare(
    `UPDATE ${t} SET day = @day, side = @side, kind = @kind, code = @code, title = @title, currency = @currency,
       quantity = @quantity, price = @price, fees = @fees WHERE id = @id`,
  );
  const deleteTransaction = db.prepare(`DELETE FROM ${t} WHERE id = ?`);

  return {
    list: () => listPortfolios.all() as Portfolio[],
    get(id: number): Portfolio | null {
      return this.list().find((portfolio) => portfolio.id === id) ?? null;
    },
    byName(name: string): Portfolio | null {
      return this.list().find((portfolio) => portfolio.name.toLowerCase() === name.toLowerCase()) ?? null;
    },
    create: (name: string, currency: string): number => Number(insertPortfolio.run(name, currency).lastInsertRowid),
    update: (id: number, name: string, currency: string): void => void updatePortfolio.run(name, currency, id),
    delete(id: number): void {
      deleteTransactionsOf.run(id);
      deletePortfolio.run(id);
    },
    transactions: (portfolioId: number) => selectTransactions.all(portfolioId) as Transaction[],
    transaction: (id: number) => (selectTransaction.get(id) as Transaction | undefined) ?? null,
    addTransaction: (portfolioId: number, draft: TransactionDraft): number =>
      Number(insertTransaction.run({ portfolioId, ...draft }).lastInsertRowid),
    updateTransaction: (id: number, draft: TransactionDraft): void => void updateTransaction.run({ id, ...draft }),
    deleteTransaction: (id: number): void => void deleteTransaction.run(id),
    /** Runs `work` in one transaction of this connection: all of it or nothing. */
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}
