// Detached panes: each in its own window (a second monitor), on the same core. The window loads
// our renderer with #pane=<id>; the renderer shows that pane and shares the workspace through
// workspace.changed. Closing the window hands the pane back to the main window.
import type { BrowserWindow } from 'electron';
import { AppError } from '../ipc/app-error';
import { IPC_CHANNELS } from '../ipc/contract-names';
import type { DesktopCommand } from '../ipc/contract';
import { keyedBoundsMemory } from './bounds-memory';
import { createAppWindow } from './main-window';

/** Each window is a renderer process: a bound, so no renderer can open them without end. */
const MAX_PANE_WINDOWS = 16;

export interface PaneWindowOptions {
  preload: string;
  /** The renderer's page URL (app://terminal/index.html or the dev server). */
  pageUrl: string;
  /** JSON file holding every detached pane's bounds. */
  boundsFile: string;
  /** The window that gets the pane back when its window closes. */
  mainWindow(): BrowserWindow | null;
}

export function sendCommand(win: BrowserWindow | null | undefined, command: DesktopCommand): void {
  if (win && !win.isDestroyed()) win.webContents.send(IPC_CHANNELS.event, 'desktop.command', command);
}

export function paneWindows(options: PaneWindowOptions) {
  const open = new Map<string, BrowserWindow>();
  return {
    /** Opens (or focuses) the pane's window, or closes it; true when done. Refuses a window past the bound. */
    set(pane: string, wanted: boolean, title: string): boolean {
      const existing = open.get(pane);
      if (!wanted) {
        existing?.close();
        return true;
      }
      if (existing && !existing.isDestroyed()) {
        existing.focus();
        return true;
      }
      if (open.size >= MAX_PANE_WINDOWS)
        throw new AppError('INVALID_INPUT', `at most ${MAX_PANE_WINDOWS} detached windows: put one back first`);
      const url = new URL(options.pageUrl);
      url.hash = `pane=${encodeURIComponent(pane)}`;
      const win = createAppWindow({
        preload: options.preload,
        url: url.toString(),
        title,
        bounds: keyedBoundsMemory(options.boundsFile, pane),
      });
      open.set(pane, win);
      win.on('closed', () => {
        open.delete(pane);
        sendCommand(options.mainWindow(), { kind: 'reattach', pane });
      });
      return true;
    },
    /** Closing the app: the windows go without handing their panes back, so they reopen next run. */
    closeAllForQuit(): void {
      for (const win of open.values()) {
        win.removeAllListeners('closed');
        win.close();
      }
      open.clear();
    },
  };
}
