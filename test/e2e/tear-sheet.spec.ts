// TEAR prints: a share's and a fund's tear sheet printed to PDF (the browser's print, as a trader's
// Save as PDF does) hold the code, the last close or NAV and the as-of date on paper, the pane and
// the rest of the terminal left out. The PDFs are kept as images in the test's output (pdftoppm).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, runCommand, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** The PDF of the page as printed, in A4, as text; also rendered to PNGs beside it. */
async function printed(page: Page, name: string): Promise<string> {
  const file = test.info().outputPath(`${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, test.info().outputPath(name)]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a share and a fund print as tear sheets with their code, last price and as-of date', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused({ timeout: 20_000 });
  const pane = page.locator('.pane.focused');

  await runCommand(page, 'BOAF TEAR');
  const share = pane.getByRole('article', { name: 'Tear sheet BOAF' });
  await expect(share.getByLabel('Last price')).toHaveText(/\d/, { timeout: 20_000 });
  await expect(share.getByRole('img', { name: /closes over a year/ })).toBeVisible({ timeout: 20_000 });
  await expect(share.locator('.tear-stamp').first()).toContainText(/As of \d{4}-\d{2}-\d{2}/);
  // The screen in both themes, for a look (the paper is light in either).
  await pane.screenshot({ path: test.info().outputPath('tear-screen-dark.png') });
  const shell = page.locator('.shell');
  await shell.evaluate((el: { classList: { toggle(name: string): void } }) => el.classList.toggle('theme-light'));
  await pane.screenshot({ path: test.info().outputPath('tear-screen-light.png') });
  await shell.evaluate((el: { classList: { toggle(name: string): void } }) => el.classList.toggle('theme-light'));
  const last = (await share.getByLabel('Last price').innerText()).split(' ')[0] ?? '';
  const asOf = /As of (\d{4}-\d{2}-\d{2})/.exec(await share.locator('.tear-stamp').first().innerText())?.[1] ?? '';
  const shareText = await printed(page, 'tear-share');
  expect(shareText).toContain('BOAF');
  expect(shareText).toContain(last);
  expect(shareText).toContain(`As of ${asOf}`);
  expect(shareText).toContain('Page 2 of 2');
  expect(shareText).toContain('Last financials');
  expect(shareText).not.toContain('Market overview'); // only the sheet is on paper

  await runCommand(page, 'AB294 TEAR');
  const fund = pane.getByRole('article', { name: /^Tear sheet / });
  await expect(fund.getByLabel('Last NAV')).toHaveText(/\d/, { timeout: 20_000 });
  await expect(fund.locator('.tear-stamp').first()).toContainText(/As of \d{4}-\d{2}-\d{2}/);
  const code = (await fund.locator('.tear-code').first().innerText()).trim();
  const nav = (await fund.getByLabel('Last NAV').innerText()).split(' ')[0] ?? '';
  const fundAsOf = /As of (\d{4}-\d{2}-\d{2})/.exec(await fund.locator('.tear-stamp').first().innerText())?.[1] ?? '';
  const fundText = await printed(page, 'tear-fund');
  expect(fundText).toContain(code);
  expect(fundText).toContain(nav);
  expect(fundText).toContain(`As of ${fundAsOf}`);
  expect(fundText).toContain('Performance');
  expect(fundText).not.toContain('BOAF');
});
