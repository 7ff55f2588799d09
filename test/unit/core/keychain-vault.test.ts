// The desktop app's token vault over (a stand-in for) Electron's async safeStorage.
import { existsSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openKeychainTokenVault, type SafeStorageLike } from '../../../src-main/core/token-vault';
import { tempDir } from '../sync/helpers';

const dirs: ReturnType<typeof tempDir>[] = [];
afterAll(() => dirs.forEach((d) => d.remove()));
const dir = () => {
  const d = tempDir('keychain');
  dirs.push(d);
  return d;
};

/** Reversible "encryption" with a prefix; `broken` makes decryption fail like a reset keychain. */
function fakeSafeStorage(backend = 'gnome_libsecret', broken = false): SafeStorageLike {
  return {
    isAsyncEncryptionAvailable: () => Promise.resolve(true),
    encryptStringAsync: (plain) => Promise.resolve(Buffer.from(`enc:${plain}`)),
    decryptStringAsync: (encrypted) =>
      broken
        ? Promise.reject(new Error('Error while decrypting the ciphertext'))
        : Promise.resolve({ result: encrypted.toString().replace(/^enc:/, ''), shouldReEncrypt: false }),
    getSelectedStorageBackend: () => backend,
  };
}

describe('the keychain token vault', () => {
  it('keeps the token encrypted and reads it back on the next start', async () => {
    const d = dir();
    const vault = await openKeychainTokenVault(d.dir, fakeSafeStorage(), { platform: 'linux' });
    await vault.set('s3cret', 'https://market.example');
    const kept = [{ token: 's3cret', origin: 'https://market.example', from: 'the OS keychain' }];
    expect(vault.kept()).toEqual(kept);
    expect((await openKeychainTokenVault(d.dir, fakeSafeStorage(), { platform: 'linux' })).kept()).toEqual(kept);
  });

  it("refuses Linux's basic_text backend with a clear message, unless the user accepts it", async () => {
    const d = dir();
    const vault = await openKeychainTokenVault(d.dir, fakeSafeStorage('basic_text'), { platform: 'linux' });
    expect(vault.problem).toMatch(/basic_text.*MARKET_TERMINAL_ACCEPT_BASIC_TEXT=1/);
    await expect(Promise.resolve().then(() => vault.set('s3cret', 'https://market.example'))).rejects.toThrow(/basic_text/);
    expect(existsSync(d.file('token.enc'))).toBe(false);
    const accepted = await openKeychainTokenVault(d.dir, fakeSafeStorage('basic_text'), { platform: 'linux', acceptBasicText: true });
    await accepted.set('s3cret', 'https://market.example');
    expect(accepted.problem).toBeNull();
  });

  it('starts without a token and asks for it again when the stored one cannot be decrypted', async () => {
    const d = dir();
    writeFileSync(d.file('token.enc'), 'garbage');
    const vault = await openKeychainTokenVault(d.dir, fakeSafeStorage('kwallet5', true), { platform: 'linux' });
    expect(vault.kept()).toEqual([]);
    expect(vault.problem).toMatch(/could not be decrypted.*enter it again/);
  });
});
