import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src-main/ipc/app-error';
import type { SystemInfo } from '../../../src-main/ipc/contract';
import { METHOD_NAMES } from '../../../src-main/ipc/contract-names';
import { createRouter, type Handlers, type SenderInfo } from '../../../src-main/ipc/router';

const info: SystemInfo = {
  appVersion: '1.2.3',
  dataSource: { kind: 'demo', label: 'DEMO', key: 'demo' },
  databasePath: '/tmp/x.sqlite',
  sqliteVersion: '3.0.0',
  transport: 'browser',
  platform: 'linux-x64',
  notices: [],
};
// Methods these tests do not call.
const others = Object.fromEntries(
  METHOD_NAMES.map((m) => [m, () => Promise.reject(new Error(`${m} not under test`))]),
) as unknown as Handlers; // every handler rejects: only the ones under test are real
const trusted: SenderInfo = { mainFrame: true, origin: 'app://terminal' };

function router(handler: Handlers['system.info'] = () => info, reportError = vi.fn()) {
  return {
    router: createRouter({ ...others, 'system.info': handler }, { trustedOrigins: new Set(['app://terminal']), reportError }),
    reportError,
  };
}

describe('router', () => {
  it('answers a valid call from our own main frame with the handler result', async () => {
    expect(await router().router.dispatch(trusted, 'system.info', undefined)).toEqual({ ok: true, value: info });
  });

  it('refuses an unknown method without calling anything', async () => {
    const handler = vi.fn(() => info);
    const result = await router(handler).router.dispatch(trusted, 'system.shutdown', undefined);
    expect(result).toEqual({ ok: false, error: { code: 'UNKNOWN_METHOD', message: 'unknown method "system.shutdown"' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses names inherited from Object.prototype', async () => {
    const result = await router().router.dispatch(trusted, 'toString', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
  });

  it('refuses input that does not match the method schema', async () => {
    const handler = vi.fn(() => info);
    const result = await router(handler).router.dispatch(trusted, 'system.info', { evil: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(!result.ok && result.error.message).toContain('system.info');
    expect(handler).not.toHaveBeenCalled();
  });

  it.each<[string, SenderInfo]>([
    ['another origin', { mainFrame: true, origin: 'https://evil.example' }],
    ['a sub-frame of our origin', { mainFrame: false, origin: 'app://terminal' }],
    ['an unknown origin', { mainFrame: true, origin: null }],
  ])('refuses a request from %s', async (_label, sender) => {
    const handler = vi.fn(() => info);
    const result = await router(handler).router.dispatch(sender, 'system.info', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('checks the sender before anything else, so strangers learn nothing about methods', async () => {
    const result = await router().router.dispatch({ mainFrame: true, origin: 'https://evil.example' }, 'no.such.method', 42);
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('turns an unexpected handler failure into INTERNAL and reports it', async () => {
    const { router: r, reportError } = router(() => {
      throw new Error('disk on fire');
    });
    const result = await r.dispatch(trusted, 'system.info', undefined);
    expect(result).toEqual({ ok: false, error: { code: 'INTERNAL', message: 'system.info failed: disk on fire' } });
    expect(reportError).toHaveBeenCalledWith('system.info', expect.any(Error));
  });

  it('passes a deliberate AppError through with its own code', async () => {
    const { router: r, reportError } = router(() => Promise.reject(new AppError('OFFLINE', 'the service is unreachable')));
    expect(await r.dispatch(trusted, 'system.info', undefined)).toEqual({
      ok: false,
      error: { code: 'OFFLINE', message: 'the service is unreachable' },
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('refuses input nested too deep before any schema recurses into it', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = [deep];
    const result = await router().router.dispatch(trusted, 'workspace.save', { current: deep });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('nested deeper than 64') },
    });
  });

  it('refuses input with a cycle (structured clone can carry one)', async () => {
    const current: Record<string, unknown> = {};
    current.self = current;
    expect(await router().router.dispatch(trusted, 'workspace.save', { current })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('turns a throw during validation into an envelope too', async () => {
    const { router: r, reportError } = router();
    const hostile = Object.defineProperty({}, 'current', {
      enumerable: true,
      get() {
        throw new Error('getter says no');
      },
    });
    expect(await r.dispatch(trusted, 'workspace.save', hostile)).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'the request could not be handled' },
    });
    expect(reportError).toHaveBeenCalledWith('workspace.save', expect.any(Error));
  });
});
