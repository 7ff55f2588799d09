// The economic calendar screens, by keyboard only: CAL filters (persisted), EV with its release
// history, the ticker (focus, walk, pause, Enter), CTRY with indicators and links, AGENDA, and
// CAL served from the cache when the market is gone. The page's clock is fixed on a Wednesday of
// the demo market's data (released figures behind, scheduled ones ahead).
import type { Locator, Page } from '@playwright/test';
import { expect, externalTest, runCommand as command, test } from './fixtures';

const NOW = new Date('2026-11-18T09:00:00Z');

// Each test starts its own server and syncs the demo calendar first.
test.describe.configure({ timeout: 60_000 });

async function rowCount(grid: Locator): Promise<number> {
  return Number(await grid.getAttribute('aria-rowcount')) - 1;
}

/** Column `column` (0-based) of every rendered body row. */
function columnTexts(grid: Locator, column: number): Promise<string[]> {
  return grid.locator(`[role="row"].dt-body-row [role="gridcell"][aria-colindex="${column + 1}"]`).allTextContents();
}

/** The bits of the DOM the page functions below use (the e2e tsconfig has no DOM types). */
interface PageElement {
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  getBoundingClientRect(): { right: number; top: number };
  ownerDocument: { defaultView: { getComputedStyle(el: PageElement, pseudo?: string): { content: string; transform: string } } | null };
}

/** The CSS `content` of an element's ::after ('none' when it has none). */
function afterContent(el: Locator): Promise<string | undefined> {
  return el.evaluate((e: PageElement) => e.ownerDocument.defaultView?.getComputedStyle(e, '::after').content);
}

async function openCalendar(page: Page, url: string): Promise<Locator> {
  await page.clock.setFixedTime(NOW);
  await page.goto(url);
  // The first-launch layout has focus in MKT once the shell is up: only then is the command line there.
  await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused();
  await command(page, 'CAL');
  const grid = page.locator('.pane.focused').getByRole('grid', { name: 'Economic calendar' });
  await expect(grid).toBeFocused();
  await expect.poll(() => rowCount(grid), { timeout: 20_000 }).toBeGreaterThan(10);
  return grid;
}

test('CAL: quick keys, importance toggles and a text filter, kept after a reload', async ({ page, terminal }) => {
  const grid = await openCalendar(page, terminal.url);
  const cal = page.locator('.pane.focused');
  const week = await rowCount(grid);
  await page.keyboard.press('1'); // today
  await expect.poll(() => rowCount(grid)).toBeLessThan(week);
  await expect.poll(async () => new Set(await columnTexts(grid, 0)).size).toBe(1);
  await page.keyboard.press('0'); // all dates
  await expect.poll(() => rowCount(grid)).toBeGreaterThan(week * 10);
  await page.keyboard.press('2'); // back to this week
  await expect.poll(() => rowCount(grid)).toBe(week);

  // "+" twice: exactly HIGH (holidays keep their own toggle).
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(async () => [...new Set(await columnTexts(grid, 5))].sort()).toEqual(expect.arrayContaining(['●●●']));
  expect((await columnTexts(grid, 5)).every((t) => t === '●●●' || t === 'HOLIDAY')).toBe(true);

  // Alt+F: the filter panel; a text filter and a zone toggle, Esc back to the table.
  await page.keyboard.press('Alt+f');
  await expect(cal.getByRole('searchbox', { name: 'Search events' })).toBeFocused();
  await page.keyboard.type('Ventes');
  await page.keyboard.press('Escape');
  await expect(grid).toBeFocused();
  await expect.poll(() => rowCount(grid)).toBeGreaterThan(0);
  expect((await columnTexts(grid, 3)).every((t) => t.includes('Ventes'))).toBe(true);
  await expect(cal.locator('.cal-filter-summary')).toContainText('HIGH+HOLIDAY');
  await expect(cal.locator('.cal-filter-summary')).toContainText('“Ventes”');

  // The filters persist.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.locator('.pane.focused .cal-filter-summary')).toContainText('“Ventes”');
});

test(
  'EV: Enter on an event shows every field, its history, beat rate and surprise charts',
  { tag: '@desktop' },
  async ({ page, terminal }) => {
    const grid = await openCalendar(page, terminal.url);
    // Exactly HIGH: the week's first is a release behind the (Wednesday) clock, with a history.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(async () => (await columnTexts(grid, 5))[0]).toBe('●●●');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const ev = page.locator('.pane.focused');
    await expect(ev.locator('.pane-fn')).toHaveText('EV');
    await expect(ev.locator('dl[aria-label="Event"]')).toContainText('Category');
    await expect(ev.locator('dl[aria-label="Event"]')).toContainText(/Actual\s*-?\d/);
    const history = ev.getByRole('grid', { name: 'Release history' });
    await expect.poll(() => rowCount(history), { timeout: 15_000 }).toBeGreaterThan(5);
    await expect(ev.locator('dl[aria-label="Release record"]')).toContainText(/Beat rate\s*\d+%/);
    await expect(ev.getByRole('figure', { name: 'Actual against forecast' })).toBeVisible();
    await expect(ev.getByRole('figure', { name: 'Standardised surprise of each release' })).toBeVisible();
    await expect(ev.getByRole('button', { name: /↗/ })).toBeVisible(); // the source, through the guarded path
    // The calendar stays beside it (a list opens what it picks in another pane).
    await page.keyboard.press('Alt+h');
    await expect(page.locator('.pane.focused .pane-fn')).toHaveText('CAL');
  },
);

test('CAL: the NOW line is labelled in the DAY column, beside the whole day, over no figure', async ({ page, terminal }) => {
  const grid = await openCalendar(page, terminal.url);
  const row = grid.locator('.dt-body-row.cal-now');
  await expect(row).toHaveCount(1);
  // The label belongs to the day cell (a box of its own in its gutter), not to the row's right end
  // where the figures are; the day beside it is not cut.
  const day = row.locator('[role="gridcell"]').first();
  expect(await afterContent(day)).toBe('"NOW"');
  expect(await afterContent(row)).toBe('none');
  expect(await day.evaluate((e: PageElement) => e.scrollWidth <= e.clientWidth)).toBe(true);
});

test('ticker: Alt+T focuses it, arrows walk, Space pauses (kept after a reload), Enter opens the event', async ({ page, terminal }) => {
  await openCalendar(page, terminal.url);
  const ticker = page.getByRole('marquee', { name: 'Calendar ticker' });
  await expect(ticker.locator('.ticker-item:not([aria-hidden])').first()).toBeVisible();
  await page.keyboard.press('Alt+t');
  const items = ticker.getByRole('toolbar', { name: 'Upcoming economic events' }).getByRole('button');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(items.nth(1)).toBeFocused();
  const title = (await items.nth(1).textContent()) ?? '';
  const pause = ticker.getByRole('button', { name: /Pause the ticker|Play the ticker/ });
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused .pane-fn')).toHaveText('EV');
  const words = title.replace(/\s+/g, ' ').trim().split(' ');
  await expect(page.locator('.pane.focused .ev-title')).toContainText(words.slice(-2).join(' '));
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByRole('marquee', { name: 'Calendar ticker' }).getByRole('button', { name: 'Play the ticker' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

/** Where the ticker's track is now: the x offset of its transform (0 when it has none). */
async function trackOffset(ticker: Locator): Promise<number> {
  const transform = await ticker
    .locator('.ticker-track')
    .evaluate((e: PageElement) => e.ownerDocument.defaultView?.getComputedStyle(e).transform ?? 'none');
  // "matrix(a, b, c, d, tx, ty)": tx is the fifth number.
  return transform === 'none' ? 0 : Number(transform.slice(transform.indexOf('(') + 1).split(',')[4]);
}

/** Whether the track stays where it is for a while (a moving ticker covers several px in 400 ms). */
async function standsStill(ticker: Locator): Promise<boolean> {
  const before = await trackOffset(ticker);
  await ticker.page().waitForTimeout(400);
  return (await trackOffset(ticker)) === before;
}

// The suite runs with reduced motion (see the config); these tests ask for motion to see it move.
test.describe('the moving ticker', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('scrolls by transform, stands still on hover, on focus and while walked with the keys, and moves again after', async ({
    page,
    terminal,
  }) => {
    await openCalendar(page, terminal.url);
    const ticker = page.getByRole('marquee', { name: 'Calendar ticker' });
    await expect(ticker.locator('.ticker-item:not([aria-hidden])').first()).toBeVisible();
    await expect.poll(() => standsStill(ticker)).toBe(false);

    await ticker.hover();
    await expect.poll(() => standsStill(ticker)).toBe(true);
    await page.mouse.move(5, 5);
    await expect.poll(() => standsStill(ticker)).toBe(false);

    // Focus reaching an item by Tab (not Alt+T) pauses it where it is.
    await ticker.locator('.ticker-item:not([aria-hidden])').first().focus();
    await expect.poll(() => standsStill(ticker)).toBe(true);

    // Alt+T walks it: still, so the focused event can be read.
    await page.keyboard.press('Alt+t');
    await expect.poll(() => standsStill(ticker)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(ticker.locator('.ticker-item:focus')).toHaveCount(0);
    await expect.poll(() => standsStill(ticker)).toBe(false);
  });
});

test.describe('the ticker with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stands still and wraps its events onto lines, every one of them on screen', async ({ page, terminal }) => {
    await openCalendar(page, terminal.url);
    const ticker = page.getByRole('marquee', { name: 'Calendar ticker' });
    const items = ticker.locator('.ticker-item:not([aria-hidden])');
    await expect(items.first()).toBeVisible();
    expect(await trackOffset(ticker)).toBe(0);
    expect(await standsStill(ticker)).toBe(true);
    const strip = await ticker.boundingBox();
    const boxes: { right: number; top: number }[] = await items.evaluateAll((els: PageElement[]) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ right: r.right, top: r.top })),
    );
    expect(strip).not.toBeNull();
    // Wrapped, not cut: no event runs past the strip's right edge, and they take more than one line.
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual((strip?.x ?? 0) + (strip?.width ?? 0));
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBeGreaterThan(1);
  });
});

test('CTRY: countries, indicators as a table and charts, links, and Alt+C opens the calendar for the country', async ({
  page,
  terminal,
}) => {
  await page.clock.setFixedTime(NOW);
  await page.goto(terminal.url);
  await command(page, 'CTRY');
  const pane = page.locator('.pane.focused');
  const countries = pane.getByRole('grid', { name: 'Countries' });
  await expect(countries).toBeFocused();
  await expect.poll(() => rowCount(countries), { timeout: 15_000 }).toBeGreaterThan(10);
  // The euro area comes with a three-letter code: its zone is EU.
  await page.keyboard.press('/');
  await page.keyboard.type('EMU');
  await page.keyboard.press('Enter');
  await expect(pane.locator('.ev-head')).toContainText('zone EU');
  await expect.poll(() => rowCount(pane.getByRole('grid', { name: 'Economic indicators' })), { timeout: 15_000 }).toBeGreaterThan(2);
  await expect(pane.getByRole('figure', { name: /GDP growth/ })).toBeVisible();
  await expect(pane.getByRole('region', { name: 'Useful links' }).getByRole('button').first()).toBeVisible();
  await page.keyboard.press('Alt+c');
  await expect(page.locator('.pane.focused .pane-fn')).toHaveText('CAL');
  await expect(page.locator('.pane.focused .cal-filter-summary')).toContainText('EU');
  const grid = page.locator('.pane.focused').getByRole('grid', { name: 'Economic calendar' });
  await expect.poll(async () => (await columnTexts(grid, 2)).every((t) => t.startsWith('EU'))).toBe(true);
});

test('CTRY charts in a quarter of the window: every value and year shown whole (rounded or left to the tooltip), none cut', async ({
  page,
  terminal,
}) => {
  await page.clock.setFixedTime(NOW);
  await page.goto(terminal.url);
  await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused();
  await command(page, 'CTRY');
  await page.keyboard.press('Alt+v');
  await page.keyboard.press('Alt+s');
  const pane = page.locator('.pane.focused');
  const debt = pane.getByRole('figure', { name: /Public debt/ });
  await expect(debt).toBeVisible({ timeout: 15_000 });
  await expect(debt.locator('.cc-column')).toHaveCount(8);
  const texts = pane.locator('.column-chart').locator('.cc-value, .cc-label');
  // A cut text is one wider than its box; rounded writings ("113" for 113.1, '19) fit theirs.
  const cut = (): Promise<string[]> =>
    texts.evaluateAll((els: PageElement[]) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent ?? ''));
  await expect.poll(cut).toEqual([]);
  await expect(debt.locator('.cc-value').first()).toHaveText(/^\d+(\.\d)?$/);
  // Every year's bar is on screen, the latest included.
  const figure = await debt.boundingBox();
  const last = await debt.locator('.cc-column').last().boundingBox();
  expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual((figure?.x ?? 0) + (figure?.width ?? 0) + 0.5);
});

test('AGENDA: economic events, holidays and the diary of the watchlist shares, day by day', async ({ page, terminal }) => {
  await page.clock.setFixedTime(NOW);
  await page.goto(terminal.url);
  await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused();
  await command(page, 'BOAF DES');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF DES/);
  await page.keyboard.press('Alt+w');
  await expect(page.getByRole('status').filter({ hasText: 'Added BOAF to watchlist Main' })).toBeVisible();
  await command(page, 'AGENDA');
  const grid = page.locator('.pane.focused').getByRole('grid', { name: 'Agenda' });
  await expect(grid).toBeFocused();
  await expect(page.locator('.pane.focused')).toContainText('diary of 1 watchlist share');
  await page.keyboard.press('0'); // all dates: the company's diary spans years
  await expect.poll(async () => (await columnTexts(grid, 2)).length, { timeout: 15_000 }).toBeGreaterThan(10);
  await page.keyboard.press('/');
  await page.keyboard.type('CORP');
  await page.keyboard.press('Enter');
  await expect.poll(() => rowCount(grid), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused .pane-fn')).toHaveText('EVT');
});

externalTest('CAL offline: the cached calendar is served and marked OFFLINE', async ({ page, terminal, market }) => {
  const grid = await openCalendar(page, terminal.url);
  const rows = await rowCount(grid);
  await market.stop();
  await page.reload();
  await expect(page.locator('.pane.focused').getByRole('grid', { name: 'Economic calendar' })).toBeFocused();
  await command(page, 'SYNC');
  await page.keyboard.press('o'); // requests find nobody: OFFLINE
  await expect(page.getByTitle('Connection to the data source', { exact: true })).toHaveText('OFFLINE', { timeout: 15_000 });
  await command(page, 'CAL');
  const cal = page.locator('.pane.focused');
  await expect.poll(() => rowCount(cal.getByRole('grid', { name: 'Economic calendar' }))).toBe(rows);
  await expect(cal.locator('.as-of')).toContainText('OFFLINE');
  await expect(page.getByRole('marquee', { name: 'Calendar ticker' }).locator('.ticker-item').first()).toBeVisible();
});

test("EV's history chart grows and shrinks with its pane, and its axis reads in the table's units", async ({ page, terminal }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const grid = await openCalendar(page, terminal.url);
  // Weekly jobless claims, in thousands ("228K" in the table).
  await page.keyboard.press('0');
  await page.keyboard.press('Alt+f');
  await page.keyboard.type('Inscriptions hebdomadaires');
  await page.keyboard.press('Escape');
  await expect(grid).toBeFocused();
  await expect.poll(() => rowCount(grid)).toBeGreaterThan(5);
  await page.keyboard.press('.');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused .pane-fn')).toHaveText('EV');
  // A split copies the screen: the chart of the first EV pane is followed.
  const figure = page.getByRole('figure', { name: /^Actual against forecast/ }).first();
  await expect(figure).toBeVisible({ timeout: 15_000 });
  await expect(figure).toHaveAccessibleName(/, −?\d+(\.\d)?K to −?\d+(\.\d)?K$/);

  const size = async () => (await figure.boundingBox()) ?? { width: 0, height: 0 };
  // The chart's canvas spans its plot, whatever the pane did meanwhile.
  const fills = async () => {
    const plot = await figure.locator('.line-chart-plot').boundingBox();
    const canvas = await figure.locator('canvas').first().boundingBox();
    return plot !== null && canvas !== null && Math.abs(plot.width - canvas.width) < 80 && Math.abs(plot.height - canvas.height) < 40;
  };
  await expect.poll(fills).toBe(true);
  const before = await size();
  await page.keyboard.press('Alt+z'); // maximised: wider and taller
  await expect.poll(async () => (await size()).width).toBeGreaterThan(before.width * 1.5);
  await expect.poll(async () => (await size()).height).toBeGreaterThan(before.height * 1.3);
  await expect.poll(fills).toBe(true);
  await page.keyboard.press('Alt+z'); // restored
  await expect.poll(async () => (await size()).width).toBeLessThan(before.width * 1.1);
  await expect.poll(async () => (await size()).height).toBeLessThan(before.height * 1.1);
  await expect.poll(fills).toBe(true);
  await page.keyboard.press('Alt+\\'); // split: half as wide, the charts stacked, each as tall as before
  await expect.poll(async () => (await size()).width).toBeLessThan(before.width * 0.8);
  await expect.poll(async () => (await size()).height).toBeGreaterThan(before.height * 0.9);
  await expect.poll(fills).toBe(true);
});
