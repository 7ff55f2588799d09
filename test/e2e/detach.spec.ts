import { expect, runCommand, test } from './fixtures';

// A pane detached into its own window (browser mode: a browser window on the same session) keeps
// following and driving its link group, names its window, and comes back when its window closes.
test(
  'a trader detaches a linked pane, drives it from both windows, and gets it back',
  { tag: '@desktop' },
  async ({ page, terminal, context }) => {
    await page.goto(terminal.url);
    await expect(page.getByRole('region')).toHaveCount(3);
    await expect(page).toHaveTitle('MKT — Market Terminal');

    // The calendar pane (p2), turned into BOAF DES (a list would stay itself), and the sync pane
    // (p3) join the green link group.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Alt+2');
    await runCommand(page, 'BOAF DES');
    await expect(page.getByRole('region', { name: /^BOAF DES/ })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Alt+2');
    await runCommand(page, 'BOAF GP');
    await expect(page.getByRole('region', { name: /^BOAF GP/ })).toBeVisible();
    await expect(page).toHaveTitle('BOAF GP — Market Terminal');

    // Ctrl+Shift+D: the focused pane opens in its own window; its place says where it went.
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Control+Shift+D');
    const popup = await opened;
    await expect(popup.getByRole('region', { name: /^BOAF GP/ })).toBeVisible();
    await expect(popup.getByRole('region')).toHaveCount(1);
    await expect(popup).toHaveTitle('BOAF GP — Market Terminal');
    await expect(page.getByRole('region', { name: 'BOAF GP — in its own window' })).toBeVisible();

    // The detached pane drives the main window's linked panes…
    await popup.keyboard.press('Control+k');
    await popup.keyboard.type('CDAO GP');
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('region', { name: /^CDAO GP/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^CDAO DES/ })).toBeVisible();

    // …and follows them.
    await page.getByRole('region', { name: /^CDAO DES/ }).click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('BOAF DES');
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('region', { name: /^BOAF GP/ })).toBeVisible();

    // Closing its window puts the pane back in the workspace.
    await popup.close();
    await expect(page.getByRole('region', { name: /^BOAF GP/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /in its own window/ })).toHaveCount(0);
  },
);

test('a restored workspace reopens its detached pane', async ({ page, terminal, context }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Tab');
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Shift+D');
  const first = await opened;
  await expect(first.getByRole('region', { name: /^CAL/ })).toBeVisible();

  // The terminal is closed (main window first, as when quitting) and opened again: the pane comes
  // back in its own window, not in the workspace.
  await page.close();
  await first.close();
  const again = await context.newPage();
  const reopened = context.waitForEvent('page', (p) => p !== again);
  await again.goto(terminal.url);
  const second = await reopened;
  await expect(second.getByRole('region', { name: /^CAL/ })).toBeVisible();
  await expect(again.getByRole('region', { name: 'CAL — in its own window' })).toBeVisible();

  // Ctrl+Shift+D in the pane's own window puts it back, and that window closes.
  const closed = second.waitForEvent('close');
  await second.keyboard.press('Control+Shift+D').catch(() => undefined); // the key closes the page it was pressed in
  await closed;
  await expect(again.getByRole('region', { name: /^CAL — Economic calendar/ })).toBeVisible();
});
