// The token belongs to the origin it was entered for, and never travels in clear over the network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import { AppError } from '../../../src-main/ipc/app-error';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { tempDir } from '../sync/helpers';

const tmp = tempDir('token-binding');
let a: Simulator;
let b: Simulator;
let core: Core;

beforeAll(async () => {
  [a, b] = await Promise.all([startSimulator({ seed: 1 }), startSimulator({ seed: 2 })]);
  core = await createCore({ transport: 'browser', userDataDir: tmp.dir, tokenVault: fileTokenVault(tmp.dir, {}) });
});
afterAll(async () => {
  await core.close();
  await Promise.all([a.close(), b.close()]);
  tmp.remove();
});

const setSource = async (input: Parameters<Core['handlers']['settings.dataSource.set']>[0]) =>
  core.handlers['settings.dataSource.set'](input);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}

describe('the service token', () => {
  it('is refused for another origin until it is entered again; the terminal stays where it was', async () => {
    await setSource({ kind: 'remote', baseUrl: a.baseUrl, token: a.token });
    const err = await refusal(setSource({ kind: 'remote', baseUrl: b.baseUrl }));
    expect(err).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining(`enter the token again for ${new URL(b.baseUrl).origin}`),
    });
    expect(core.info.dataSource).toMatchObject({ kind: 'remote', baseUrl: a.baseUrl });
    expect(core.session().market.origin).toBe(new URL(a.baseUrl).origin);

    // Via the demo market and back: still bound to A.
    await setSource({ kind: 'demo' });
    expect(await refusal(setSource({ kind: 'remote', baseUrl: b.baseUrl }))).toMatchObject({ code: 'INVALID_INPUT' });
    await setSource({ kind: 'remote', baseUrl: `${new URL(a.baseUrl).origin}/api/` }); // same origin: kept
    await setSource({ kind: 'remote', baseUrl: b.baseUrl, token: b.token }); // entered again: accepted
    expect(core.info.dataSource).toMatchObject({ kind: 'remote', baseUrl: b.baseUrl });
  });

  it('is never sent over plain http to another machine', async () => {
    const err = await refusal(setSource({ kind: 'remote', baseUrl: 'http://market.example/api', token: 'secret' }));
    expect(err.message).toContain('never sent over plain http');
    expect(core.info.dataSource).toMatchObject({ baseUrl: b.baseUrl });
  });
});
