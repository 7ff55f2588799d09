import { expect, test } from './fixtures';
test('shots', async ({ page, terminal }) => {
  test.setTimeout(120_000);
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  const run = async (c: string) => { await page.keyboard.press('Control+k'); await page.keyboard.type(c); await expect(page.getByRole('option').first()).toBeVisible(); await page.keyboard.press('Enter'); };
  for (const c of (process.env.SHOTS ?? 'FUNDS').split(',')) {
    await run(c);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/f12-${c.replace(/\W+/g, '_')}.png` });
  }
});
