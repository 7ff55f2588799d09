// Issue figures for GP: from Enter on "BOAF GP" to the first painted frame of ~3,000 candles, and
// from a range key to the next painted frame. Browser mode on a temp data folder, the built
// renderer (out/), system Chromium; times are taken in the page (performance.now()): the key
// press by a capturing listener the bench adds, the paint by the chart host's data-painted stamp.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServe, stopProcess } from '../cli-processes';
import { QUIET_CHROMIUM_ARGS, systemChromium } from '../system-chromium';
import type { Figure } from './figures';

const root = path.resolve(__dirname, '../..');
const RUNS = 10;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// Page-side snippets as strings: this file is type-checked without the DOM library.
export const RECORD_KEYS = `window.addEventListener('keydown', (e) => { window.__benchKeyAt = performance.now(); }, true)`;
const FOCUSED_HOST = `document.querySelector('.pane.focused .chart-host')`;
/** Paint time minus key time, once the focused chart painted after the key and shows `minBars`. */
const paintedAfterKey = (minBars: number, maxBars = Number.MAX_SAFE_INTEGER) =>
  `(() => { const h = ${FOCUSED_HOST}; const at = Number(h?.dataset.painted); const bars = Number(h?.dataset.bars);
     return h && at > window.__benchKeyAt && bars >= ${minBars} && bars <= ${maxBars} ? { ms: at - window.__benchKeyAt, bars } : null; })()`;

export async function command(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(text);
}

/** Polled from here (waitForFunction would eval in the page, which its CSP refuses); both times are page times. */
export async function waitPainted(
  page: Page,
  minBars: number,
  maxBars?: number,
  timeoutMs = 30_000,
): Promise<{ ms: number; bars: number }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await page.evaluate<{ ms: number; bars: number } | null>(paintedAfterKey(minBars, maxBars));
    if (result) return result;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no chart with ${minBars}+ bars painted within ${timeoutMs / 1000} s`);
}

export async function chartFigures(): Promise<Figure[]> {
  if (!existsSync(path.join(root, 'out/renderer/index.html'))) {
    console.log('\nChart (GP): skipped — no build in out/ (run `npm run build` first; the bench does not build).');
    return [];
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-bench-chart-'));
  const server = await startServe(dataDir);
  const executablePath = systemChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: QUIET_CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
    await page.goto(server.url);
    await page.locator('.pane').first().waitFor();
    await page.evaluate(RECORD_KEYS);
    await page.keyboard.press('Escape');

    // Sync once: the first GP fetches the whole history; MAX is then remembered for new charts.
    await command(page, 'BOAF GP');
    await page.keyboard.press('Enter');
    await waitPainted(page, 1);
    await page.keyboard.press('8');
    const max = await waitPainted(page, 2500);

    // (a) Enter on "BOAF GP" → painted, a new chart each time (the pane shows HP in between).
    const open: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await command(page, 'BOAF HP');
      await page.keyboard.press('Enter');
      await page.locator('.pane.focused .chart-host').waitFor({ state: 'detached' });
      await command(page, 'BOAF GP');
      await page.keyboard.press('Enter');
      open.push((await waitPainted(page, 2500)).ms);
    }

    // (b) Range key → next painted frame, MAX ↔ 1Y.
    const toYear: number[] = [];
    const toMax: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.keyboard.press('5');
      toYear.push((await waitPainted(page, 1, 400)).ms);
      await page.keyboard.press('8');
      toMax.push((await waitPainted(page, 2500)).ms);
    }

    return [
      { name: 'GP MAX candles (BOAF)', value: max.bars, unit: 'bars' },
      { name: 'GP Enter → painted, ~3,000 candles', value: median(open), unit: 'ms', note: `median of ${RUNS}; budget < 100 ms` },
      { name: 'GP range key MAX → 1Y painted', value: median(toYear), unit: 'ms', note: `median of ${RUNS}` },
      { name: 'GP range key 1Y → MAX painted', value: median(toMax), unit: 'ms', note: `median of ${RUNS}` },
    ];
  } finally {
    await browser.close();
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
