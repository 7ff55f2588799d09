import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Locator } from '@playwright/test';
import { startServe, startSimulatorProcess, stopProcess } from '../cli-processes';
import { runCommand as run, SERVER_START, type ServedTerminal } from './fixtures';

// Browser mode on a demo market that corrupts a fifth of its list records.
const test = base.extend<{ terminal: ServedTerminal }>({
  terminal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
    async ({}, use) => {
      const token = 'e2e-token-dq';
      const sim = await startSimulatorProcess(0, token, ['--malformed-rate', '0.2']);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-'));
      const { child, url } = await startServe(dataDir, ['--base-url', sim.baseUrl], { MARKET_TERMINAL_TOKEN: token });
      try {
        await use({ url, dataDir });
      } finally {
        await stopProcess(child);
        await stopProcess(sim.child);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SERVER_START,
  ],
});

const rowCount = async (grid: Locator) => Number(await grid.getAttribute('aria-rowcount')) - 1;
/** The text of one column over the rendered rows. */
const columnText = (grid: Locator, index: number) =>
  grid.locator(`[role="row"] [aria-colindex="${index}"][role="gridcell"]`).allInnerTexts();

test('DQ lists what the service sent broken, from SYNC, by keyboard only, and follows new refusals', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByTitle('Connection to the data source', { exact: true })).toHaveText('ONLINE');
  await expect(page.getByRole('region', { name: /^MKT/ })).toBeVisible();
  await run(page, 'SYNC');
  const sync = page.locator('.pane.focused');
  const summary = sync.getByRole('grid', { name: 'Cache by dataset' });
  await expect(summary).toBeFocused();
  // The share list is fetched at start; a fifth of its records arrive corrupted.
  const sharesRow = summary.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'shares', exact: true }) });
  await expect.poll(async () => Number(await sharesRow.locator('[aria-colindex="6"]').innerText()), { timeout: 20_000 }).toBeGreaterThan(0);
  const refusedShares = Number(await sharesRow.locator('[aria-colindex="6"]').innerText());

  await page.keyboard.press('Home'); // first row: shares
  await page.keyboard.press('Enter');
  const dq = page.getByRole('region', { name: /^DQ/ }).first(); // a split copies the screen: the original is first
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^DQ/);
  const grid = dq.getByRole('grid', { name: 'Refused records of shares', exact: true });
  await expect(grid).toBeFocused();
  await expect.poll(() => rowCount(grid)).toBe(refusedShares);
  expect(new Set(await columnText(grid, 2))).toEqual(new Set(['shares']));
  for (const raw of await columnText(grid, 5)) expect(raw.length).toBeGreaterThan(1);
  await expect(dq.getByRole('button', { name: /^shares \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  // The list opens on its first row; ↓ goes to the second, shown in full below the table.
  await page.keyboard.press('ArrowDown');
  await expect(dq.getByLabel('Selected refusal')).toContainText((await columnText(grid, 3))[refusedShares > 1 ? 1 : 0] ?? '?');
  await dq.screenshot({ path: test.info().outputPath('dq-dark.png') });
  await page.evaluate("document.querySelector('.shell').classList.add('theme-light')");
  await expect(page.locator('.shell.theme-light')).toHaveCount(1);
  await dq.screenshot({ path: test.info().outputPath('dq-light.png') });
  await page.evaluate("document.querySelector('.shell').classList.remove('theme-light')");

  // [ and ] walk the datasets with refusals and "all", round.
  const allChip = dq.getByRole('button', { name: /^All \d+$/ });
  const seen = new Set<string>();
  for (let i = 0; i < 25 && (await allChip.getAttribute('aria-pressed')) !== 'true'; i++) {
    await page.keyboard.press('[');
    seen.add((await dq.locator('[role="grid"]').getAttribute('aria-label')) ?? '');
  }
  await expect(allChip).toHaveAttribute('aria-pressed', 'true');
  expect(seen.size).toBeGreaterThan(1); // shares was not the only dataset with refusals
  const all = dq.getByRole('grid', { name: 'Refused records', exact: true });
  await expect(all).toBeFocused();
  const total = Number((await allChip.innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(refusedShares);
  await expect.poll(() => rowCount(all)).toBe(total);

  // Quick filter on the field of the first row, then CSV of what is shown.
  const field = (await columnText(all, 3)).find((f) => f !== '(record)') ?? '';
  await page.keyboard.press('/');
  await page.keyboard.type(field);
  await expect.poll(() => rowCount(all)).toBeLessThan(total);
  for (const row of await all.locator('.dt-body [role="row"]').allInnerTexts()) expect(row.toLowerCase()).toContain(field.toLowerCase());
  await page.keyboard.press('Enter');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+s');
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF'), 'a UTF-8 BOM, for Excel on Windows').toBe(true);
  expect(csv.slice(1).split(/\r?\n/)[0]).toBe('When,Dataset,Field,Reason,Raw value,Parent,Record,Endpoint');
  await page.keyboard.press('Escape');
  await expect.poll(() => rowCount(all)).toBe(total);

  // A share's history fetched in another pane lands new refusals: DQ shows them without a key.
  await page.keyboard.press('Alt+v');
  await page.keyboard.press('Alt+0'); // unlinked, so picking a share here leaves DQ alone
  await run(page, 'BOAF HP');
  await expect.poll(() => rowCount(all), { timeout: 20_000 }).toBeGreaterThan(total);
  await expect(dq.getByRole('button', { name: /^share-history \d+$/ })).toBeVisible();

  // A small pane still reads.
  await page.setViewportSize({ width: 900, height: 420 });
  await dq.screenshot({ path: test.info().outputPath('dq-small.png') });
});
