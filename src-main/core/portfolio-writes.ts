// Every change to the portfolios, run whole on the writer connection (the sync worker's, or the
// command line's own): read, check by replaying the portfolio, write, in one SQLite transaction,
// so two quick edits cannot interleave and a refused change leaves nothing behind.
import { z } from 'zod';
import { checkImport } from '../portfolio/import-check';
import { csvText, currencyLabel as currency, portfolioName as name, transactionInput, type TransactionInput } from '../portfolio/inputs';
import { firstFailure } from '../portfolio/ledger';
import { storedDecimal } from '../portfolio/money';
import { resolveSecurity, securityOf } from '../portfolio/securities';
import { readTransactionsCsv } from '../portfolio/transactions-csv';
import { type ImportResult, type Portfolio, type Transaction, type TransactionDraft } from '../portfolio/types';
import type { Store } from '../store/store';

export const portfolioWrite = z.discriminatedUnion('op', [
  z.object({ op: z.literal('create'), name, currency }).strict(),
  z.object({ op: z.literal('update'), id: z.number().int(), name: name.optional(), currency: currency.optional() }).strict(),
  z.object({ op: z.literal('delete'), id: z.number().int() }).strict(),
  z.object({ op: z.literal('addTransaction'), portfolioId: z.number().int(), transaction: transactionInput }).strict(),
  z.object({ op: z.literal('editTransaction'), id: z.number().int(), transaction: transactionInput }).strict(),
  z.object({ op: z.literal('deleteTransaction'), id: z.number().int() }).strict(),
  z
    .object({
      op: z.literal('import'),
      /** By id (the screen) or by name (the command line: created when there is none). */
      portfolio: z.union([z.object({ id: z.number().int() }).strict(), z.object({ name }).strict()]),
      csv: csvText,
      skipBad: z.boolean(),
    })
    .strict(),
]);
export type PortfolioWrite = z.output<typeof portfolioWrite>;

/** A write's answer: its value, or why it was refused (nothing was written then). */
export type PortfolioOutcome = { ok: true; value: unknown } | { ok: false; code: 'INVALID_INPUT' | 'NOT_FOUND'; message: string };

class Refusal extends Error {
  constructor(
    readonly code: 'INVALID_INPUT' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

const draftOf = (t: Transaction): TransactionDraft => ({
  day: t.day,
  side: t.side,
  kind: t.kind,
  code: t.code,
  title: t.title,
  currency: t.currency,
  quantity: t.quantity,
  price: t.price,
  fees: t.fees,
});

/** The input with its security as the cache knows it; decimals with a point, as stored. */
function draftFrom(store: Store, input: TransactionInput): TransactionDraft {
  const security = securityOf(store, input.security.kind, input.security.id);
  if (!security) throw new Refusal('NOT_FOUND', `no cached ${input.security.kind} has id ${input.security.id}`);
  const text = (value: string | null | undefined) =>
    value === null || value === undefined || value.trim() === '' ? null : storedDecimal(value);
  return {
    day: input.day,
    side: input.side,
    kind: security.kind,
    code: security.code,
    title: security.title,
    currency: security.currency,
    quantity: text(input.quantity),
    price: text(input.price),
    fees: text(input.fees) ?? '0',
  };
}

/** Refuses a portfolio whose transactions would not replay (a sale of more than is held). */
function mustReplay(transactions: readonly TransactionDraft[], doing: string): void {
  const failure = firstFailure(transactions);
  if (failure) throw new Refusal('INVALID_INPUT', `${doing} is refused: ${failure.reason}`);
}

function portfolioOf(store: Store, id: number): Portfolio {
  const portfolio = store.portfolios.get(id);
  if (!portfolio) throw new Refusal('NOT_FOUND', `no portfolio has id ${id}`);
  return portfolio;
}

function transactionOf(store: Store, id: number): Transaction {
  const t = store.portfolios.transaction(id);
  if (!t) throw new Refusal('NOT_FOUND', `no transaction has id ${id}`);
  return t;
}

function uniqueName(store: Store, wanted: string, except?: number): void {
  const same = store.portfolios.byName(wanted);
  if (same && same.id !== except) throw new Refusal('INVALID_INPUT', `a portfolio named "${same.name}" exists`);
}

function importCsv(store: Store, write: Extract<PortfolioWrite, { op: 'import' }>): ImportResult {
  const { rows, bad: unreadable } = readTransactionsCsv(write.csv, (text) => resolveSecurity(store, text));
  let portfolio = 'id' in write.portfolio ? portfolioOf(store, write.portfolio.id) : store.portfolios.byName(write.portfolio.name);
  const existing = portfolio ? store.portfolios.transactions(portfolio.id).map(draftOf) : [];
  const { good, bad: short } = checkImport(existing, rows);
  const bad = [...unreadable, ...short].sort((a, b) => a.line - b.line);
  if ((bad.length && !write.skipBad) || good.length === 0) return { portfolio: portfolio ?? null, imported: 0, bad };
  // A portfolio named on the command line is made on its first import, labelled in its first row's currency.
  portfolio ??= portfolioOf(
    store,
    store.portfolios.create('name' in write.portfolio ? write.portfolio.name : '', good[0]?.draft.currency ?? '-'),
  );
  for (const row of good) store.portfolios.addTransaction(portfolio.id, row.draft);
  return { portfolio: portfolioOf(store, portfolio.id), imported: good.length, bad };
}

function run(store: Store, write: PortfolioWrite): unknown {
  const p = store.portfolios;
  switch (write.op) {
    case 'create':
      uniqueName(store, write.name);
      return portfolioOf(store, p.create(write.name, write.currency));
    case 'update': {
      const portfolio = portfolioOf(store, write.id);
      if (write.name !== undefined) uniqueName(store, write.name, write.id);
      p.update(write.id, write.name ?? portfolio.name, write.currency ?? portfolio.currency);
      return portfolioOf(store, write.id);
    }
    case 'delete':
      portfolioOf(store, write.id);
      p.delete(write.id);
      return { deleted: true };
    case 'addTransaction': {
      portfolioOf(store, write.portfolioId);
      const draft = draftFrom(store, write.transaction);
      mustReplay([...p.transactions(write.portfolioId).map(draftOf), draft], 'this transaction');
      return transactionOf(store, p.addTransaction(write.portfolioId, draft));
    }
    case 'editTransaction': {
      const stored = transactionOf(store, write.id);
      const draft = draftFrom(store, write.transaction);
      mustReplay(
        p.transactions(stored.portfolioId).map((t) => (t.id === write.id ? draft : draftOf(t))),
        'this change',
      );
      p.updateTransaction(write.id, draft);
      return transactionOf(store, write.id);
    }
    case 'deleteTransaction': {
      const stored = transactionOf(store, write.id);
      mustReplay(
        p.transactions(stored.portfolioId).flatMap((t) => (t.id === write.id ? [] : [draftOf(t)])),
        'deleting it',
      );
      p.deleteTransaction(write.id);
      return { deleted: true };
    }
    case 'import':
      return importCsv(store, write);
  }
}

/** Runs one write in one SQLite transaction; a refusal rolls it back and is answered, not thrown. */
export function applyPortfolioWrite(store: Store, write: PortfolioWrite): PortfolioOutcome {
  try {
    return { ok: true, value: store.portfolios.atomically(() => run(store, write)) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}
