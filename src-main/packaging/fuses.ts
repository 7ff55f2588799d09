// Electron fuses flipped into the packaged binary (afterPack, before signing): features an
// attacker with local access could use to run code as our app are switched off for good.
import path from 'node:path';
import { FuseV1Options, FuseVersion, flipFuses, type FuseV1Config } from '@electron/fuses';
import { Arch, type AfterPackContext } from 'electron-builder';
import { LINUX_EXECUTABLE } from './product';

export function appFuses(arch: 'x64' | 'arm64' | 'other', platform: string): FuseV1Config {
  return {
    version: FuseVersion.V1,
    // Flipping fuses invalidates the ad-hoc signature Apple Silicon needs to launch unsigned builds.
    resetAdHocDarwinSignature: platform === 'darwin' && arch === 'arm64',
    strictlyRequireAllFuses: true,
    [FuseV1Options.RunAsNode]: false, // ELECTRON_RUN_AS_NODE cannot turn the app into a Node shell
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false, // NODE_OPTIONS cannot inject code
    [FuseV1Options.EnableNodeCliInspectArguments]: false, // no --inspect debugger attach
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true, // a modified app.asar refuses to load
    [FuseV1Options.OnlyLoadAppFromAsar]: true, // no app folder next to the asar is loaded instead
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false, // the renderer is served from app://, file:// needs nothing
  };
}

/** The file @electron/fuses patches: the .app bundle on macOS, the executable elsewhere. */
export function packagedExecutable(context: Pick<AfterPackContext, 'appOutDir' | 'electronPlatformName'>, productFilename: string): string {
  switch (context.electronPlatformName) {
    case 'darwin':
    case 'mas':
      return path.join(context.appOutDir, `${productFilename}.app`);
    case 'win32':
      return path.join(context.appOutDir, `${productFilename}.exe`);
    default:
      return path.join(context.appOutDir, LINUX_EXECUTABLE);
  }
}

/** electron-builder afterPack hook. */
export async function flipAppFuses(context: AfterPackContext): Promise<void> {
  const file = packagedExecutable(context, context.packager.appInfo.productFilename);
  const arch = context.arch === Arch.arm64 ? 'arm64' : context.arch === Arch.x64 ? 'x64' : 'other';
  await flipFuses(file, appFuses(arch, context.electronPlatformName));
}
