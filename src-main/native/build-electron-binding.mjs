#!/usr/bin/env node
// Builds a copy of better-sqlite3 for Electron's ABI next to (never over) the Node build.
// Tests, the CLI and browser mode load the ordinary Node build from node_modules/better-sqlite3;
// the Electron main process passes this copy as `nativeBinding`. Both live on one checkout.
//
//   --quiet-skip  (postinstall) no Electron binary → say so in one line and succeed
//   --require     (prestart)    no usable Electron build → fail with a clear message
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBindingPath, installedElectronBinary } from './electron-install.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(projectRoot, 'package.json'));
const mode = process.argv.includes('--require') ? 'require' : 'quiet-skip';
const say = (msg) => console.log(`market-terminal: ${msg}`);

function fail(msg) {
  if (mode === 'require') {
    console.error(`market-terminal: ${msg}`);
    process.exit(1);
  }
  say(msg);
  process.exit(0);
}

if (!installedElectronBinary(projectRoot)) {
  fail(
    mode === 'require'
      ? 'the Electron binary is not installed, so the desktop app cannot start. Reinstall without ELECTRON_SKIP_BINARY_DOWNLOAD, or run browser mode: npm run serve'
      : 'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD?); skipped the Electron build of better-sqlite3. Tests and browser mode (npm run serve) use the Node build.',
  );
}

const electronVersion = require('electron/package.json').version;
const bs3Dir = path.dirname(require.resolve('better-sqlite3/package.json'));
const bs3Version = JSON.parse(readFileSync(path.join(bs3Dir, 'package.json'), 'utf8')).version;
const target = electronBindingPath(projectRoot);
const stampFile = `${target}.stamp`;
const stamp = `electron ${electronVersion} better-sqlite3 ${bs3Version} ${process.platform}-${process.arch}`;

if (existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

say(`building better-sqlite3 ${bs3Version} for Electron ${electronVersion} (one time)…`);
const work = mkdtempSync(path.join(os.tmpdir(), 'mt-electron-bs3-'));
try {
  // Rebuild a private copy so the Node build in node_modules stays untouched.
  const copy = path.join(work, 'node_modules', 'better-sqlite3');
  cpSync(bs3Dir, copy, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}build${path.sep}`) && !src.endsWith(`${path.sep}build`),
  });
  writeFileSync(
    path.join(work, 'package.json'),
    JSON.stringify({ name: 'mt-electron-bs3', version: '0.0.0', dependencies: { 'better-sqlite3': bs3Version } }),
  );
  const { rebuild } = await import('@electron/rebuild');
  await rebuild({ buildPath: work, electronVersion, arch: process.arch, force: true, onlyModules: ['better-sqlite3'] });
  const built = path.join(copy, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(built)) throw new Error(`the rebuild produced no ${built}`);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(built, target);
  writeFileSync(stampFile, stamp);
  say(`Electron build of better-sqlite3 ready at ${path.relative(projectRoot, target)}`);
} catch (err) {
  fail(
    `could not build better-sqlite3 for Electron ${electronVersion}: ${err instanceof Error ? err.message : String(err)}. Run "node src-main/native/build-electron-binding.mjs --require" to retry.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
