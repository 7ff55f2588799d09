// The portfolio methods through the core on the demo market: writes go to the sync worker's one
// writer, reads come from the window's read-only connection, refusals keep their code.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { Share } from '../../../src-main/ipc/contract';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-portfolio-ipc-'));
let core: Core;
const changed: unknown[] = [];

beforeAll(async () => {
  core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });
  core.events.subscribe((name, payload) => {
    if (name === 'portfolio.changed') changed.push(payload);
  });
  // The demo market's shares land by themselves (the command bar's lists).
  const deadline = Date.now() + 30_000;
  while (core.store.data.shares.count() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

/** How a call fails (a handler may throw at once or reject later: the router takes both). */
const rejection = (call: () => unknown) =>
  Promise.resolve()
    .then(call)
    .then(
      () => null,
      (err: { code?: string; message?: string }) => ({ code: err.code, message: err.message }),
    );

describe('portfolio over the contract', () => {
  it('creates a portfolio, enters transactions, refuses an oversale, and computes positions from the cache', async () => {
    const h = core.handlers;
    const share = core.store.data.shares.list().find((s: Share) => s.last_day_price !== null) as Share & { id: number };
    const portfolio = await h['portfolio.create']({ name: 'Main', currency: 'XOF' });
    expect(await h['portfolio.list'](undefined)).toEqual([{ ...portfolio, transactions: 0 }]);
    const bought = await h['portfolio.transaction.add']({
      portfolioId: portfolio.id,
      transaction: { day: '2024-01-02', side: 'buy', security: { kind: 'share', id: share.id }, quantity: '10', price: '1000', fees: '25' },
    });
    expect(bought).toMatchObject({ portfolioId: portfolio.id, code: share.mnemo_code, quantity: '10', price: '1000', fees: '25' });
    expect(
      await rejection(() =>
        h['portfolio.transaction.add']({
          portfolioId: portfolio.id,
          transaction: { day: '2024-02-02', side: 'sell', security: { kind: 'share', id: share.id }, quantity: '11', price: '1000' },
        }),
      ),
    ).toEqual({
      code: 'INVALID_INPUT',
      message: `this transaction is refused: sells 11 ${share.mnemo_code} on 2024-02-02 while 10 are held`,
    });

    const view = await h['portfolio.positions']({ portfolioId: portfolio.id });
    expect(view.positions).toHaveLength(1);
    expect(view.positions[0]).toMatchObject({ id: share.id, quantity: 10, costBasis: 10025, lastPrice: expect.any(Number) });
    expect(view.totals).toMatchObject([{ currency: share.currency_code, costBasis: 10025, complete: true }]);

    const history = await h['portfolio.history']({ portfolioId: portfolio.id });
    expect(history.currency).toBe(share.currency_code);
    expect(history.time).toBeInstanceOf(Float64Array);
    expect(history.time.length).toBe(history.columns.value.length);
    expect(history.time[0]).toBe(Date.parse('2024-01-02T00:00:00Z') / 1000);
    expect(changed).toContainEqual({ portfolioId: portfolio.id });
  });

  it('imports CSV all or nothing and answers the bad rows; NOT_FOUND for an unknown portfolio', async () => {
    const h = core.handlers;
    const [portfolio] = await h['portfolio.list'](undefined);
    const id = portfolio?.id ?? -1;
    const code = core.store.data.shares.list()[0]?.mnemo_code ?? '';
    const csv = `date,security,side,quantity,price,fees\n2024-03-01,${code},buy,1,10,0\n2024-03-02,NOPE,buy,1,1,0\n`;
    expect(await h['portfolio.import']({ portfolioId: id, csv })).toMatchObject({
      imported: 0,
      bad: [{ line: 3, reason: '"NOPE" is not a cached share or fund (a mnemonic, an ISIN or an id)' }],
    });
    expect(await h['portfolio.import']({ portfolioId: id, csv, skipBad: true })).toMatchObject({ imported: 1 });
    expect((await h['portfolio.transactions']({ portfolioId: id })).map((t) => t.day)).toEqual(['2024-01-02', '2024-03-01']);
    expect(await rejection(() => h['portfolio.positions']({ portfolioId: 999 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(() => h['portfolio.delete']({ id: 999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
