import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BrowserWindow, screen } from 'electron';
import { writePrivateFile } from '../store/private-files';
import { restoreWindowState, type WindowState } from './window-state';

/** Where a window's bounds are remembered between runs. */
export interface BoundsMemory {
  load(): unknown;
  save(state: WindowState): void;
}

export interface AppWindowOptions {
  preload: string;
  url: string;
  bounds: BoundsMemory;
  title?: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // first run or unreadable: the default layout is used
  }
}

function writeJson(file: string, value: unknown): void {
  try {
    writePrivateFile(file, JSON.stringify(value));
  } catch (err) {
    console.error(`could not save window state to ${path.basename(file)}:`, err);
  }
}

/** One window's bounds in a JSON file. */
export function fileBoundsMemory(file: string): BoundsMemory {
  return { load: () => readJson(file), save: (state) => writeJson(file, state) };
}

/** Several windows' bounds in one JSON file, by key (a detached pane's id). */
export function keyedBoundsMemory(file: string, key: string): BoundsMemory {
  const all = () => {
    const value = readJson(file);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  };
  return { load: () => all()[key] ?? null, save: (state) => writeJson(file, { ...all(), [key]: state }) };
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
