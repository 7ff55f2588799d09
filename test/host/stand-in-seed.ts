// A data folder as a desktop user leaves it after choosing a service in SET: the data source in the
// home database and the token in the keychain vault's token.enc, written by the vault itself over
// the stand-in's safeStorage, so the host started on the folder reads it as its own.
import { createRequire } from 'node:module';
import { writeDataSource } from '../../src-main/core/data-source';
import { databaseFile } from '../../src-main/core/paths';
import { openKeychainTokenVault, type SafeStorageLike } from '../../src-main/core/token-vault';
import { Store } from '../../src-main/store/store';

// A CommonJS module the stand-in itself requires (no type declarations: the repository checks no JS).
const { safeStorage } = createRequire(__filename)('./stand-in-safe-storage.cjs') as { safeStorage: SafeStorageLike };

/** Leaves `dataDir` reading the service at `baseUrl` with `token` kept for its origin. */
export async function seedDesktopSource(dataDir: string, baseUrl: string, token: string): Promise<void> {
  const store = Store.open(databaseFile(dataDir));
  try {
    writeDataSource(store.settings, { kind: 'remote', baseUrl });
  } finally {
    store.close();
  }
  const vault = await openKeychainTokenVault(dataDir, safeStorage);
  await vault.set(token, new URL(baseUrl).origin);
}
