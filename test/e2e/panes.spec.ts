import type { Locator, Page } from '@playwright/test';
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

// Narrow panes: a quarter of a 1280 px window, as in a 4×4 split. Keyboard only.

/** One pane showing `command`, split right twice: the focused pane is the right quarter. */
async function quarterPane(page: Page, command: string) {
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+x');
  await page.keyboard.press('Alt+x');
  await expect(page.getByRole('region')).toHaveCount(1);
  await run(page, command);
  await page.keyboard.press('Alt+\\');
  await page.keyboard.press('Alt+\\');
  await expect(page.getByRole('region')).toHaveCount(3);
  const pane = page.locator('.pane.focused');
  expect((await pane.boundingBox())?.width).toBeLessThan(330);
  return pane;
}

test('a narrow HP keeps the close and its variation, says what it hid, and shows it on *', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  const pane = await quarterPane(page, 'BOAF HP');
  const grid = pane.getByRole('grid');
  await expect(grid.getByRole('row')).not.toHaveCount(1);
  const headers = grid.getByRole('columnheader');
  for (const name of ['Date', 'Close', 'Var %']) await expect(headers.filter({ hasText: name })).toBeInViewport({ ratio: 1 });
  await expect(headers.filter({ hasText: 'Open' })).toHaveCount(0);
  const more = pane.getByRole('button', { name: /more columns: Open, High, Low, Volume/ });
  await expect(more).toBeVisible();
  await expect(more).toHaveText(/\+\d cols/);

  await grid.focus();
  await page.keyboard.press('*');
  await expect(headers.filter({ hasText: 'Open' })).toHaveCount(1);
  await expect(pane.getByRole('button', { name: /Showing every column/ })).toBeVisible();
  await page.keyboard.press('*');
  await expect(headers.filter({ hasText: 'Open' })).toHaveCount(0);
});

test('a narrow GP folds its toolbar and legend into one line each, and the chart details read right', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  const pane = await quarterPane(page, 'BOAF GP');
  const host = pane.locator('.chart-host');
  await expectChartDrawn(host);
  const lineHeight = 26;
  expect((await pane.locator('.price-toolbar').boundingBox())?.height).toBeLessThanOrEqual(lineHeight);
  const legend = pane.getByLabel('Chart legend');
  await expect(legend).toHaveText(/O [\d,.]+/);
  expect((await legend.boundingBox())?.height).toBeLessThanOrEqual(20);

  // The E and D markers are explained.
  const markers = pane.getByLabel('Chart markers');
  await expect(markers).toContainText('E company event');
  await expect(markers).toContainText('D dividend');

  // The range button is lit while the whole range is in view, not after a zoom; its key fits again.
  await host.focus();
  const year = pane.getByRole('button', { name: '1Y' });
  await expect(year).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(year).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('5');
  await expect(year).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(year).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Home');
  await expect(year).toHaveAttribute('aria-pressed', 'true');

  // MAX in a quarter pane is too dense for candles: a line, and the state says so; 1M is candles.
  await page.keyboard.press('8');
  await expect.poll(async () => Number(await host.getAttribute('data-bars'))).toBeGreaterThan(2500);
  const chartState = pane.locator('.state-button').first(); // c: candles or line
  await expect(chartState).toContainText('Line (dense)');
  await page.keyboard.press('1');
  await expect(chartState).toContainText('Candles');
});

test('a split that would leave a pane under the minimum size is refused', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await quarterPane(page, 'MKT');
  await page.keyboard.press('Alt+\\'); // an eighth of the width: too narrow
  await expect(page.getByRole('region')).toHaveCount(3);
  // Refused, and said why: a key that does nothing silently looks broken.
  const notice = page.locator('.banners').getByRole('status');
  await expect(notice).toHaveText(/^No room to split this pane: each half would be under 220×110 px/);
  await page.keyboard.press('Alt+-'); // half of the quarter's height still fits
  await expect(page.getByRole('region')).toHaveCount(4);
  await expect(notice).toHaveCount(0); // the split that fitted makes the refusal old news
});

/** One pane showing `command`, split down twice: the focused pane is a short quarter of the height. */
async function shortPane(page: Page, command: string) {
  const panes = page.locator('.pane');
  await expect(panes).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+x');
  await page.keyboard.press('Alt+x');
  await expect(panes).toHaveCount(1);
  await run(page, command);
  await page.keyboard.press('Alt+-');
  await page.keyboard.press('Alt+-');
  await expect(panes).toHaveCount(3);
  const pane = page.locator('.pane.focused');
  expect((await pane.boundingBox())?.height).toBeLessThan(190);
  return pane;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The slice of a DOM element the measuring below uses (the e2e project has no DOM types). */
interface PageElement {
  textContent: string | null;
  parentElement: PageElement | null;
  nextElementSibling: PageElement | null;
  classList: { contains(name: string): boolean };
  querySelector(selector: string): PageElement | null;
  getBoundingClientRect(): Box & { width: number; height: number };
}

interface Line extends Box {
  text: string;
}

/** The table's drawn box (the table and its rows' frame, which may spill out of it), the boxes of
 *  every line after it in its screen (its following siblings and its ancestors' up to the pane) and
 *  the pane's. */
async function tableAndLinesAfter(pane: Locator): Promise<{ table: Box; after: Line[]; pane: Box }> {
  return pane
    .locator('.dt')
    .first()
    .evaluate((dt: PageElement) => {
      const box = (el: PageElement): Line => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, text: (el.textContent ?? '').slice(0, 40) };
      };
      const a = box(dt);
      const b = box(dt.querySelector('.dt-frame') ?? dt);
      const table = { top: Math.min(a.top, b.top), bottom: Math.max(a.bottom, b.bottom), left: a.left, right: a.right };
      const after: Line[] = [];
      let el: PageElement = dt;
      while (el.parentElement && !el.classList.contains('pane')) {
        for (let next = el.nextElementSibling; next; next = next.nextElementSibling) {
          const r = next.getBoundingClientRect();
          if (r.width > 0 && r.height > 0) after.push(box(next));
        }
        el = el.parentElement;
      }
      return { table, after, pane: box(el) };
    });
}

const intersects = (a: Box, b: Box) => a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right && b.left < a.right;

for (const command of ['CAL', 'AGENDA', 'CTRY', 'SYNC', 'DQ', 'MKT', 'FUNDS', 'WL', 'BOAF HP']) {
  test(`in a short pane ${command}'s table shrinks and scrolls, never over the lines below it`, async ({ page, terminal }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(terminal.url);
    const pane = await shortPane(page, command);
    await expect(pane.getByRole('grid').first()).toBeVisible();
    // Rows landed (or the screen says it has none): not its "Reading the cache…" while the read is
    // in flight, after which the lines around the table (CAL's NEXT line) still move.
    await expect(
      pane
        .locator('.dt-body-row')
        .or(pane.locator('.dt-empty').filter({ hasNotText: /^(Reading|Loading) the cache/ }))
        .first(),
    ).toBeAttached();
    // A screen of lines and a table (SYNC) scrolls as a whole in a short pane rather than squeeze the
    // table to nothing: scrolled to its end, as a reader would, the table is whole in the pane. SYNC's
    // lines still grow while its first sync runs, so it is scrolled again until it is read at its end.
    const scrolledToEnd = async () => {
      await pane.locator('.sync-screen').evaluateAll((els: { scrollTop: number; scrollHeight: number }[]) => {
        for (const el of els) el.scrollTop = el.scrollHeight;
      });
      return tableAndLinesAfter(pane);
    };
    // The lines are checked on the very reading that found the table whole: a second reading can
    // come after SYNC's lines grew again (as seen once in CI, 8 px lower).
    let seen = await scrolledToEnd();
    await expect
      .poll(async () => {
        seen = await scrolledToEnd();
        return seen.table.bottom <= seen.pane.bottom + 0.5;
      })
      .toBe(true);
    const { table, after, pane: paneBox } = seen;
    for (const line of after) expect(intersects(table, line), `"${line.text}" under the table`).toBe(false);
    expect(table.bottom).toBeLessThanOrEqual(paneBox.bottom + 0.5);
    if (command === 'CAL') {
      // The bug as reported: the key hint drawn over the rows. It stays under the table, in the pane.
      // Measured together, once the lines around the table stop moving (the NEXT line lands late).
      await expect
        .poll(async () => {
          const now = await tableAndLinesAfter(pane);
          const box = await pane.locator('.cal-hint').boundingBox();
          return (box?.y ?? -1) >= now.table.bottom - 0.5;
        })
        .toBe(true);
      const hint = await pane.locator('.cal-hint').boundingBox();
      expect((hint?.y ?? Infinity) + (hint?.height ?? 0)).toBeLessThanOrEqual(paneBox.bottom + 0.5);
    }
  });
}
