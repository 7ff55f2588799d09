import { BrowserWindow, screen } from 'electron';
import type { BoundsMemory } from './bounds-memory';
import { restoreWindowState } from './window-state';

export interface AppWindowOptions {
  preload: string;
  url: string;
  bounds: BoundsMemory;
  title?: string;
}

/** A hardened window on our renderer, placed where it was last (if that is still on a display). */
export function createAppWindow(options: AppWindowOptions): BrowserWindow {
  const primary = screen.getPrimaryDisplay().workArea;
  const state = restoreWindowState(
    options.bounds.load(),
    screen.getAllDisplays().map((d) => d.workArea),
    primary,
  );

  const win = new BrowserWindow({
    ...state.bounds,
    minWidth: 640,
    minHeight: 400,
    show: false, // shown on ready-to-show, so the user never sees a blank frame
    backgroundColor: '#0b0e11',
    title: options.title ?? 'Market Terminal',
    autoHideMenuBar: true,
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  // Remember where the window was, saved when it closes.
  win.on('close', () => options.bounds.save({ bounds: win.getNormalBounds(), maximized: win.isMaximized() }));

  void win.loadURL(options.url);
  return win;
}
