// Where the API token lives. Never in the database in clear, never sent to the renderer.
// The app keeps it encrypted with the OS keychain (Electron safeStorage); Node modes read
// MARKET_TERMINAL_TOKEN or a file only the user can read (0600). Each kept token carries the
// origin it belongs to (token-binding.ts decides where it may go).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { keychainTokenFile } from './paths';

/** A kept token. `origin` null: given outside the app (environment, a hand-written file, an older vault). */
export interface KeptToken {
  token: string;
  origin: string | null;
  /** Where it is kept, for messages. */
  from: string;
}

export interface TokenVault {
  /** Every token kept: the one entered in the app first, then the environment's. */
  kept(): KeptToken[];
  /** Keeps a token entered for `origin`. The keychain encrypts asynchronously; the file vault writes at once. */
  set(token: string, origin: string): void | Promise<void>;
  /** Forgets the entered token (the environment's stays: the app did not set it). */
  clear(): void;
  /** Where it is kept, for messages ("the environment", a file path, "the OS keychain"). */
  readonly where: string;
  /** Why no token can be kept or read right now, for the user; absent or null when all is well. */
  readonly problem?: string | null;
}

// What the app writes: the token with its origin. A bare token (written by hand, or by an
// older version) is read as a token given outside the app.
const entrySchema = z.object({ origin: z.string(), token: z.string().min(1) });

function decodeEntry(text: string, from: string): KeptToken | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('{')) {
    try {
      const entry = entrySchema.safeParse(JSON.parse(trimmed));
      if (entry.success) return { ...entry.data, from };
    } catch {
      // not JSON after all: a bare token that starts with a brace
    }
  }
  return { token: trimmed, origin: null, from };
}

const encodeEntry = (token: string, origin: string) => JSON.stringify({ origin, token });

/** Node modes: a 0600 file in the data folder, and MARKET_TERMINAL_TOKEN. */
export function fileTokenVault(userDataDir: string, env: NodeJS.ProcessEnv = process.env): TokenVault {
  const file = path.join(userDataDir, 'token');
  const fromEnv = env.MARKET_TERMINAL_TOKEN?.trim();
  const environment: KeptToken[] = fromEnv ? [{ token: fromEnv, origin: null, from: 'MARKET_TERMINAL_TOKEN' }] : [];
  // Asked at each read: a chmod takes effect without a restart.
  const openToOthers = () =>
    process.platform !== 'win32' && existsSync(file) && (statSync(file).mode & 0o077) !== 0
      ? `refusing to read the token from ${file}: other users can read it (run: chmod 600 "${file}")`
      : null;
  return {
    where: fromEnv ? 'MARKET_TERMINAL_TOKEN' : file,
    get problem() {
      return openToOthers();
    },
    kept() {
      if (!existsSync(file)) return environment;
      const refusal = openToOthers();
      if (refusal) throw new Error(refusal);
      const entered = decodeEntry(readFileSync(file, 'utf8'), file);
      return entered ? [entered, ...environment] : environment;
    },
    set(token, origin) {
      // Written to a new file created 0600 in the same call ('wx': never an existing file, nor
      // one an attacker linked in), then renamed over the old one: the token is never, even
      // briefly, in a file others can read. On Windows the mode is ignored; the file is protected
      // by the ACL of the user's profile folder (%APPDATA%), which only that user can read.
      const fresh = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        writeFileSync(fresh, encodeEntry(token, origin), { mode: 0o600, flag: 'wx' });
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
  let entry: KeptToken | null = null;
  let problem: string | null = refusal ?? (available ? null : 'the OS keychain is not available, so no token can be stored');
  if (available && existsSync(file)) {
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(readFileSync(file));
      entry = decodeEntry(result, 'the OS keychain');
      if (entry && shouldReEncrypt) writeFileSync(file, await safeStorage.encryptStringAsync(result), { mode: 0o600 });
    } catch {
      problem = 'the stored API token could not be decrypted (the OS keychain changed): enter it again in SET';
    }
  }
  return {
    where: 'the OS keychain',
    get problem() {
      return problem;
    },
    kept: () => (entry ? [entry] : []),
    async set(token, origin) {
      if (!available) throw new Error(refusal ?? 'the OS keychain is not available, so the token cannot be stored safely');
      writeFileSync(file, await safeStorage.encryptStringAsync(encodeEntry(token, origin)), { mode: 0o600 });
      entry = { token, origin, from: 'the OS keychain' };
      problem = refusal;
    },
    clear() {
      rmSync(file, { force: true });
      entry = null;
    },
  };
}
