import { expect, expectListsCached, runCommand as run, test } from './fixtures';

// A trader compares what they hold with a share: a portfolio with one buy goes into CMP next to
// BOAF (p, its name, Enter), its line is its time-weighted return in its currency, and the
// workspace keeps the comparison across a reload. Demo market, seed 1.

test('CMP compares a portfolio (its TWR) with a share, and keeps it after a reload', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expectListsCached(page); // both pickers search the cached lists
  await run(page, 'PORT');
  const port = page.locator('.pane.focused');
  await expect(port).toHaveAttribute('aria-label', /^PORT/);
  await page.keyboard.press('Alt+n');
  await expect(port.getByRole('textbox', { name: 'Portfolio name' })).toBeFocused();
  await page.keyboard.type('Main');
  await page.keyboard.press('Enter');
  await expect(port.getByRole('grid', { name: 'Positions Main' })).toBeFocused();
  await page.keyboard.press('a');
  await page.keyboard.type('BOAF');
  await expect(port.getByRole('option', { name: /BOAF/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(port.getByRole('textbox', { name: 'Date' })).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2024-01-10');
  for (const text of ['', '10', '5000', '25']) {
    await page.keyboard.press('Tab');
    if (text) await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');
  await expect(port.getByRole('status')).toHaveText('Added buy of BOAF on 2024-01-10');

  await run(page, 'BOAF CMP');
  const cmp = page.getByRole('region', { name: /^BOAF CMP/ });
  await expect(cmp.locator('.chart-host')).toBeFocused();
  await page.keyboard.press('p');
  await expect(cmp.getByRole('combobox', { name: 'Add a portfolio to the comparison' })).toBeFocused();
  await page.keyboard.type('mai');
  await expect(cmp.getByRole('option')).toHaveText([/Main/]);
  await page.keyboard.press('Enter');
  await expect(cmp.locator('.chart-host')).toBeFocused();

  const legend = cmp.getByRole('list', { name: 'Compared securities' });
  const expectBoth = async () => {
    await expect(legend.getByRole('listitem')).toHaveCount(2);
    await expect(legend.getByRole('listitem').nth(0)).toContainText(/BOAF\s*price return\s*[+−]?\d+\.\d{2}%/, { timeout: 15_000 });
    // One currency, named: the portfolio's holdings are all XOF.
    await expect(legend.getByRole('listitem').nth(1)).toContainText(/Main\s*TWR XOF\s*[+−]?\d+\.\d{2}%/, { timeout: 15_000 });
  };
  await expectBoth();
  await expect(cmp.locator('.chart-host')).toHaveAttribute('data-painted', /\d/);

  // One currency only: c says so rather than switching.
  await page.keyboard.press(']');
  await page.keyboard.press('c');
  await expect(cmp.locator('.key-line')).toContainText('Main trades in one currency only (XOF)');

  await page.waitForTimeout(600); // the workspace saves after a pause
  await page.reload();
  await expect(page.getByRole('region', { name: /^BOAF CMP/ })).toBeVisible();
  await expectBoth();
});
