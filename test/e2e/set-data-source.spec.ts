// SET, by keyboard: a trader points the terminal at a Market Data Read Service with its token and
// reads it. The token goes to main's vault (the desktop app's keychain, browser mode's 0600 file)
// and never comes back to the page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { DEFAULT_SEED, generateDataset, startSimulator, type Simulator } from '../../src-main/simulator';
import { expect, runCommand, test } from './fixtures';

/** Rows of a (virtualised) grid, header excluded, from its aria-rowcount. */
const rowCount = async (grid: Locator) => Number(await grid.getAttribute('aria-rowcount')) - 1;

// Twice the demo's size: MKT listing every share of it cannot be the demo's cache.
let service: Simulator;
test.beforeAll(async () => {
  service = await startSimulator({ scale: 2, token: 'e2e-set-token-9d4c' });
});
test.afterAll(async () => service.close());

test(
  'SET: a service and its token entered by keyboard, read at once, the token kept by main',
  { tag: '@desktop' },
  async ({ page, terminal, transport }) => {
    const demoShares = generateDataset(DEFAULT_SEED, { origin: 'http://demo.invalid', scale: 1 }).shares.length;
    expect(service.dataset.shares.length).toBeGreaterThan(demoShares);

    await page.goto(terminal.url);
    const bar = page.getByRole('status', { name: 'Status bar' });
    await expect(bar.getByTitle('Data source', { exact: true })).toHaveText('DEMO');
    await runCommand(page, 'SET');
    const set = page.getByRole('region', { name: /^SET/ });

    // The source radios are one group: the arrow picks the service, Tab goes on to its fields.
    await set.getByRole('radio', { name: 'Built-in demo market' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(set.getByRole('radio', { name: 'Market Data Read Service' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(set.getByRole('textbox', { name: 'Base URL' })).toBeFocused();
    await page.keyboard.type(service.baseUrl);
    await page.keyboard.press('Tab');
    await expect(set.getByLabel('API token')).toBeFocused();
    await page.keyboard.type(service.token);
    await page.keyboard.press('Enter'); // submits the form: Apply

    await expect(set.getByText(`Now reading ${service.baseUrl}.`)).toBeVisible();
    await expect(bar.getByTitle('Data source', { exact: true })).toHaveText(new URL(service.baseUrl).host);
    await expect(bar.getByTitle('Connection to the data source', { exact: true })).toHaveText('ONLINE');
    // Kept by main, where this transport keeps it; the page is told where, never what.
    const storage = transport === 'desktop' ? 'the OS keychain' : path.join(terminal.dataDir, 'token');
    await expect(set.getByLabel('API token')).toHaveAttribute('placeholder', `stored in ${storage} — type to replace`);
    await expect(set.getByLabel('API token')).toHaveValue('');
    expect(await page.content()).not.toContain(service.token);
    const vaultFile = path.join(terminal.dataDir, transport === 'desktop' ? 'token.enc' : 'token');
    expect(existsSync(vaultFile)).toBe(true);
    if (transport === 'desktop') expect(readFileSync(vaultFile).includes(service.token)).toBe(false); // encrypted

    // The service's data arrives: MKT lists every share it has.
    await runCommand(page, 'MKT');
    const grid = page.getByRole('region', { name: /^MKT/ }).getByRole('grid', { name: 'Market overview' });
    await expect.poll(() => rowCount(grid), { timeout: 20_000 }).toBe(service.dataset.shares.length);
  },
);
