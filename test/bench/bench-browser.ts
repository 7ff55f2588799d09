// The browser benches' session: the built renderer (out/) served in browser mode from a temp data
// folder on the demo market at a scale (1: as shipped), opened in system Chromium on a 1440×860
// page. A bench without a build is skipped: it does not build.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServe, stopProcess } from '../cli-processes';
import { QUIET_CHROMIUM_ARGS, systemChromium } from '../system-chromium';
import type { Figure } from './figures';

const root = path.resolve(__dirname, '../..');

/** `measure` on the app's page; the browser, the server and the data folder go after it. */
export async function inBrowser(title: string, folder: string, measure: (page: Page) => Promise<Figure[]>, scale = 1): Promise<Figure[]> {
  if (!existsSync(path.join(root, 'out/renderer/index.html'))) {
    console.log(`\n${title}: skipped — no build in out/ (run \`npm run build\` first; the bench does not build).`);
    return [];
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `mt-bench-${folder}-`));
  const server = await startServe(dataDir, [], { MARKET_TERMINAL_DEMO_SCALE: String(scale) });
  const executablePath = systemChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: QUIET_CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
    await page.goto(server.url);
    return await measure(page);
  } finally {
    await browser.close();
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
