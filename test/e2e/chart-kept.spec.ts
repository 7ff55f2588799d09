import type { Locator, Page } from '@playwright/test';
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

// A pane keeps its GP chart while it shows other screens: GP → HP → GP draws the new security
// in the same chart, in the theme of the moment, and closing the pane removes the chart.

// Page-side snippets as strings: the tests are type-checked without the DOM library.
const CHART = `document.querySelector('.pane.focused .tv-lightweight-charts')`;
/** The chart's background as drawn: the top-left pixel of its largest canvas (the price pane). */
const DRAWN_BACKGROUND = `(() => {
  const canvases = [...${CHART}.querySelectorAll('canvas')].sort((a, b) => b.width * b.height - a.width * a.height);
  const [r, g, b] = canvases[0].getContext('2d').getImageData(3, 3, 1, 1).data;
  return 'rgb(' + r + ', ' + g + ', ' + b + ')';
})()`;
/** The theme's panel colour as rgb(): what the chart's background must be. */
const THEME_BACKGROUND = `(() => {
  const probe = document.createElement('div');
  probe.style.color = getComputedStyle(document.querySelector('.pane.focused .chart-host')).getPropertyValue('--bg-panel');
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
})()`;
/** The library's element, remembered in the page: the same one must come back. */
const REMEMBER_CHART = `window.keptChart = ${CHART}; true`;
const SAME_CHART = `${CHART} === window.keptChart`;
/** The remembered chart is still in its (detached) host: chart.remove() takes it out. */
const CHART_IN_HOST = `window.keptChart.parentElement !== null`;

const background = async (page: Page) => ({
  drawn: await page.evaluate<string>(DRAWN_BACKGROUND),
  theme: await page.evaluate<string>(THEME_BACKGROUND),
});

async function paintedBars(page: Page, pane: Locator): Promise<number> {
  const host = pane.locator('.chart-host');
  await expectChartDrawn(host);
  return Number(await host.getAttribute('data-bars'));
}

test('GP → HP → GP in a pane draws the new security in the kept chart, restyled, and closing the pane removes it', async ({
  page,
  terminal,
}) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  const pane = page.locator('.pane.focused');
  const host = pane.locator('.chart-host');
  await paintedBars(page, pane);
  await page.keyboard.press('8');
  await expect.poll(() => paintedBars(page, pane)).toBeGreaterThan(2500);
  await expect
    .poll(async () => {
      const b = await background(page);
      return b.drawn === b.theme;
    })
    .toBe(true);
  const dark = (await background(page)).theme;
  await page.evaluate(REMEMBER_CHART);
  const legend = pane.getByLabel('Chart legend');
  const boafLegend = await legend.textContent();

  // Another security's HP, then the light theme (SET in the same pane), then GP again.
  await run(page, 'CBAT HP');
  await expect(pane).toHaveAttribute('aria-label', /^CBAT HP/);
  await expect(pane.getByRole('grid')).toBeVisible();
  await expect(pane.locator('.pane-body .chart-host')).toHaveCount(0);
  await run(page, 'SET');
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('.shell')).toHaveClass(/theme-light/);
  await run(page, 'CBAT GP');

  await expect(pane).toHaveAttribute('aria-label', /^CBAT GP/);
  const bars = await paintedBars(page, pane);
  expect(bars).toBeGreaterThan(100);
  expect(await page.evaluate<boolean>(SAME_CHART)).toBe(true);
  await expect(host).toBeFocused();
  await expect(host).toHaveAttribute('aria-label', 'Price chart of CBAT, MAX');
  await expect(pane.getByLabel('Visible range')).toHaveText(new RegExp(`${bars.toLocaleString('en-US')} bars$`));
  await expect(pane.getByRole('button', { name: 'MAX' })).toHaveAttribute('aria-pressed', 'true');
  await expect(legend).toHaveText(/O [\d,.]+\s*H [\d,.]+\s*L [\d,.]+\s*C [\d,.]+/);
  await expect(legend).not.toHaveText(boafLegend ?? '');
  // The mouse over the chart moves this screen's legend (the chart calls the new screen back).
  const box = await host.boundingBox();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 3);
  await expect(legend.locator('.legend-date')).toHaveClass(/hovered/);
  await page.mouse.move(0, 0);
  await expect(pane.getByLabel('Chart markers')).toContainText(/company event|dividend/);
  await expect(host).not.toHaveClass(/waiting/);
  await expect
    .poll(async () => {
      const b = await background(page);
      return b.drawn === b.theme && b.theme !== dark;
    })
    .toBe(true);

  // Parked again, then the pane closes: the chart is removed (its element leaves its host).
  await run(page, 'CBAT HP');
  await expect(pane.locator('.pane-body .chart-host')).toHaveCount(0);
  expect(await page.evaluate<boolean>(CHART_IN_HOST)).toBe(true);
  await page.keyboard.press('Alt+x');
  await expect(page.getByRole('region')).toHaveCount(2);
  expect(await page.evaluate<boolean>(CHART_IN_HOST)).toBe(false);
});
