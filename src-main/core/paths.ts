import os from 'node:os';
import path from 'node:path';
import { databaseFiles } from '../store/database-files';

const APP_NAME = 'market-terminal';

/**
 * The platform's per-user data folder for the app, the same one Electron's app.getPath('userData')
 * gives, so the desktop app, browser mode and the CLI share one cache.
 * MARKET_TERMINAL_DATA_DIR overrides it (tests give every run its own folder).
 */
export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.MARKET_TERMINAL_DATA_DIR) return path.resolve(env.MARKET_TERMINAL_DATA_DIR);
  const home = os.homedir();
  switch (platform) {
    case 'win32':
      return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_NAME);
    case 'darwin':
      return path.join(home, 'Library', 'Application Support', APP_NAME);
    default:
      // Set but empty is unset (the XDG spec, and Chromium's reading of it): never the current folder.
      return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), APP_NAME);
  }
}

export function databaseFile(userDataDir: string): string {
  return path.join(userDataDir, 'market-terminal.sqlite');
}

/** Where the caches of the sources other than the home file's own live (core/source-files.ts). */
export function sourcesFolder(userDataDir: string): string {
  return path.join(userDataDir, 'sources');
}

/** The main window's bounds (desktop app). */
export function windowStateFile(userDataDir: string): string {
  return path.join(userDataDir, 'window-state.json');
}

/** Every detached pane's bounds (desktop app). */
export function paneWindowsFile(userDataDir: string): string {
  return path.join(userDataDir, 'pane-windows.json');
}

/** The token encrypted by the OS keychain (desktop app). */
export function keychainTokenFile(userDataDir: string): string {
  return path.join(userDataDir, 'token.enc');
}

/**
 * What the terminal keeps in its data folder, all of it the user's alone (store/private-files.ts).
 * Not the plain `token` file: its vault refuses one others can read and says so, as the token may
 * have leaked and should be replaced, which quietly tightening it would hide.
 */
export function privateDataPaths(userDataDir: string): { folders: string[]; files: string[] } {
  return {
    folders: [userDataDir, sourcesFolder(userDataDir)],
    files: [
      ...databaseFiles(databaseFile(userDataDir)),
      windowStateFile(userDataDir),
      paneWindowsFile(userDataDir),
      keychainTokenFile(userDataDir),
    ],
  };
}

/**
 * The built main bundle's folder (out/main), beside out/renderer and out/preload. Entries sit in it
 * and code they share in out/main/chunks/, so a module asks from wherever it was bundled.
 */
export function builtMainDir(dir: string = __dirname): string {
  return path.basename(dir) === 'chunks' ? path.dirname(dir) : dir;
}
