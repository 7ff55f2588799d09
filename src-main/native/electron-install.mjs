// Facts about the local Electron install, shared by the install script that builds the Electron
// copy of better-sqlite3, the Electron test runner, and the main process that loads that copy.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ELECTRON_BINDING_DIR = path.join('node_modules', '.market-terminal-native', 'electron');

/** Absolute path of the Electron-ABI build of better_sqlite3.node for a project root. */
export function electronBindingPath(projectRoot) {
  return path.join(projectRoot, ELECTRON_BINDING_DIR, 'better_sqlite3.node');
}

/**
 * Path of the installed Electron executable, or null when it was never downloaded
 * (ELECTRON_SKIP_BINARY_DOWNLOAD=1). Never calls require('electron'): since Electron 45 that
 * starts a download when the binary is missing.
 */
export function installedElectronBinary(projectRoot) {
  const pkg = path.join(projectRoot, 'node_modules', 'electron');
  const pathFile = path.join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = readFileSync(pathFile, 'utf8').trim();
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(pkg, 'dist');
  const full = path.join(dist, executable);
  return existsSync(full) ? full : null;
}
