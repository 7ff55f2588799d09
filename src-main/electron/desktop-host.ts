// The desktop app's side of desktop.menu, desktop.paneWindow and desktop.printPdf: the native menu,
// the detached pane windows and Save as PDF, for the core's handlers (browser mode has none).
import { writeFile } from 'node:fs/promises';
import { app, BrowserWindow, dialog, Menu } from 'electron';
import type { DesktopHost } from '../core/handlers';
import type { DesktopMenu } from '../ipc/contract';
import { aboutText, appMenuTemplate, type MenuEnvironment } from './app-menu';
import { pdfOptions } from './pdf-options';
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
    printPdf: async (fileName, title) => {
      const window = BrowserWindow.getFocusedWindow() ?? options.mainWindow();
      if (!window) return 'unavailable';
      const choice = await dialog.showSaveDialog(window, {
        title: 'Save as PDF',
        defaultPath: fileName,
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      });
      if (choice.canceled || !choice.filePath) return 'cancelled';
      const pdf = await window.webContents.printToPDF(pdfOptions(title, app.getLocaleCountryCode()));
      await writeFile(choice.filePath, pdf);
      return 'saved';
    },
  };
}
