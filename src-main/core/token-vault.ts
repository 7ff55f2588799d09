// Where the API token lives. Never in the database in clear, never sent to the renderer.
// The app keeps it encrypted with the OS keychain (Electron safeStorage); Node modes read
// MARKET_TERMINAL_TOKEN or a file only the user can read (0600).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keychainTokenFile } from './paths';

export interface TokenVault {
  get(): string | null;
  /** The keychain encrypts asynchronously; the file vault writes at once. */
  set(token: string): void | Promise<void>;
  clear(): void;
  /** Where it is kept, for messages ("the environment", a file path, "the OS keychain"). */
  readonly where: string;
  /** Why no token can be kept or read right now, for the user; absent or null when all is well. */
  readonly problem?: string | null;
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
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plain: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  /** Linux only: which secret store backs the key. */
  getSelectedStorageBackend(): string;
}

export interface KeychainOptions {
  platform?: NodeJS.Platform;
  /** The user knowingly accepts Linux's basic_text backend (a key any local process can read). */
  acceptBasicText?: boolean;
}

const BASIC_TEXT_REFUSAL =
  'no OS keychain on this desktop (Electron would fall back to its basic_text store, whose key any local program can read), so the token is not stored; ' +
  'install a secret service (GNOME Keyring or KWallet), or start with MARKET_TERMINAL_ACCEPT_BASIC_TEXT=1 to accept it knowingly';

/**
 * The desktop app: the token encrypted by the OS keychain into token.enc. Opened once at start
 * (the async safeStorage API), then held in memory. A token that cannot be decrypted (the
 * keychain was reset, the profile moved) does not stop the app: it starts without one and
 * `problem` asks the user to enter it again.
 */
export async function openKeychainTokenVault(
  userDataDir: string,
  safeStorage: SafeStorageLike,
  options: KeychainOptions = {},
): Promise<TokenVault> {
  const file = keychainTokenFile(userDataDir);
  const linux = (options.platform ?? process.platform) === 'linux';
  const refusal = linux && !options.acceptBasicText && safeStorage.getSelectedStorageBackend() === 'basic_text' ? BASIC_TEXT_REFUSAL : null;
  const available = refusal === null && (await safeStorage.isAsyncEncryptionAvailable());
  let token: string | null = null;
  let problem: string | null = refusal ?? (available ? null : 'the OS keychain is not available, so no token can be stored');
  if (available && existsSync(file)) {
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(readFileSync(file));
      token = result || null;
      if (token && shouldReEncrypt) writeFileSync(file, await safeStorage.encryptStringAsync(token), { mode: 0o600 });
    } catch {
      problem = 'the stored API token could not be decrypted (the OS keychain changed): enter it again in SET';
    }
  }
  return {
    where: 'the OS keychain',
    get problem() {
      return problem;
    },
    get: () => token,
    async set(next) {
      if (!available) throw new Error(refusal ?? 'the OS keychain is not available, so the token cannot be stored safely');
      writeFileSync(file, await safeStorage.encryptStringAsync(next), { mode: 0o600 });
      token = next;
      problem = refusal;
    },
    clear() {
      rmSync(file, { force: true });
      token = null;
    },
  };
}
