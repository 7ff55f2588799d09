// Issue figures for funds (issue 12): Enter on "<fund> NAV" → painted for the demo fund with the
// longest NAV history (MAX), and Enter on CMP → painted with eight series (four funds, four
// shares). Same method as chart.bench.ts: browser mode, built renderer, times taken in the page.
import type { Page } from '@playwright/test';
import { generateDataset } from '../../src-main/simulator/dataset';
import { DEFAULT_SEED } from '../../src-main/simulator';
import { freshListRow } from '../cached-lists';
import { command, median, RECORD_KEYS, waitPainted } from './chart.bench';
import { inBrowser } from './bench-browser';
import type { Figure } from './figures';

const RUNS = 10;

/** The codes the command line finds funds by, longest NAV histories first, and the first shares. */
function demoCodes(count: number): { funds: { code: string; navs: number }[]; shares: string[] } {
  const dataset = generateDataset(DEFAULT_SEED);
  const shares = dataset.shares.flatMap((s) => (s.mnemo_code ? [s.mnemo_code] : [])).slice(0, count);
  const funds = dataset.funds
    .map((f) => ({ code: f.mnemo ?? f.internal_code ?? '', navs: f.id === null ? 0 : (dataset.fundValuations.get(f.id)?.length ?? 0) }))
    .filter((f) => f.code !== '')
    .sort((a, b) => b.navs - a.navs)
    .slice(0, count);
  return { funds, shares };
}

async function enter(page: Page, text: string): Promise<void> {
  await command(page, text);
  await page.keyboard.press('Enter');
}

export async function fundChartFigures(): Promise<Figure[]> {
  const codes = demoCodes(4);
  const [longest, ...otherFunds] = codes.funds;
  if (!longest) return [];
  const shares = codes.shares;
  return inBrowser('Fund charts', 'funds', async (page) => {
    await page.locator('.pane').first().waitFor();
    // CMP's picker searches the cached share and fund lists: a code typed before its list landed
    // finds nothing. On this fresh data folder they land a few seconds after the start.
    for (const dataset of ['shares', 'funds']) await freshListRow(page, dataset).waitFor({ timeout: 60_000 });
    await page.evaluate(RECORD_KEYS);
    await page.keyboard.press('Escape');

    // The first NAV fetches the whole history; MAX is then remembered for new charts.
    await enter(page, `${longest.code} NAV`);
    await waitPainted(page, 1);
    await page.keyboard.press('8');
    const max = await waitPainted(page, longest.navs - 5);
    const open: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await enter(page, `${longest.code} DES`);
      await page.locator('.pane.focused .chart-host').waitFor({ state: 'detached' });
      await enter(page, `${longest.code} NAV`);
      open.push((await waitPainted(page, longest.navs - 5)).ms);
    }

    // CMP: the pane keeps its eight series; each Enter draws them all anew. The seven others are
    // added as a trader types them, back to back (each Enter closes the picker at once); the MAX
    // key waits until all eight have their history, so it times eight series drawn, not fetches.
    await enter(page, `${longest.code} CMP`);
    await waitPainted(page, 1);
    const cmpHost = page.locator('.pane.focused .chart-host');
    await cmpHost.focus();
    for (const code of [...otherFunds.map((f) => f.code), ...shares]) {
      await page.keyboard.press('a');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    await page.locator('.pane.focused .cmp-item .cmp-change').filter({ hasText: /\d/ }).nth(7).waitFor();
    await cmpHost.focus();
    await page.keyboard.press('8');
    const all = await waitPainted(page, 2000);
    const compare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await enter(page, `${longest.code} DES`);
      await page.locator('.pane.focused .chart-host').waitFor({ state: 'detached' });
      await enter(page, `${longest.code} CMP`);
      compare.push((await waitPainted(page, 200)).ms);
    }

    return [
      { name: `NAV MAX (${longest.code}, the longest demo history)`, value: max.bars, unit: 'NAVs' },
      { name: 'NAV Enter → painted, longest history, MAX', value: median(open), unit: 'ms', note: `median of ${RUNS}; GP budget < 100 ms` },
      { name: 'CMP eight series, MAX range key → painted', value: all.ms, unit: 'ms', note: `${all.bars} days on the common axis` },
      { name: 'CMP Enter → painted, eight series (1Y)', value: median(compare), unit: 'ms', note: `median of ${RUNS}` },
    ];
  });
}
