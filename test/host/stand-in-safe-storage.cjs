// @ts-check
// The stand-in's `safeStorage` (see electron-stand-in.cjs): what main's keychain vault encrypts
// token.enc with. A module of its own so that a test can prepare a data folder's token.enc in the
// very format the host under test decrypts (test/host/stand-in-seed.ts), without a copy of it.
'use strict';

/** Chromium's OSCrypt writes a version prefix then ciphertext; the stand-in XORs, which is enough to prove the file is not clear text. */
const SAFE_PREFIX = Buffer.from('v10');
const safeStorage = {
  isEncryptionAvailable: () => true,
  encryptString(plain) {
    const bytes = Buffer.from(String(plain), 'utf8').map((b) => b ^ 0x5a);
    return Buffer.concat([SAFE_PREFIX, bytes]);
  },
  decryptString(buffer) {
    if (!Buffer.isBuffer(buffer) || !buffer.subarray(0, 3).equals(SAFE_PREFIX))
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    return Buffer.from(buffer.subarray(3).map((b) => b ^ 0x5a)).toString('utf8');
  },
  // The asynchronous API (Electron 38+), which the vault uses; same format as the sync calls.
  isAsyncEncryptionAvailable: async () => true,
  async encryptStringAsync(plain) {
    return safeStorage.encryptString(plain);
  },
  async decryptStringAsync(buffer) {
    return { result: safeStorage.decryptString(buffer), shouldReEncrypt: false };
  },
  // Linux only in Electron; a desktop keyring unless the test asks for the plain-text fallback.
  getSelectedStorageBackend: () => process.env.STAND_IN_STORAGE_BACKEND ?? 'gnome_libsecret',
};

module.exports = { safeStorage };
