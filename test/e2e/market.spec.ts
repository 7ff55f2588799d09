import type { Locator } from '@playwright/test';
import { expect, externalTest, runCommand as command, test } from './fixtures';

/** Rows of a (virtualised) grid, header excluded, from its aria-rowcount. */
async function rowCount(grid: Locator): Promise<number> {
  return Number(await grid.getAttribute('aria-rowcount')) - 1;
}

/** The text of one cell of a body row (1-based row index among body rows). */
function cell(grid: Locator, row: number, column: string): Locator {
  return grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"]`).nth(Number(column));
}

test('MKT: every share with numbers and movers, filtered by country, sorted and opened by key', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  const mkt = page.getByRole('region', { name: /^MKT/ });
  const grid = mkt.getByRole('grid', { name: 'Market overview' });
  await expect(grid).toBeFocused(); // the first-launch layout opens MKT in the focused pane
  await expect.poll(() => rowCount(grid)).toBeGreaterThanOrEqual(40);
  const total = await rowCount(grid);
  await expect(mkt).toContainText(/prices of \d{4}-\d{2}-\d{2}/);
  // Numbers, not dashes: last price (column 2) and day variation (column 3) of the first row.
  await expect(cell(grid, 1, '2')).toHaveText(/^\d[\d,.]*$/);
  await expect(cell(grid, 1, '3')).toHaveText(/%$/);

  // The movers summary: five gainers, losers and volumes, each a code and a value.
  for (const name of ['Top gainers', 'Top losers', 'Top volume']) {
    await expect(mkt.getByRole('group', { name }).getByRole('listitem')).toHaveCount(5);
  }
  const topGainer = (await mkt.getByRole('group', { name: 'Top gainers' }).locator('.mover-code').first().textContent()) ?? '';
  expect(topGainer).toMatch(/^[A-Z]{3,5}$/);

  // Sort by the day variation with keys: three columns right, `=` twice (ascending, descending).
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('=');
  await page.keyboard.press('=');
  await expect(grid.getByRole('columnheader', { name: /Var %/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(grid, 1, '0')).toHaveText(topGainer);

  // Filter by country from the keyboard: Alt+F reaches the filters, ↓ picks the first country.
  await page.keyboard.press('Alt+f');
  const country = mkt.getByRole('combobox', { name: 'Filter by country' });
  await expect(country).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const chip = mkt.getByRole('button', { name: /^Country: / });
  await expect(chip).toBeVisible();
  const chosen = ((await chip.textContent()) ?? '').replace(/^Country: (.*) ×$/, '$1');
  await expect.poll(() => rowCount(grid)).toBeLessThan(total);
  const narrowed = await rowCount(grid);
  expect(narrowed).toBeGreaterThan(0);
  // The country column's place among those the pane shows (a narrow pane hides the least important).
  const countryAt = (await grid.getByRole('columnheader').allTextContents()).findIndex((h) => h.startsWith('Country'));
  expect(countryAt).toBeGreaterThan(0);
  for (let row = 1; row <= narrowed; row++) await expect(cell(grid, row, String(countryAt))).toHaveText(chosen);
  await expect(mkt).toContainText(`${narrowed} of ${total} shares`);
  // Esc goes back to the table; Enter on the first row opens that share's DES in a pane beside
  // MKT (its group has no other pane), and MKT stays, with its filter still set.
  await page.keyboard.press('Escape');
  await expect(grid).toBeFocused();
  await page.keyboard.press('Home');
  const code = (await cell(grid, 1, '0').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', new RegExp(`^${code} DES`));
  await page.keyboard.press('Alt+h');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^MKT/);
  await expect(chip).toBeVisible();
});

test('WL: lists built by keyboard, with prices, kept across a reload', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region', { name: /^MKT/ }).getByRole('grid')).toBeFocused();

  // Alt+W on a share pane adds it to the current watchlist, and says so.
  await command(page, 'BOAF DES');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF DES/);
  await page.keyboard.press('Alt+w');
  await expect(page.getByRole('status').filter({ hasText: 'Added BOAF to watchlist Main' })).toBeVisible();

  await command(page, 'WL');
  const wl = page.locator('.pane.focused');
  await expect(wl).toHaveAttribute('aria-label', /^WL/);
  const main = wl.getByRole('grid', { name: 'Watchlist Main' });
  await expect(main).toBeFocused();
  await expect(cell(main, 1, '0')).toHaveText('BOAF');
  await expect(cell(main, 1, '3')).toHaveText(/^\d[\d,.]*$/); // its last price

  // `a` opens the search; Enter adds the match.
  await page.keyboard.press('a');
  const search = wl.getByRole('combobox', { name: /Add a security to Main/ });
  await expect(search).toBeFocused();
  await page.keyboard.type('EENI');
  await expect(wl.getByRole('option', { name: /EENI/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(wl.getByRole('status')).toHaveText('Added EENI to Main');
  await expect(main).toBeFocused();
  await expect.poll(() => rowCount(main)).toBe(2);
  await expect(cell(main, 2, '0')).toHaveText('EENI');
  await expect(cell(main, 2, '3')).toHaveText(/^\d[\d,.]*$/);

  // Delete removes the selected row.
  await page.keyboard.press('End');
  await page.keyboard.press('Delete');
  await expect(wl.getByRole('status')).toHaveText('Removed EENI from Main');
  await expect.poll(() => rowCount(main)).toBe(1);

  // Alt+N creates a second list, which becomes current; add a share to it.
  await page.keyboard.press('Alt+n');
  await expect(wl.getByRole('textbox', { name: 'New list name' })).toBeFocused();
  await page.keyboard.type('Banks');
  await page.keyboard.press('Enter');
  const banks = wl.getByRole('grid', { name: 'Watchlist Banks' });
  await expect(banks).toBeFocused();
  await expect(wl.getByRole('tab', { name: /Banks/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('a');
  await page.keyboard.type('CDAO');
  await expect(wl.getByRole('option', { name: /CDAO/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(cell(banks, 1, '0')).toHaveText('CDAO');
  await expect(banks).toBeFocused(); // the keys below go to the list, once the search has handed focus back

  // [ and ] switch between the lists.
  await page.keyboard.press(']');
  await expect(wl.getByRole('grid', { name: 'Watchlist Main' })).toBeVisible();
  await expect(wl.getByRole('tab', { name: /Main/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('[');
  await expect(banks).toBeVisible();
  // F2 renames the current list.
  await page.keyboard.press('F2');
  await expect(wl.getByRole('textbox', { name: 'Rename Banks to' })).toBeFocused();
  await page.keyboard.type('Banks BF');
  await page.keyboard.press('Enter');
  await expect(wl.getByRole('grid', { name: 'Watchlist Banks BF' })).toBeFocused();

  // The lists are kept by main: a reload finds both.
  await page.waitForTimeout(700); // the layout is saved shortly after each change
  await page.reload();
  const again = page.locator('.pane.focused');
  await expect(again).toHaveAttribute('aria-label', /^WL/);
  await expect(again.getByRole('tab')).toHaveText([/Main\s*1/, /Banks BF\s*1/]);
  await expect(cell(again.getByRole('grid', { name: 'Watchlist Main' }), 1, '0')).toHaveText('BOAF');
  await page.keyboard.press(']');
  await expect(cell(again.getByRole('grid', { name: 'Watchlist Banks BF' }), 1, '0')).toHaveText('CDAO');
  // Shift+Delete deletes the current list once confirmed.
  await page.keyboard.press('Shift+Delete');
  await expect(again.getByRole('alertdialog', { name: 'Delete the list' })).toContainText('Delete Banks BF and its 1 security?');
  await page.keyboard.press('Enter');
  await expect(again.getByRole('tab')).toHaveText([/Main\s*1/]);
  await expect(again.getByRole('grid', { name: 'Watchlist Main' })).toBeFocused();
});

externalTest('MKT and WL work from the cache when the market is gone', async ({ page, terminal, market }) => {
  await page.goto(terminal.url);
  const connection = page.getByTitle('Connection to the data source', { exact: true });
  await expect(connection).toHaveText('ONLINE');
  const mktGrid = page.getByRole('region', { name: /^MKT/ }).getByRole('grid', { name: 'Market overview' });
  await expect.poll(() => rowCount(mktGrid)).toBeGreaterThanOrEqual(40); // the share list is cached
  await command(page, 'BOAF DES');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF DES/); // the command resolved
  await page.keyboard.press('Alt+w');
  await expect(page.getByRole('status').filter({ hasText: 'Added BOAF to watchlist Main' })).toBeVisible();

  await market.stop();
  // A refresh against the stopped market: the SYNC pane (below right) makes everything offline.
  await page.keyboard.press('Alt+l');
  await page.keyboard.press('Alt+j');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^SYNC/);
  await page.keyboard.press('o');
  await expect(connection).toHaveText('OFFLINE', { timeout: 15_000 });

  // Back in the first pane: WL and MKT still render from the cache.
  await page.keyboard.press('Alt+h');
  await command(page, 'WL');
  const wl = page.locator('.pane.focused');
  const main = wl.getByRole('grid', { name: 'Watchlist Main' });
  await expect(cell(main, 1, '0')).toHaveText('BOAF');
  await expect(cell(main, 1, '3')).toHaveText(/^\d[\d,.]*$/);
  await expect(wl.locator('.as-of')).toContainText('OFFLINE');
  await command(page, 'MKT');
  const mkt = page.locator('.pane.focused');
  await expect(mkt).toHaveAttribute('aria-label', /^MKT/);
  await expect.poll(() => rowCount(mkt.getByRole('grid', { name: 'Market overview' }))).toBeGreaterThanOrEqual(40);
  await expect(mkt.getByRole('group', { name: 'Top gainers' }).getByRole('listitem')).toHaveCount(5);
  await expect(mkt.locator('.as-of')).toContainText('OFFLINE');
});
