import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';
import { builderConfig, canNotarize } from '../../../src-main/packaging/electron-builder.config';
import { appFuses, packagedExecutable } from '../../../src-main/packaging/fuses';

const root = path.resolve(import.meta.dirname, '../../..');
const targets = (value: unknown) => JSON.stringify(value);

describe('electron-builder configuration', () => {
  // Loading the TS config through electron-builder's own loader (jiti) takes seconds on a busy machine.
  it('loads from its file the way npm run dist does, and passes electron-builder’s schema', { timeout: 30_000 }, async () => {
    const loaded = await getConfig(root, 'src-main/packaging/electron-builder.config.ts', null);
    expect(loaded.appId).toBe('com.market-terminal.desktop');
    await expect(validateConfiguration(builderConfig({}), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds NSIS and DMG for x64 and arm64, AppImage and deb', () => {
    const config = builderConfig({});
    expect(targets(config.win?.target)).toBe(targets([{ target: 'nsis', arch: ['x64', 'arm64'] }]));
    expect(targets(config.mac?.target)).toBe(targets([{ target: 'dmg', arch: ['x64', 'arm64'] }]));
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
  });

  it('packs the built app, unpacks the native addon and flips the fuses after packing', () => {
    const config = builderConfig({});
    expect(config.files).toContain('out/**/*');
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**/*.node');
    expect(typeof config.afterPack).toBe('function');
  });

  it('hardens the macOS build with an entitlements file that grants only JIT', () => {
    const mac = builderConfig({}).mac;
    expect(mac?.hardenedRuntime).toBe(true);
    const plist = readFileSync(path.join(root, mac?.entitlements ?? ''), 'utf8');
    expect(plist).toContain('com.apple.security.cs.allow-jit');
    expect(plist).not.toMatch(/disable-library-validation|allow-unsigned-executable-memory|device\.camera|device\.audio-input/);
  });

  it('signs and notarises only with credentials in the environment', () => {
    expect(builderConfig({}).mac).toMatchObject({ identity: null, notarize: false });
    expect(builderConfig({ CSC_LINK: 'cert.p12' }).mac).toMatchObject({ notarize: false });
    expect(builderConfig({ CSC_LINK: 'cert.p12' }).mac?.identity).toBeUndefined();
    expect(builderConfig({ CSC_LINK: 'cert.p12', APPLE_ID: 'a', APPLE_APP_SPECIFIC_PASSWORD: 'b', APPLE_TEAM_ID: 'c' }).mac?.notarize).toBe(
      true,
    );
    expect(canNotarize({ APPLE_API_KEY: 'k.p8', APPLE_API_KEY_ID: 'id', APPLE_API_ISSUER: 'iss' })).toBe(true);
    expect(canNotarize({ APPLE_ID: 'a' })).toBe(false);
  });

  it('uses our own icon, one source with a generated PNG large enough for every platform', () => {
    const config = builderConfig({});
    const png = readFileSync(path.join(root, config.icon ?? ''));
    expect(png.readUInt32BE(16)).toBe(1024); // width in the IHDR chunk
    expect(png.readUInt32BE(20)).toBe(1024);
    expect(existsSync(path.join(root, 'src-main/packaging/icon.svg'))).toBe(true);
  });
});

describe('Electron fuses', () => {
  it('switches off run-as-node, NODE_OPTIONS and inspect; switches on asar integrity, asar-only and cookie encryption', () => {
    const fuses = appFuses('x64', 'linux');
    expect(fuses[FuseV1Options.RunAsNode]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(fuses[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(fuses[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(fuses.strictlyRequireAllFuses).toBe(true);
  });

  it('re-signs ad hoc only for Apple Silicon builds', () => {
    expect(appFuses('arm64', 'darwin').resetAdHocDarwinSignature).toBe(true);
    expect(appFuses('x64', 'darwin').resetAdHocDarwinSignature).toBe(false);
    expect(appFuses('arm64', 'linux').resetAdHocDarwinSignature).toBe(false);
  });

  it('finds the packed executable on each platform', () => {
    const appOutDir = path.join('dist', 'out');
    expect(packagedExecutable({ appOutDir, electronPlatformName: 'darwin' }, 'Market Terminal')).toBe(
      path.join(appOutDir, 'Market Terminal.app'),
    );
    expect(packagedExecutable({ appOutDir, electronPlatformName: 'win32' }, 'Market Terminal')).toBe(
      path.join(appOutDir, 'Market Terminal.exe'),
    );
    expect(packagedExecutable({ appOutDir, electronPlatformName: 'linux' }, 'Market Terminal')).toBe(
      path.join(appOutDir, 'market-terminal'),
    );
  });
});
