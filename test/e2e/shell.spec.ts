import { expect, test } from './fixtures';
import { expectStatusBarFilled } from './status-bar-check';

test(
  'the status bar shows data source, transport and version from system.info',
  { tag: '@desktop' },
  async ({ page, terminal, transport }) => {
    await page.goto(terminal.url);
    await expectStatusBarFilled(page, transport === 'desktop' ? 'ELECTRON' : 'BROWSER');
    // Heartbeats from main keep arriving (over the socket, or as webContents.send).
    await expect(page.getByTitle('Core uptime')).toHaveText(/^CORE \d\d:\d\d:\d\d$/, { timeout: 10_000 });
    // Settings tell where the cache lives.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('SET');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: /^SET/ }).getByRole('region', { name: 'About' })).toContainText(terminal.dataDir);
  },
);

test('the token leaves the address bar but survives a reload', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expectStatusBarFilled(page, 'BROWSER');
  expect(page.url()).not.toContain('token');
  await page.reload();
  await expectStatusBarFilled(page, 'BROWSER');
});

test('a page opened without the token gets no data', async ({ page, terminal }) => {
  await page.goto(terminal.url.replace(/#.*$/, ''));
  await expect(page.getByRole('alert')).toContainText('open the URL printed by "market-terminal serve"');
  await expect(page.getByRole('region')).toHaveCount(0);
});

test('a wrong token is refused by the server', async ({ page, terminal }) => {
  await page.goto(terminal.url.replace(/token=.*/, 'token=not-the-token'));
  await expect(page.getByRole('alert')).toContainText('Cannot reach the terminal core');
  await expect(page.getByRole('region')).toHaveCount(0);
});

test('a new #token= typed into the address bar replaces the kept one, without a reload', async ({ page, terminal }) => {
  // As after a restart of `serve`: the tab kept a token the server no longer takes.
  await page.goto(terminal.url.replace(/token=.*/, 'token=an-old-token'));
  await expect(page.getByRole('alert')).toContainText('Cannot reach the terminal core');
  await page.goto(terminal.url); // the same page: only the fragment changes, so it is not reloaded
  await expectStatusBarFilled(page, 'BROWSER');
  expect(page.url()).not.toContain('token');
  await page.reload(); // the new one is the one kept
  await expectStatusBarFilled(page, 'BROWSER');
});
