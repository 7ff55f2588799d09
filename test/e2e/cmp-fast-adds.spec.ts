import { expect, expectListsCached, runCommand as run, test } from './fixtures';

// A trader adding eight securities to CMP as fast as the keyboard goes: `a`, the code, Enter, and
// straight on to the next `a`, never waiting for a search to answer. Each add must land, in order.
// (`npm run bench` once lost one of eight this way.) Demo market, seed 1.

const ADDED = ['HEX169', 'ATL022', 'DJO024', 'BOAF', 'EENI', 'CDAO', 'SCMA'];

test('eight securities typed into CMP without a pause are eight, in the order typed', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expectListsCached(page); // the picker searches the cached share and fund lists
  await run(page, 'AB294 CMP');
  const cmp = page.getByRole('region', { name: /^AB294 CMP/ });
  await expect(cmp.locator('.chart-host')).toBeFocused();
  for (const code of ADDED) {
    await page.keyboard.press('a');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  const legend = cmp.getByRole('list', { name: 'Compared securities' });
  await expect(legend.locator('.cmp-code')).toHaveText(['AB294', ...ADDED]);
  await expect(cmp.getByRole('combobox', { name: 'Add to the comparison' })).toHaveCount(0);
  await expect(cmp.locator('.chart-host')).toBeFocused();

  // Full: `a` (or `p`) says the limit before any picker opens, and does nothing else.
  for (const key of ['a', 'p']) {
    await page.keyboard.press(key);
    await expect(cmp.locator('.key-line')).toContainText('CMP compares up to 8 lines: remove one first (x)');
    await expect(cmp.getByRole('combobox')).toHaveCount(0);
    await expect(cmp.locator('.chart-host')).toBeFocused();
  }
  await expect(legend.locator('.cmp-code')).toHaveCount(8);

  // Enter closes the picker whatever the search answers; a code nothing matches is said so.
  await page.keyboard.press('x');
  await expect(legend.locator('.cmp-code')).toHaveCount(7);
  await page.keyboard.press('a');
  await page.keyboard.type('QQQQ');
  await page.keyboard.press('Enter');
  await expect(cmp.locator('.key-line')).toContainText('No share or fund in the cache matches “QQQQ”');
  await expect(legend.locator('.cmp-code')).toHaveCount(7);
});
