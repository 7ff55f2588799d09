// App-wide Electron hardening, applied before any window exists.
import { app, session, type WebContents } from 'electron';
import { contentSecurityPolicy } from '../security/csp';

/** Every web contents: no navigation away, no new windows, no webviews. */
function lockDown(contents: WebContents, isAppUrl: (url: string) => boolean): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // External links will open through one guarded main-process path, never as app windows.
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** Tables copy rows to the clipboard; nothing else (camera, microphone, notifications, …) is needed. */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function hardenApp(isAppUrl: (url: string) => boolean): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents, isAppUrl));
  session.defaultSession.setPermissionRequestHandler((contents, permission, callback) => {
    callback(ALLOWED_PERMISSIONS.has(permission) && isAppUrl(contents.getURL()));
  });
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) => ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingOrigin));
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
