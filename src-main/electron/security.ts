// App-wide Electron hardening, applied before any window exists.
import { app, session, type WebContents } from 'electron';
import { contentSecurityPolicy } from '../security/csp';
import type { RendererIdentity } from './renderer-identity';

/** Every web contents: no navigation away, no new windows, no webviews. */
function lockDown(contents: WebContents, identity: RendererIdentity): void {
  // Dropping a file on the window or following a link arrives here as a navigation.
  contents.on('will-navigate', (event, url) => {
    if (!identity.isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!identity.isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // window.open, target=_blank and middle-click: external links open through the one guarded
  // main-process path (links.open), never as app windows.
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** Tables copy rows to the clipboard; nothing else (camera, microphone, notifications, …) is needed. */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function hardenApp(identity: RendererIdentity): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents, identity));
  // Only our page's top-level document gets anything; sub-frames and other pages get nothing.
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(ALLOWED_PERMISSIONS.has(permission) && details.isMainFrame && identity.isAppUrl(details.requestingUrl));
  });
  session.defaultSession.setPermissionCheckHandler(
    (_contents, permission, requestingOrigin, details) =>
      ALLOWED_PERMISSIONS.has(permission) && details.isMainFrame && identity.isAppUrl(requestingOrigin),
  );
}

/** `npm run dev` loads the renderer from the Vite dev server: give its responses our CSP too. */
export function applyDevServerCsp(devServerUrl: string): void {
  const hmr = new URL(devServerUrl);
  hmr.protocol = hmr.protocol === 'https:' ? 'wss:' : 'ws:';
  const csp = contentSecurityPolicy({ connectSrc: [hmr.origin], devServer: true });
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}
