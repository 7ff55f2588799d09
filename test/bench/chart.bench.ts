// Issue figures for GP: from Enter on "BOAF GP" to the first painted frame of ~3,000 candles, and
// from a range key to the next painted frame. Browser mode on a temp data folder, the built
// renderer (out/), system Chromium; times are taken in the page (performance.now()): the key
// press by a capturing listener the bench adds, the paint by the chart host's data-painted stamp.
import type { Page } from '@playwright/test';
import { inBrowser } from './bench-browser';
import type { Figure } from './figures';

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

/** Opens of BOAF GP (MAX): in a pane that never showed GP (a new chart), and in a pane that did (its chart kept). */
export interface GpOpens {
  first: number[];
  kept: number[];
}

const PANE_COUNT = `document.querySelectorAll('.pane').length`;

async function untilPanes(page: Page, count: number): Promise<void> {
  for (let waited = 0; (await page.evaluate<number>(PANE_COUNT)) !== count; waited += 10) {
    if (waited > 10_000) throw new Error(`the workspace did not reach ${count} panes`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const FOCUSED_LABEL = `document.querySelector('.pane.focused')?.getAttribute('aria-label') ?? ''`;

/** The focused pane on `security`'s HP (a split copies it: no command then). */
async function showHp(page: Page, security: string): Promise<void> {
  if ((await page.evaluate<string>(FOCUSED_LABEL)).startsWith(`${security} HP`)) return;
  await command(page, `${security} HP`);
  await page.keyboard.press('Enter');
  await page.locator('.pane.focused .pane-body .chart-host').waitFor({ state: 'detached' });
  await page.locator('.pane.focused [role="grid"]').waitFor();
}

async function openGp(page: Page, security: string): Promise<number> {
  await command(page, `${security} GP`);
  await page.keyboard.press('Enter');
  return (await waitPainted(page, 2500)).ms;
}

/**
 * Enter on "BOAF GP" → painted, in pairs taken in turns: a new pane split off the focused one
 * (showing HP) opens GP, its first chart; HP then GP again in that pane, its chart kept; the pane
 * is closed after. Both opens of a pair are in the same pane, of the same size.
 */
export async function openGpFirstAndKept(
  page: Page,
  pairs: number,
  { keepGoing = () => true, pauseMs = 0 }: { keepGoing?: () => boolean; pauseMs?: number } = {},
): Promise<GpOpens> {
  const opens: GpOpens = { first: [], kept: [] };
  const panes = await page.evaluate<number>(PANE_COUNT);
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));
  for (let i = 0; i < pairs && keepGoing(); i++) {
    await showHp(page, 'BOAF');
    await page.keyboard.press('Alt+\\');
    await untilPanes(page, panes + 1);
    opens.first.push(await openGp(page, 'BOAF'));
    await pause();
    await showHp(page, 'BOAF');
    opens.kept.push(await openGp(page, 'BOAF'));
    await page.keyboard.press('Alt+x');
    await untilPanes(page, panes);
    await pause();
  }
  return opens;
}

/**
 * On the app's first page: the bench's key stamp, then BOAF GP synced once (the first GP fetches
 * the whole history) and set to MAX, which new charts then remember. Its MAX paint.
 */
export async function openBoafGpMax(page: Page): Promise<{ ms: number; bars: number }> {
  await page.locator('.pane').first().waitFor();
  await page.evaluate(RECORD_KEYS);
  await page.keyboard.press('Escape');
  await command(page, 'BOAF GP');
  await page.keyboard.press('Enter');
  await waitPainted(page, 1);
  await page.keyboard.press('8');
  return waitPainted(page, 2500);
}

export async function chartFigures(): Promise<Figure[]> {
  return inBrowser('Chart (GP)', 'chart', async (page) => {
    const max = await openBoafGpMax(page);

    // (a) Enter on "BOAF GP" → painted, a pane's first chart and its chart kept.
    const open = await openGpFirstAndKept(page, RUNS);
    await command(page, 'BOAF GP'); // the last pair closed its pane: back to GP for the range keys
    await page.keyboard.press('Enter');
    await waitPainted(page, 2500);

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
      {
        name: 'GP Enter → painted, ~3,000 candles, first chart in a pane',
        value: median(open.first),
        unit: 'ms',
        note: `median of ${RUNS}`,
      },
      {
        name: "GP Enter → painted, ~3,000 candles, pane's chart kept",
        value: median(open.kept),
        unit: 'ms',
        note: `median of ${RUNS}; budget < 100 ms`,
      },
      { name: 'GP range key MAX → 1Y painted', value: median(toYear), unit: 'ms', note: `median of ${RUNS}` },
      { name: 'GP range key 1Y → MAX painted', value: median(toMax), unit: 'ms', note: `median of ${RUNS}` },
    ];
  });
}
