import type { Locator, Page } from '@playwright/test';
import { expect, runCommand as command, test } from './fixtures';

/** A body row of a grid (1-based among body rows). */
const row = (grid: Locator, n: number) => grid.locator(`[role="row"][aria-rowindex="${n + 1}"]`);

/** Types into the focused field after clearing it. */
async function fill(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

test('PORT: transactions by keyboard, a CSV import with a bad row, two portfolios', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region', { name: /^MKT/ }).getByRole('grid')).toBeFocused();
  await command(page, 'PORT');
  const port = page.locator('.pane.focused');
  await expect(port).toHaveAttribute('aria-label', /^PORT/);
  await expect(port.locator('.dt-empty')).toHaveText('No portfolio yet: Alt+N creates one');

  // Alt+N names a portfolio; its currency label is offered.
  await page.keyboard.press('Alt+n');
  await expect(port.getByRole('textbox', { name: 'Portfolio name' })).toBeFocused();
  await page.keyboard.type('Main');
  await page.keyboard.press('Enter');
  await expect(port.getByRole('status')).toHaveText('Created Main');
  const positions = port.getByRole('grid', { name: 'Positions Main' });
  await expect(positions).toBeFocused();

  // A buy: the security by type-ahead, then day, side (buy), quantity, price, fees.
  await page.keyboard.press('a');
  await expect(port.getByRole('combobox', { name: 'Security' })).toBeFocused();
  await page.keyboard.type('BOAF');
  await expect(port.getByRole('option', { name: /BOAF/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(port.getByRole('textbox', { name: 'Date' })).toBeFocused();
  await fill(page, '2024-01-10');
  for (const text of ['', '10', '5000', '25']) {
    await page.keyboard.press('Tab');
    if (text) await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');
  await expect(port.getByRole('status')).toHaveText('Added buy of BOAF on 2024-01-10');
  await expect(row(positions, 1)).toContainText('BOAF');

  // Selling more than is held is refused by main, in the form; 4 of 10 then goes through.
  await page.keyboard.press('Home');
  await page.keyboard.press('a'); // on the selected position: BOAF is picked already
  await expect(port.getByRole('button', { name: /Security BOAF/ })).toBeVisible();
  await expect(port.getByRole('textbox', { name: 'Date' })).toBeFocused();
  await fill(page, '2024-02-15');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // buy → sell
  await expect(port.getByRole('combobox', { name: 'Side' })).toHaveValue('sell');
  await page.keyboard.press('Tab');
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5500');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  const refusal = port.getByRole('alert');
  await expect(refusal).toContainText('sells 15 BOAF on 2024-02-15 while 10 are held');
  await page.keyboard.press('Shift+Tab'); // fees → price → quantity
  await page.keyboard.press('Shift+Tab');
  await expect(port.getByRole('textbox', { name: 'Quantity' })).toBeFocused();
  await fill(page, '4');
  await page.keyboard.press('Enter');
  await expect(port.getByRole('status')).toHaveText('Added sell of BOAF on 2024-02-15');

  // FIFO: 6 left costing 50 025 × 6/10 = 30 015 (5 002.5 each); realized 4 × 5 500 − 10 − 20 010 = 1 980.
  const boaf = row(positions, 1);
  await expect(boaf.getByRole('gridcell').nth(1)).toHaveText('6');
  await expect(boaf).toContainText('5,002.5'); // the average cost; the cost basis is in the totals
  const totals = port.getByRole('list', { name: 'Totals per currency' });
  await expect(totals).toContainText('XOF');
  await expect(totals).toContainText('realized +1,980');
  await expect(totals).toContainText('cost 30,015');

  // An import with a bad row is refused whole, the row listed; with "Skip bad rows" the rest lands.
  await page.keyboard.press('i');
  await expect(port.getByRole('textbox', { name: 'CSV text' })).toBeFocused();
  await page.keyboard.type('date,security,side,quantity,price,fees\n2024-03-01,EENI,buy,5,1000,0\n2024-03-02,NOSUCH,buy,1,1,0');
  await page.keyboard.press('Control+Enter');
  const result = port.getByRole('form', { name: /Import CSV/ }).getByRole('status');
  await expect(result).toContainText('Nothing imported: 1 row refused');
  await expect(port.getByRole('list', { name: 'Bad rows' })).toContainText('Line 3:');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(port.getByRole('checkbox', { name: 'Skip bad rows' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Control+Enter');
  await expect(result).toContainText('Imported 1 row, skipped 1 row');
  await page.keyboard.press('Escape');
  await expect(positions).toBeFocused();
  await expect(positions.getByRole('row').filter({ hasText: 'EENI' })).toHaveCount(1);

  // A second portfolio, then back with [.
  await page.keyboard.press('Alt+n');
  await page.keyboard.type('Second');
  await page.keyboard.press('Enter');
  await expect(port.getByRole('grid', { name: 'Positions Second' })).toBeFocused();
  await expect(port.getByRole('tab', { name: /Second/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('[');
  await expect(port.getByRole('tab', { name: /Main/ })).toHaveAttribute('aria-selected', 'true');
  await expect(row(port.getByRole('grid', { name: 'Positions Main' }), 1)).toContainText('BOAF');

  // The transactions as entered; the value chart states its method.
  await page.keyboard.press('t');
  const transactions = port.getByRole('grid', { name: 'Transactions Main' });
  await expect(transactions).toBeFocused();
  await expect(transactions).toHaveAttribute('aria-rowcount', '4');
  await page.keyboard.press('g');
  await expect(port.getByText(/Time-weighted return/)).toBeVisible();
});
