// The command line resolves a share's own mnemonic without a search: the shares main names by
// mnemonic alone are read once, dropped whenever they may have changed, and never taken from a read
// that an update overtook (after a switch of data source its ids would be another source's).
import { describe, expect, it } from 'vitest';
import type { DataUpdated, SearchHit } from '../../../src-main/ipc/contract';
import type { Client } from '../../../src-renderer/src/api/typed-client';
import { cachedSecurities } from '../../../src-renderer/src/commands/cached-securities';

function fakeClient() {
  const asked: { method: string; answer(hits: SearchHit[]): void; fail(): void }[] = [];
  const listeners: ((update: DataUpdated) => void)[] = [];
  const fake = {
    transport: 'ws',
    call: (method: string) =>
      new Promise((resolve, reject) => asked.push({ method, answer: resolve, fail: () => reject(new Error('offline')) })),
    on: (_event: string, listener: (update: DataUpdated) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    onLink: () => () => undefined,
  };
  return {
    client: fake as unknown as Client, // the pool only calls and listens: the fake's untyped call stands for the typed one
    asked: (method: string) => asked.filter((a) => a.method === method),
    updated: (update: DataUpdated) => listeners.forEach((l) => l(update)),
  };
}

const BOAF: SearchHit = { kind: 'share', ref: 12, code: 'BOAF CI0000000958', title: 'Bank of Africa' };
const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('shares named by their mnemonic', () => {
  it('are read once when the line opens and then known at once, in any case', async () => {
    const t = fakeClient();
    const pool = cachedSecurities(t.client);
    expect(pool.shareByMnemonic('BOAF')).toBeUndefined();
    expect(t.asked('search.shareMnemonics')).toHaveLength(0);
    pool.prepareMnemonics();
    pool.prepareMnemonics();
    expect(t.asked('search.shareMnemonics')).toHaveLength(1);
    t.asked('search.shareMnemonics')[0]?.answer([BOAF]);
    await flush();
    expect(pool.shareByMnemonic(' boaf ')).toEqual({ kind: 'share', id: 12, code: 'BOAF', title: 'Bank of Africa' });
    expect(pool.shareByMnemonic('CI0000000958')).toBeUndefined(); // other codes go to main's search
    pool.prepareMnemonics();
    expect(t.asked('search.shareMnemonics')).toHaveLength(1);
  });

  it('are dropped when the share or the fund list lands, not when one security does', async () => {
    const t = fakeClient();
    const pool = cachedSecurities(t.client);
    const read = async (n: number) => {
      pool.prepareMnemonics();
      t.asked('search.shareMnemonics')[n]?.answer([BOAF]);
      await flush();
    };
    await read(0);
    t.updated({ dataset: 'funds', key: '41' });
    expect(pool.shareByMnemonic('BOAF')).toMatchObject({ id: 12 });
    t.updated({ dataset: 'funds', key: '' });
    expect(pool.shareByMnemonic('BOAF')).toBeUndefined();
    await read(1);
    t.updated({ dataset: 'shares', key: '12' });
    expect(pool.shareByMnemonic('BOAF')).toMatchObject({ id: 12 });
    t.updated({ dataset: 'shares', key: '' });
    expect(pool.shareByMnemonic('BOAF')).toBeUndefined();
    await read(2);
    expect(pool.shareByMnemonic('BOAF')).toMatchObject({ id: 12 });
    expect(t.asked('search.shareMnemonics')).toHaveLength(3);
  });

  it('are not taken from a read that an update overtook, nor kept from a failed one', async () => {
    const t = fakeClient();
    const pool = cachedSecurities(t.client);
    pool.prepareMnemonics();
    t.updated({ dataset: 'shares', key: '' }); // e.g. the data source switched while main answered
    t.asked('search.shareMnemonics')[0]?.answer([BOAF]);
    await flush();
    expect(pool.shareByMnemonic('BOAF')).toBeUndefined();
    pool.prepareMnemonics();
    t.asked('search.shareMnemonics')[1]?.fail();
    await flush();
    pool.prepareMnemonics();
    t.asked('search.shareMnemonics')[2]?.answer([{ ...BOAF, ref: 7 }]);
    await flush();
    expect(pool.shareByMnemonic('BOAF')).toMatchObject({ id: 7 });
  });
});
