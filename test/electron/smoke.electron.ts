import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, test } from '@playwright/test';
import { expectStatusBarFilled } from '../e2e/status-bar-check';

test('the desktop app opens its window with the status bar filled over IPC', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-electron-'));
  const app = await electron.launch({
    args: [path.resolve(__dirname, '../..')],
    env: { ...process.env, MARKET_TERMINAL_DATA_DIR: dataDir },
  });
  try {
    const page = await app.firstWindow();
    await expectStatusBarFilled(page, 'ELECTRON');
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
