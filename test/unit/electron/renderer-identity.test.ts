import { describe, expect, it } from 'vitest';
import { rendererIdentity, standardOrigin, type FrameLike } from '../../../src-main/electron/renderer-identity';
import { createRouter } from '../../../src-main/ipc/router';

const app = rendererIdentity('app://terminal');
const top = (origin: string): FrameLike => ({ origin, parent: null });
const child = (origin: string): FrameLike => ({ origin, parent: top(origin) });

describe('standardOrigin', () => {
  it('gives our scheme a real origin where Node answers "null"', () => {
    expect(new URL('app://terminal/index.html').origin).toBe('null'); // the trap this module exists for
    expect(standardOrigin('app://terminal/index.html')).toBe('app://terminal');
    expect(standardOrigin('app://TERMINAL/x')).toBe('app://terminal');
    expect(standardOrigin('http://localhost:5173/src/index.html')).toBe('http://localhost:5173');
  });

  it('has no origin for opaque or unknown URLs', () => {
    for (const url of [
      'file:///etc/passwd',
      'data:text/html,x',
      'javascript:alert(1)',
      'about:blank',
      'app:terminal',
      'not a url',
      '',
      'null',
      'evil://terminal/',
    ]) {
      expect(standardOrigin(url), url).toBeNull();
    }
  });
});

describe('rendererIdentity', () => {
  it('recognises our pages and origins and nothing else', () => {
    expect(app.isAppUrl('app://terminal/index.html')).toBe(true);
    expect(app.isAppUrl('app://terminal')).toBe(true);
    for (const url of ['app://other/index.html', 'https://terminal/', 'file:///index.html', 'app://terminal.evil.com/', 'null', '']) {
      expect(app.isAppUrl(url), url).toBe(false);
    }
  });

  it('uses the dev server origin in npm run dev', () => {
    const dev = rendererIdentity('http://localhost:5173/');
    expect(dev.origin).toBe('http://localhost:5173');
    expect(dev.isAppUrl('http://localhost:5173/index.html')).toBe(true);
    expect(dev.isAppUrl('http://localhost:5174/index.html')).toBe(false);
  });

  it('refuses a renderer URL without an origin', () => {
    expect(() => rendererIdentity('file:///x/index.html')).toThrow(/no standard origin/);
  });

  it('accepts only our top-level frame as an IPC sender', () => {
    expect(app.isOurMainFrame(top('app://terminal'))).toBe(true);
    expect(app.isOurMainFrame(child('app://terminal'))).toBe(false);
    expect(app.isOurMainFrame(top('https://evil.example'))).toBe(false);
    expect(app.isOurMainFrame(top('null'))).toBe(false);
    expect(app.isOurMainFrame(null)).toBe(false);
    expect(app.isOurMainFrame(undefined)).toBe(false);
  });

  it('lets the router answer our frame and refuse the others with an envelope', async () => {
    const router = createRouter({ 'system.info': () => ({ ok: 1 }) } as never, { trustedOrigins: new Set([app.origin]) }); // only system.info is called
    await expect(router.dispatch(app.senderInfo(top('app://terminal')), 'system.info', undefined)).resolves.toMatchObject({ ok: true });
    for (const frame of [child('app://terminal'), top('https://evil.example'), top('null'), null]) {
      await expect(router.dispatch(app.senderInfo(frame), 'system.info', undefined)).resolves.toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
  });
});
