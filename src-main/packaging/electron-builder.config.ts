// electron-builder configuration (npm run dist). Installers: Windows NSIS x64+arm64, macOS DMG
// x64+arm64 (hardened runtime, entitlements), Linux AppImage + deb. Signing and notarisation are
// taken from the environment when present (CSC_LINK/CSC_KEY_PASSWORD, WIN_CSC_LINK, APPLE_*),
// so unsigned local builds still work.
import type { Configuration } from 'electron-builder';
import { flipAppFuses } from './fuses';
import { APP_ID, LINUX_EXECUTABLE, PRODUCT_NAME } from './product';

const RESOURCES = 'src-main/packaging';

/** electron-builder notarises when one of Apple's credential sets is in the environment. */
export function canNotarize(env: NodeJS.ProcessEnv): boolean {
  return Boolean(
    (env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER) ||
    (env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID) ||
    (env.APPLE_KEYCHAIN && env.APPLE_KEYCHAIN_PROFILE),
  );
}

export function builderConfig(env: NodeJS.ProcessEnv): Configuration {
  const signMac = Boolean(env.CSC_LINK || env.CSC_NAME);
  return {
    appId: APP_ID,
    productName: PRODUCT_NAME,
    copyright: `Copyright © ${new Date().getUTCFullYear()} Market Terminal`,
    directories: { output: 'dist', buildResources: RESOURCES },
    // The built app only: electron-vite's output and package.json; production dependencies are
    // added by electron-builder and rebuilt for Electron's ABI per target arch (npmRebuild).
    files: ['out/**/*', 'package.json', '!node_modules/.market-terminal-native/**'],
    asar: true,
    // Native addons cannot load from inside an asar: main finds this one through
    // process.resourcesPath/app.asar.unpacked (src-main/electron/sqlite-binding.ts).
    asarUnpack: ['node_modules/better-sqlite3/**/*.node'],
    npmRebuild: true,
    afterPack: flipAppFuses,
    icon: `${RESOURCES}/icon.png`,
    win: {
      target: [{ target: 'nsis', arch: ['x64', 'arm64'] }],
    },
    nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
    mac: {
      target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
      category: 'public.app-category.finance',
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: `${RESOURCES}/entitlements.mac.plist`,
      entitlementsInherit: `${RESOURCES}/entitlements.mac.plist`,
      // Without a certificate in the environment: an unsigned build, not a failed one.
      identity: signMac ? undefined : null,
      notarize: signMac && canNotarize(env),
    },
    linux: {
      target: ['AppImage', 'deb'],
      executableName: LINUX_EXECUTABLE,
      category: 'Office;Finance',
      maintainer: 'Market Terminal <desktop@market-terminal.invalid>',
      synopsis: 'Keyboard-driven market-data terminal with an offline cache',
    },
    deb: { packageName: LINUX_EXECUTABLE },
    publish: null,
  };
}

export default builderConfig(process.env);
