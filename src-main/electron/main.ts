// Electron entry: one instance, one hardened window, the core behind the IPC bridge.
import path from 'node:path';
import { app, BrowserWindow, dialog, Notification, safeStorage, shell } from 'electron';
import { electronBindingPath } from '../native/electron-install.mjs';
import { createCore } from '../core/core';
import { keychainTokenVault } from '../core/token-vault';
import { bridgeIpc } from './ipc-bridge';
import { createMainWindow } from './main-window';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './renderer-protocol';
import { applyDevServerCsp, hardenApp } from './security';

// electron-vite sets this in `npm run dev`; otherwise the built renderer is served from app://.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const rendererOrigin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;
const isAppUrl = (url: string) => {
  try {
    return new URL(url).origin === rendererOrigin;
  } catch {
    return false;
  }
};

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  if (process.env.MARKET_TERMINAL_DATA_DIR) app.setPath('userData', path.resolve(process.env.MARKET_TERMINAL_DATA_DIR));

  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  void app.whenReady().then(async () => {
    hardenApp(isAppUrl);
    if (devServerUrl) applyDevServerCsp(devServerUrl);
    else serveRenderer(path.join(__dirname, '../renderer'));
    const userDataDir = app.getPath('userData');
    let core;
    try {
      core = await createCore({
        transport: 'electron',
        userDataDir,
        tokenVault: keychainTokenVault(userDataDir, safeStorage),
        openExternal: (url) => shell.openExternal(url),
        notify: (note) => Notification.isSupported() && (new Notification({ title: note.title, body: note.body, silent: false }).show(), true),
        nativeBinding: electronBindingPath(app.getAppPath()),
      });
    } catch (err) {
      // e.g. a cache written by a newer version: say so and stop, never touch the file.
      dialog.showErrorBox('Market Terminal cannot start', err instanceof Error ? err.message : String(err));
      app.exit(1);
      return;
    }
    const unbridge = bridgeIpc(core, new Set([rendererOrigin]));
    const open = () =>
      createMainWindow({
        preload: path.join(__dirname, '../preload/index.cjs'),
        url: devServerUrl ?? `${APP_ORIGIN}/index.html`,
        stateFile: path.join(userDataDir, 'window-state.json'),
      });
    open();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) open();
    });
    const started = core;
    app.on('will-quit', () => {
      unbridge();
      void started.close();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
