// App-wide Electron hardening, applied before any window exists.
import { app, session, type WebContents } from 'electron';

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

export function hardenApp(isAppUrl: (url: string) => boolean): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents, isAppUrl));
  // The terminal needs no camera, microphone, notifications, geolocation or anything else.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}
