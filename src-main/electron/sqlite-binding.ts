// Which build of better-sqlite3's native addon the main process loads. Electron needs a build for
// its own ABI; plain Node (the host test runs the built main bundle under Node with a stand-in
// `electron`) needs the ordinary build. Every choice is explicit and says why.
import path from 'node:path';
import { electronBindingPath } from '../native/electron-install.mjs';

export interface BindingContext {
  /** app.isPackaged */
  isPackaged: boolean;
  /** process.resourcesPath (the folder holding app.asar when packaged) */
  resourcesPath: string;
  /** app.getAppPath(): the project root when unpackaged */
  appPath: string;
  /** process.versions.electron: undefined under plain Node */
  electronVersion: string | undefined;
  exists(file: string): boolean;
}

export interface BindingChoice {
  /** Passed to better-sqlite3 as `nativeBinding`; undefined: its default (Node) build. */
  nativeBinding: string | undefined;
  /** One line for the log. */
  note: string;
}

/** Where electron-builder leaves the addon it rebuilt for Electron, outside the asar (asarUnpack). */
export function packagedBindingPath(resourcesPath: string): string {
  return path.join(resourcesPath, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
}

export function chooseSqliteBinding(ctx: BindingContext): BindingChoice {
  if (ctx.isPackaged) {
    const file = packagedBindingPath(ctx.resourcesPath);
    if (!ctx.exists(file)) throw new Error(`this installation is incomplete: ${file} is missing; reinstall Market Terminal`);
    return { nativeBinding: file, note: `better-sqlite3: packaged Electron build ${file}` };
  }
  if (ctx.electronVersion === undefined) {
    return { nativeBinding: undefined, note: 'better-sqlite3: not running in Electron (host test under Node): using the Node build' };
  }
  const file = electronBindingPath(ctx.appPath);
  if (!ctx.exists(file)) {
    throw new Error(
      `the Electron build of better-sqlite3 is missing (${file}); run: node src-main/native/build-electron-binding.mjs --require`,
    );
  }
  return { nativeBinding: file, note: `better-sqlite3: Electron ${ctx.electronVersion} build ${file}` };
}
