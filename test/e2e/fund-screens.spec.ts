import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The fund screens, keyboard only, against the demo market (seed 1).

async function run(page: Page, command: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(command);
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
}

const fact = (scope: Locator, label: string) => scope.locator('.fact', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function expectNoLeaks(pane: Locator): Promise<void> {
  expect(await pane.innerText()).not.toMatch(/\bNaN\b|\bnull\b|\bundefined\b/);
}

test('FUNDS lists every fund, filters from the cache, and Enter opens the fund; DES, FEES, PERF and DOCS follow it', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await run(page, 'FUNDS');
  const pane = page.getByRole('region', { name: /^FUNDS/ });
  const grid = pane.getByRole('grid', { name: 'Fund screener' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(grid).toHaveAttribute('aria-rowcount', '151'); // 150 funds + the header

  // A filter from the keyboard: Alt+F, then ↓ picks the first category.
  await grid.focus();
  await page.keyboard.press('Alt+f');
  await page.keyboard.press('ArrowDown');
  await expect(pane.getByText(/^\d+ of 150 funds$/)).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(pane.getByText(/of 150 funds$/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Enter opens the first fund (sorted by name) in DES.
  await expect(grid).toBeFocused();
  await page.keyboard.press('Home');
  const name = (await grid.getByRole('row').nth(1).getByRole('gridcell').first().innerText()).trim();
  await page.keyboard.press('Enter');
  const des = page.getByRole('region', { name: / DES/ }).filter({ has: page.getByRole('group', { name: 'Identity' }) });
  const identity = des.getByRole('group', { name: 'Identity' });
  await expect(fact(identity, 'Name')).toHaveText(name, { timeout: 15_000 });
  await expect(fact(des.getByRole('group', { name: 'Net asset value' }), 'Last NAV')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d{2})?$/);
  await expect(fact(des.getByRole('group', { name: 'Net asset value' }), 'Change')).toHaveText(/^[+−]?\d+\.\d{2}%$/, { timeout: 15_000 });
  await expectNoLeaks(des);
});
