import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BrowserWindow, screen } from 'electron';
import { restoreWindowState, type WindowState } from './window-state';

export interface MainWindowOptions {
  preload: string;
  url: string;
  stateFile: string;
}

function readSavedState(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // first run or unreadable: the default layout is used
  }
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const primary = screen.getPrimaryDisplay().workArea;
  const state = restoreWindowState(readSavedState(options.stateFile), screen.getAllDisplays().map((d) => d.workArea), primary);

  const win = new BrowserWindow({
    ...state.bounds,
    minWidth: 640,
    minHeight: 400,
    show: false, // shown on ready-to-show, so the user never sees a blank frame
    backgroundColor: '#0b0e11',
    title: 'Market Terminal',
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
  win.on('close', () => {
    const saved: WindowState = { bounds: win.getNormalBounds(), maximized: win.isMaximized() };
    try {
      writeFileSync(options.stateFile, JSON.stringify(saved));
    } catch (err) {
      console.error(`could not save window state to ${path.basename(options.stateFile)}:`, err);
    }
  });

  void win.loadURL(options.url);
  return win;
}
