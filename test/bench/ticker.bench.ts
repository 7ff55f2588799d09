// Issue figure for the calendar ticker: the renderer's CPU while the workspace sits idle with the
// ticker scrolling, as a share of one core — Chrome DevTools Protocol Performance.getMetrics
// TaskDuration (main-thread task time) over 10 s, with the ticker running and then paused, so the
// ticker's own cost is the difference. Browser mode, the built renderer, system Chromium.
import type { CDPSession, Page } from '@playwright/test';
import { inBrowser } from './bench-browser';
import type { Figure } from './figures';

const IDLE_MS = 10_000;

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
}

/** Main-thread task time over IDLE_MS of wall time, in % of one core. */
async function idleCpu(page: Page, cdp: CDPSession): Promise<number> {
  const before = await taskSeconds(cdp);
  const start = Date.now();
  await page.waitForTimeout(IDLE_MS);
  const after = await taskSeconds(cdp);
  return ((after - before) * 1000 * 100) / (Date.now() - start);
}

export async function tickerFigures(): Promise<Figure[]> {
  return inBrowser('Ticker', 'ticker', async (page) => {
    const ticker = page.getByRole('marquee', { name: 'Calendar ticker' });
    await ticker.locator('.ticker-item').first().waitFor({ timeout: 60_000 });
    // Let the first sync settle, and keep the mouse off the strip (hover pauses it).
    await page.waitForTimeout(8_000);
    await page.mouse.move(700, 300);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const running = await idleCpu(page, cdp);
    await ticker.getByRole('button', { name: 'Pause the ticker' }).click();
    await page.mouse.move(700, 300);
    const paused = await idleCpu(page, cdp);
    return [
      {
        name: 'renderer CPU, idle, ticker scrolling',
        value: running,
        unit: '% core',
        note: 'main-thread TaskDuration over 10 s (budget: a few %)',
      },
      { name: 'renderer CPU, idle, ticker paused', value: paused, unit: '% core', note: 'the same with the ticker paused' },
    ];
  });
}
