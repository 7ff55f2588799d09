import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseSqliteBinding, packagedBindingPath } from '../../../src-main/electron/sqlite-binding';

const resourcesPath = path.join('/opt', 'Market Terminal', 'resources');
const appPath = path.join('/home', 'dev', 'market-terminal');
const electronCopy = path.join(appPath, 'node_modules', '.market-terminal-native', 'electron', 'better_sqlite3.node');
const everything = () => true;
const nothing = () => false;

describe('chooseSqliteBinding', () => {
  it('packaged: loads the Electron build unpacked from the asar under resourcesPath', () => {
    const choice = chooseSqliteBinding({
      isPackaged: true,
      resourcesPath,
      appPath: path.join(resourcesPath, 'app.asar'),
      electronVersion: '45.4.1',
      exists: everything,
    });
    expect(choice.nativeBinding).toBe(
      path.join(resourcesPath, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
    );
    expect(choice.nativeBinding).toBe(packagedBindingPath(resourcesPath));
    expect(choice.nativeBinding).not.toContain(`app.asar${path.sep}`);
  });

  it('packaged without the addon: a clear error, never the wrong ABI', () => {
    expect(() => chooseSqliteBinding({ isPackaged: true, resourcesPath, appPath, electronVersion: '45.4.1', exists: nothing })).toThrow(
      /incomplete.*reinstall/,
    );
  });

  it('unpackaged Electron (npm start): the Electron copy built next to node_modules', () => {
    const choice = chooseSqliteBinding({
      isPackaged: false,
      resourcesPath,
      appPath,
      electronVersion: '45.4.1',
      exists: (f) => f === electronCopy,
    });
    expect(choice.nativeBinding).toBe(electronCopy);
  });

  it('unpackaged Electron without the copy: says how to build it', () => {
    expect(() => chooseSqliteBinding({ isPackaged: false, resourcesPath, appPath, electronVersion: '45.4.1', exists: nothing })).toThrow(
      /build-electron-binding\.mjs --require/,
    );
  });

  it('plain Node (the host test): falls back to the Node build and says so', () => {
    const choice = chooseSqliteBinding({ isPackaged: false, resourcesPath, appPath, electronVersion: undefined, exists: everything });
    expect(choice.nativeBinding).toBeUndefined();
    expect(choice.note).toMatch(/Node build/);
  });
});
