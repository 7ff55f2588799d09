import type { Page } from '@playwright/test';
import { expect, expectChartDrawn, externalTest, runCommand as run, test } from './fixtures';

// GP and HP, keyboard only. The chart draws on canvas; what it shows is read from the legend,
// the state labels and the host's data-bars / data-painted attributes.

const OHLC = /O [\d,.]+\s*H [\d,.]+\s*L [\d,.]+\s*C [\d,.]+/;

function chartPane(page: Page) {
  const pane = page.locator('.pane.focused');
  return { pane, host: pane.locator('.chart-host'), legend: pane.getByLabel('Chart legend'), range: pane.getByLabel('Visible range') };
}

const barCount = async (page: Page) => Number(await chartPane(page).host.getAttribute('data-bars'));

test(
  'GP draws BOAF candles with volume and a legend, and every view switch works by key',
  { tag: '@desktop' },
  async ({ page, terminal }) => {
    await page.goto(terminal.url);
    await expect(page.getByRole('region')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await run(page, 'BOAF GP');
    const { pane, host, legend, range } = chartPane(page);
    await expect(pane).toHaveAttribute('aria-label', /^BOAF GP/);
    await expect(host).toBeFocused();
    await expectChartDrawn(host);
    await expect(pane.locator('.tv-lightweight-charts')).toHaveCount(1);
    expect(await pane.locator('canvas').count()).toBeGreaterThan(4); // price and volume panes, axes
    await expect(pane.getByText(/1–8 range · c candles\/line/)).toBeVisible();

    // After load the legend describes the last bar; the keyboard cursor walks back from it.
    await expect(legend).toHaveText(OHLC);
    const lastDay = (await legend.locator('.legend-date').textContent()) ?? '';
    expect(lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(legend.locator('.legend-date')).not.toHaveText(lastDay);
    await expect(legend.locator('.legend-date')).toHaveClass(/hovered/);
    await expect(legend).toHaveText(OHLC);
    await page.keyboard.press('Escape');
    await expect(legend.locator('.legend-date')).toHaveText(lastDay);

    // Ranges by key: the buttons, the visible range label and the number of bars follow.
    await expect(pane.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
    const yearBars = await barCount(page);
    expect(yearBars).toBeGreaterThan(200);
    const yearLabel = (await range.textContent()) ?? '';
    await page.keyboard.press('1');
    await expect(pane.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    await expect(range).not.toHaveText(yearLabel);
    await expect.poll(() => barCount(page)).toBeLessThan(30);
    await page.keyboard.press('8');
    await expect(pane.getByRole('button', { name: 'MAX' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => barCount(page)).toBeGreaterThan(2500);
    await expect(range).toHaveText(/3,0\d\d bars/);
    await page.keyboard.press('4');
    await expect(range).toHaveText(/^\d{4}-01-\d\d → /); // YTD starts in January

    // Averages, line mode and log scale: each shows its state.
    const ma = pane.locator('.state-button', { hasText: /^m\s*MA/ });
    await expect(ma).toHaveText(/MA\s*off/);
    await page.keyboard.press('m');
    await expect(ma).toHaveText(/MA\s*20$/);
    await expect(legend).toContainText('SMA 20');
    await page.keyboard.press('m');
    await page.keyboard.press('m');
    await expect(ma).toHaveText(/MA\s*20·50·200/);
    await expect(legend).toContainText('SMA 200');
    await page.keyboard.press('c');
    await expect(pane.locator('.state-button', { hasText: 'Chart' })).toHaveText(/Line/);
    await page.keyboard.press('l');
    await expect(pane.locator('.state-button', { hasText: 'Scale' })).toHaveText(/Log/);

    // Pan and zoom keep the chart and its focus; nothing reaches the command line.
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', '+', 'ArrowDown', '-', 'Home', 'End']) await page.keyboard.press(key);
    await expect(host).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Command line' })).not.toBeFocused();
    await expect(pane.locator('.tv-lightweight-charts')).toHaveCount(1);
  },
);

test('MAX too dense for candles is set once, as a line: in a new pane and on a range key', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  const { pane, host } = chartPane(page);
  await expectChartDrawn(host);
  const chartState = pane.locator('.state-button', { hasText: 'Chart' });
  await expect(chartState).toHaveText(/Candles/);
  // On the range key: the line alone is set with MAX's days (not 3,000 candles first, then the line).
  await page.keyboard.press('8');
  await expect.poll(() => barCount(page)).toBeGreaterThan(2500);
  await expect(chartState).toHaveText(/Line \(dense\)/);
  const bars = await barCount(page);
  await expect(host).toHaveAttribute('data-filled', String(bars));
  // In a new pane, MAX remembered: its new chart too.
  await page.keyboard.press('Alt+\\');
  await run(page, 'BOAF GP');
  await expect(pane).toHaveAttribute('aria-label', /^BOAF GP/);
  await expect.poll(() => barCount(page)).toBe(bars);
  await expect(chartState).toHaveText(/Line \(dense\)/);
  await expect(host).toHaveAttribute('data-filled', String(bars));
});

test('HP lists prices newest first, by quick range or by typed days', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF HP');
  const pane = page.locator('.pane.focused');
  await expect(pane).toHaveAttribute('aria-label', /^BOAF HP/);
  const grid = pane.getByRole('grid', { name: 'Historical prices' });
  await expect(grid).toBeFocused();
  const rows = grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const count = pane.locator('.dt-count');
  await expect(count).toHaveText(/^2\d\d rows$/); // one year of trading days

  // Newest first: the first row is the latest day.
  const days = async () => (await grid.locator('[role="row"] [aria-colindex="1"][role="gridcell"]').allTextContents()).slice(0, 5);
  const first = await days();
  expect([...first].sort().reverse()).toEqual(first);
  await expect(grid.locator('[role="gridcell"].dt-up, [role="gridcell"].dt-down').first()).toBeVisible();

  // Quick range by key.
  await page.keyboard.press('1');
  await expect(pane.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(/^[12]\d rows$/);

  // Typed days: d, then the first day, Enter back to the table.
  await page.keyboard.press('d');
  const from = pane.getByLabel('From day');
  await expect(from).toBeFocused();
  // The days read and are typed as everywhere else in the app (ISO), not in the browser's locale.
  await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const last = await pane.getByLabel('To day').inputValue();
  expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const year = last.slice(0, 4);
  // Something that is not a day is marked and changes nothing.
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`${year}-02-30`);
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Enter');
  await expect(grid).toBeFocused();
  await expect(pane.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('d');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`${year}-09-01`);
  await expect(from).toHaveAttribute('aria-invalid', 'false');
  await page.keyboard.press('Enter');
  await expect(grid).toBeFocused();
  await expect(pane.getByLabel('Range shown')).toHaveText(new RegExp(`^Custom · ${year}-09-01 → `));
  await expect(count).toHaveText(/^[3-9]\d rows$/);
  await page.keyboard.press('End');
  await expect(grid.locator('[aria-selected="true"] [aria-colindex="1"]')).toHaveText(new RegExp(`^${year}-09-0\\d$`));
});

test('GP on 3M loads the earlier days as the view is panned past them: the range is the first view, not a wall', async ({
  page,
  terminal,
}) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  const { pane, host, legend } = chartPane(page);
  await expectChartDrawn(host);
  await page.keyboard.press('2');
  await expect(pane.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => barCount(page)).toBeLessThan(80);
  await expect(legend).toHaveText(OHLC);
  const lastDay = (await legend.locator('.legend-date').textContent()) ?? '';
  // Days as times, to compare: the range starts about three months before the last day.
  const threeMonthsBack = Date.parse(`${lastDay}T00:00:00Z`) - 93 * 86_400_000;
  const firstShown = async () => Date.parse(`${(await host.getAttribute('data-first-shown')) ?? ''}T00:00:00Z`);
  expect(await firstShown()).toBeGreaterThanOrEqual(threeMonthsBack);
  const rangeBars = await barCount(page);

  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  // Earlier bars fill the space the view reached: no blank before them, years of them there.
  await expect.poll(firstShown).toBeLessThan(threeMonthsBack);
  await expect(host).toHaveAttribute('data-edge', 'false');
  expect(await barCount(page)).toBeGreaterThan(rangeBars);
  await expect(pane.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'false');

  // Zooming out far reaches further back still, and never shows a blank once the bars land.
  for (let i = 0; i < 4; i++) await page.keyboard.press('-');
  await expect(host).toHaveAttribute('data-edge', 'false');

  // The range's key again shows the range again.
  await page.keyboard.press('2');
  await expect(pane.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(firstShown).toBeGreaterThanOrEqual(threeMonthsBack);
});

externalTest('GP still draws from the cache when the market is gone', async ({ page, terminal, market }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  const { host, legend } = chartPane(page);
  await expectChartDrawn(host);
  await page.keyboard.press('8'); // all of it is cached by now
  await expect.poll(() => barCount(page)).toBeGreaterThan(2500);

  await market.stop();
  await page.reload();
  await expect(page.getByRole('region')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  await expectChartDrawn(chartPane(page).host);
  await expect(legend).toHaveText(OHLC);
  await expect.poll(() => barCount(page)).toBeGreaterThan(2500);
  await page.keyboard.press('3');
  await expect.poll(() => barCount(page)).toBeLessThan(200);
  await expect(legend).toHaveText(OHLC);
});

// Opening and closing a chart pane a hundred times leaves one chart's worth of canvases,
// and no more listeners or DOM nodes than a small margin over one open chart.
test('a hundred GP panes opened and closed leak no charts, listeners or nodes', async ({ page, terminal }) => {
  test.setTimeout(90_000);
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  const hosts = page.locator('.chart-host[data-painted]');
  await expect(hosts).toHaveCount(1, { timeout: 15_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    const listenersOn = async (expression: string) => {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
      return listeners.length;
    };
    return {
      canvases: await page.locator('canvas').count(),
      charts: await page.locator('.tv-lightweight-charts').count(),
      windowListeners: await listenersOn('window'),
      documentListeners: await listenersOn('document'),
      listeners: metric('JSEventListeners'),
      nodes: metric('Nodes'),
    };
  };
  const before = await measure();
  expect(before.charts).toBe(1);

  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Alt+\\'); // the new pane opens on the same GP
    await expect(hosts).toHaveCount(2);
    await page.keyboard.press('Alt+x');
    await expect(page.locator('.chart-host')).toHaveCount(1);
  }
  await page.waitForTimeout(300);
  const after = await measure();
  test.info().annotations.push({ type: 'leak check', description: JSON.stringify({ before, after }) });
  expect(after.charts).toBe(1);
  expect(after.canvases).toBe(before.canvases);
  expect(after.windowListeners).toBeLessThanOrEqual(before.windowListeners + 2);
  expect(after.documentListeners).toBeLessThanOrEqual(before.documentListeners + 2);
  expect(after.listeners).toBeLessThanOrEqual(before.listeners + 20);
  expect(after.nodes).toBeLessThan(before.nodes * 1.25);
});
