// Electron entry: one instance, one hardened main window (plus a window per detached pane), the
// core behind the IPC bridge, the native menu.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, dialog, Notification, safeStorage, shell } from 'electron';
import { createCore } from '../core/core';
import { builtMainDir, paneWindowsFile, windowStateFile } from '../core/paths';
import { openKeychainTokenVault } from '../core/token-vault';
import { bridgeIpc } from './ipc-bridge';
import { desktopHost } from './desktop-host';
import { linkHostDialog } from './link-dialog';
import { fileBoundsMemory } from './bounds-memory';
import { createAppWindow } from './main-window';
import { rendererIdentity } from './renderer-identity';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './renderer-protocol';
import { applyDevServerCsp, hardenApp } from './security';
import { chooseSqliteBinding } from './sqlite-binding';

// electron-vite sets this in `npm run dev`; otherwise the built renderer is served from app://.
const devServerUrl = (!app.isPackaged && process.env.ELECTRON_RENDERER_URL) || undefined;
const identity = rendererIdentity(devServerUrl ?? APP_ORIGIN);

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
    hardenApp(identity);
    if (devServerUrl) applyDevServerCsp(devServerUrl);
    else serveRenderer(path.join(builtMainDir(), '../renderer'));
    const userDataDir = app.getPath('userData');
    const preload = path.join(builtMainDir(), '../preload/index.cjs');
    const pageUrl = devServerUrl ?? `${APP_ORIGIN}/index.html`;
    let mainWindow: BrowserWindow | null = null;
    const desktop = desktopHost({
      preload,
      pageUrl,
      boundsFile: paneWindowsFile(userDataDir),
      mainWindow: () => mainWindow,
    });
    let core;
    try {
      const binding = chooseSqliteBinding({
        isPackaged: app.isPackaged,
        resourcesPath: process.resourcesPath,
        appPath: app.getAppPath(),
        electronVersion: process.versions.electron,
        exists: existsSync,
      });
      console.log(binding.note);
      core = await createCore({
        transport: 'electron',
        userDataDir,
        tokenVault: await openKeychainTokenVault(userDataDir, safeStorage, {
          acceptBasicText: process.env.MARKET_TERMINAL_ACCEPT_BASIC_TEXT === '1',
        }),
        openExternal: (url) => shell.openExternal(url),
        // On the window the link was clicked in (focused), else the main window.
        confirmLinkHost: linkHostDialog(() => BrowserWindow.getFocusedWindow() ?? mainWindow),
        desktop,
        ...(binding.nativeBinding ? { nativeBinding: binding.nativeBinding } : {}),
        notify: (note) =>
          Notification.isSupported() && (new Notification({ title: note.title, body: note.body, silent: false }).show(), true),
      });
    } catch (err) {
      // e.g. a cache written by a newer version: say so and stop, never touch the file.
      dialog.showErrorBox('Market Terminal cannot start', err instanceof Error ? err.message : String(err));
      app.exit(1);
      return;
    }
    const unbridge = bridgeIpc(core, identity);
    const open = () => {
      const win = createAppWindow({ preload, url: pageUrl, bounds: fileBoundsMemory(windowStateFile(userDataDir)) });
      mainWindow = win;
      // The main window holds the workspace: closing it closes the detached panes, which reopen next run.
      win.on('close', () => desktop.closePaneWindowsForQuit());
      win.on('closed', () => (mainWindow = null));
    };
    open();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) open();
    });
    // Quitting closes the pane windows first without handing their panes back: they reopen next run.
    app.on('before-quit', () => desktop.closePaneWindowsForQuit());
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
