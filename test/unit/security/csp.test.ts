import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src-main/security/csp';

function directives(csp: string) {
  return new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
}

describe('content security policy', () => {
  it('starts from default-src none and gives the Electron renderer no network', () => {
    const csp = contentSecurityPolicy();
    expect(csp.startsWith("default-src 'none'; ")).toBe(true);
    const d = directives(csp);
    expect(d.get('connect-src')).toEqual(["'none'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets browser mode reach only its own WebSocket', () => {
    const d = directives(contentSecurityPolicy({ connectSrc: ['ws://127.0.0.1:4000'] }));
    expect(d.get('connect-src')).toEqual(['ws://127.0.0.1:4000']);
  });

  it('never allows inline scripts, even for the dev server', () => {
    const d = directives(contentSecurityPolicy({ devServer: true }));
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toContain("'unsafe-inline'");
  });
});
