// Serves the built renderer from app://terminal instead of file://, so the page has a real,
// checkable origin and every response carries our CSP.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { net, protocol } from 'electron';
import { contentSecurityPolicy } from '../security/csp';
import { resolveInside } from '../server/static-files';

const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://terminal`;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

export function serveRenderer(rendererDir: string): void {
  const csp = contentSecurityPolicy();
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === 'terminal' ? resolveInside(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(path.normalize(file)).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}
