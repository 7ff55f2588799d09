// Where the API token lives. Never in the database in clear, never sent to the renderer.
// The app keeps it encrypted with the OS keychain (Electron safeStorage); Node modes read
// MARKET_TERMINAL_TOKEN or a file only the user can read (0600).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface TokenVault {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Where it is kept, for messages ("the environment", a file path, "the OS keychain"). */
  readonly where: string;
}

/** Node modes: the environment variable wins; otherwise a 0600 file in the data folder. */
export function fileTokenVault(userDataDir: string, env: NodeJS.ProcessEnv = process.env): TokenVault {
  const file = path.join(userDataDir, 'token');
  const fromEnv = env.MARKET_TERMINAL_TOKEN?.trim();
  return {
    where: fromEnv ? 'MARKET_TERMINAL_TOKEN' : file,
    get() {
      if (fromEnv) return fromEnv;
      if (!existsSync(file)) return null;
      if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
        throw new Error(`refusing to read the token from ${file}: other users can read it (run: chmod 600 "${file}")`);
      }
      return readFileSync(file, 'utf8').trim() || null;
    },
    set(token) {
      // Written to a new file created 0600 in the same call ('wx': never an existing file, nor
      // one an attacker linked in), then renamed over the old one: the token is never, even
      // briefly, in a file others can read. On Windows the mode is ignored; the file is protected
      // by the ACL of the user's profile folder (%APPDATA%), which only that user can read.
      const fresh = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        writeFileSync(fresh, token, { mode: 0o600, flag: 'wx' });
        renameSync(fresh, file);
      } catch (err) {
        rmSync(fresh, { force: true });
        throw err;
      }
    },
    clear: () => rmSync(file, { force: true }),
  };
}

/** The subset of Electron's safeStorage the vault needs (injected, so this file has no electron import). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** The desktop app: encrypted by the OS keychain into a file in the data folder. */
export function keychainTokenVault(userDataDir: string, safeStorage: SafeStorageLike): TokenVault {
  const file = path.join(userDataDir, 'token.enc');
  return {
    where: 'the OS keychain',
    get() {
      if (!existsSync(file) || !safeStorage.isEncryptionAvailable()) return null;
      return safeStorage.decryptString(readFileSync(file)) || null;
    },
    set(token) {
      if (!safeStorage.isEncryptionAvailable()) throw new Error('the OS keychain is not available, so the token cannot be stored safely');
      writeFileSync(file, safeStorage.encryptString(token), { mode: 0o600 });
    },
    clear: () => rmSync(file, { force: true }),
  };
}
