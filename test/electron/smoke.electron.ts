import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, test, type ElectronApplication } from '@playwright/test';
import { expectStatusBarFilled } from '../e2e/status-bar-check';
import { hostChecks } from '../host/host-checks';
import { electronHost } from './electron-host';

// The same host checks as npm run test:host, against real Electron and real Chromium frames.
test.describe.configure({ mode: 'serial' });

let app: ElectronApplication;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-electron-'));
  app = await electron.launch({
    args: ['-r', path.resolve(__dirname, 'capture-host-internals.cjs'), path.resolve(__dirname, '../..')],
    env: { ...process.env, MARKET_TERMINAL_DATA_DIR: dataDir },
  });
});

test.afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the desktop app opens its window with the status bar filled over IPC', async () => {
  const page = await app.firstWindow();
  await expectStatusBarFilled(page, 'ELECTRON');
  await page.screenshot({ path: path.resolve(__dirname, '../../test-results/electron/window.png') });
});

for (const check of hostChecks) {
  test(check.name, async () => {
    await app.firstWindow();
    await check.run(electronHost(app, dataDir));
  });
}
