// Time as a trader reads it: one clock that every screen follows ("Last sync" on SYNC moves with
// the status bar), relative times in the app's language whatever the number format and never
// negative, clock times with their zone (status bar, pane "fetched", calendar events), DES's price
// date and fetch time both labelled.
import type { Page } from '@playwright/test';
import { expect, runCommand as command, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

async function shellUp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The first-launch layout has focus in MKT once the shell is up: only then is the command line there.
  await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused();
}

test('one clock: SYNC\'s "Last sync" moves with the status bar, in English under fr-FR, never negative', async ({ page, terminal }) => {
  await page.clock.install(); // the page's timers and Date, from the real time, moved by the test
  await shellUp(page, terminal.url);
  const barSync = page.getByTitle('Last successful sync');
  await expect(barSync).toHaveText(/^SYNC (just now|\d+s ago)$/, { timeout: 20_000 });

  await command(page, 'SET');
  await page.getByLabel('Number format').selectOption('fr-FR');
  await command(page, 'SYNC');
  const lastSync = page.locator('.pane.focused .sync-facts').getByText(/^Last sync/);
  await expect(lastSync).toHaveText(/^Last sync (just now|\d+s ago)$/);

  await page.clock.fastForward('03:10');
  await expect(barSync).toHaveText('SYNC 3m ago');
  await expect(lastSync).toHaveText('Last sync 3m ago'); // not frozen at "just now", not "il y a 3 min"

  // This machine's clock behind the service's (skew): never "in 3m" or "-3 min".
  await page.clock.setSystemTime(Date.now() - 5 * 60_000);
  await expect(barSync).toHaveText('SYNC just now');
  await expect(lastSync).toHaveText('Last sync just now');
});

test.describe('zones', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the status-bar clock, the pane fetch time and calendar times carry their zone; DES labels price date and fetch time', async ({
    page,
    terminal,
  }) => {
    await shellUp(page, terminal.url);
    await expect(page.locator('.statusbar .clock')).toHaveText(/^\d\d:\d\d:\d\d E[SD]T$/);

    await command(page, 'BOAF DES');
    const des = page.locator('.pane.focused');
    await expect(des.locator('.des-headline')).toContainText(/price date \d{4}-\d{2}-\d{2}/, { timeout: 20_000 });
    await expect(des.locator('.as-of')).toHaveText(/^fetched \d\d:\d\d:\d\d E[SD]T/);

    await command(page, 'CAL');
    const grid = page.locator('.pane.focused').getByRole('grid', { name: 'Economic calendar' });
    await expect(grid).toBeFocused();
    const times = grid.locator('[role="row"].dt-body-row [role="gridcell"][aria-colindex="2"]');
    await expect(times.first()).toBeVisible({ timeout: 20_000 });
    for (const text of await times.allTextContents()) expect(text).toMatch(/^(\d\d:\d\d E[SD]T|all day)$/);
  });
});
