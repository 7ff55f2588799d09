// The desktop app's side of desktop.menu and desktop.paneWindow: the native menu and the detached
// pane windows, for the core's handlers (browser mode has none).
import { app, BrowserWindow, dialog, Menu } from 'electron';
import type { DesktopHost } from '../core/handlers';
import type { DesktopMenu } from '../ipc/contract';
import { aboutText, appMenuTemplate, type MenuEnvironment } from './app-menu';
import { paneWindows, sendCommand, type PaneWindowOptions } from './pane-windows';

export function desktopHost(
  options: PaneWindowOptions,
): DesktopHost & { closePaneWindowsForQuit(): void; showMenu(menu: DesktopMenu): boolean } {
  const panes = paneWindows(options);
  const about = aboutText(app.getVersion(), process.versions);
  app.setAboutPanelOptions({ applicationName: 'Market Terminal', applicationVersion: app.getVersion(), credits: about });
  const env: MenuEnvironment = {
    platform: process.platform,
    appName: 'Market Terminal',
    isPackaged: app.isPackaged,
    send: (command) => sendCommand(BrowserWindow.getFocusedWindow() ?? options.mainWindow(), command),
    showAbout: () =>
      void dialog.showMessageBox({ type: 'info', title: 'About Market Terminal', message: 'Market Terminal', detail: about }),
  };
  const showMenu = (menu: DesktopMenu) => {
    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(menu, env)));
    return true;
  };
  // Until the renderer declares its functions and keys, the standard menus (Edit for copy/paste).
  showMenu({ functions: [], actions: [] });
  return {
    showMenu,
    paneWindow: (pane, open, title) => panes.set(pane, open, title),
    closePaneWindowsForQuit: () => panes.closeAllForQuit(),
  };
}
