import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtMainDir, databaseFile, defaultUserDataDir } from '../../../src-main/core/paths';

describe('user data folder', () => {
  it('follows each platform convention, like Electron userData', () => {
    const home = os.homedir();
    expect(defaultUserDataDir({}, 'linux')).toBe(path.join(home, '.config', 'market-terminal'));
    expect(defaultUserDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux')).toBe(path.join('/cfg', 'market-terminal'));
    expect(defaultUserDataDir({}, 'darwin')).toBe(path.join(home, 'Library', 'Application Support', 'market-terminal'));
    expect(defaultUserDataDir({ APPDATA: 'C:\\Users\\t\\AppData\\Roaming' }, 'win32')).toBe(
      path.join('C:\\Users\\t\\AppData\\Roaming', 'market-terminal'),
    );
  });

  it('takes an empty XDG_CONFIG_HOME for unset, never the current folder', () => {
    expect(defaultUserDataDir({ XDG_CONFIG_HOME: '' }, 'linux')).toBe(path.join(os.homedir(), '.config', 'market-terminal'));
  });

  it('can be overridden with MARKET_TERMINAL_DATA_DIR', () => {
    expect(defaultUserDataDir({ MARKET_TERMINAL_DATA_DIR: '/data/mt' }, 'linux')).toBe(path.resolve('/data/mt'));
    expect(databaseFile('/data/mt')).toBe(path.join('/data/mt', 'market-terminal.sqlite'));
  });
});

describe('builtMainDir', () => {
  it('is out/main whether the asking code was bundled into an entry or into a shared chunk', () => {
    const main = path.join('/app', 'out', 'main');
    expect(builtMainDir(main)).toBe(main);
    expect(builtMainDir(path.join(main, 'chunks'))).toBe(main);
  });
});
