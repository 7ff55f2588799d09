#!/usr/bin/env node
// `npm run test:electron`: the smoke test through Playwright's Electron launcher. Runs wherever the
// Electron binary is installed; elsewhere says in one line that it did not run, and why.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedElectronBinary } from '../../src-main/native/electron-install.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (!installedElectronBinary(projectRoot)) {
  console.log(
    'test:electron: not run: the Electron binary is not installed (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1?); reinstall without it to run the desktop smoke test.',
  );
  process.exit(0);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(process.execPath, ['src-main/native/build-electron-binding.mjs', '--require']);
run('npx', ['electron-vite', 'build']);
run('npx', ['playwright', 'test', '--config', 'test/electron/playwright.electron.config.ts']);
