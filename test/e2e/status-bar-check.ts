import { expect, type Page } from '@playwright/test';
import packageJson from '../../package.json';

/** The first useful screen: the status bar filled from system.info over the given transport. */
export async function expectStatusBarFilled(page: Page, transport: 'BROWSER' | 'ELECTRON'): Promise<void> {
  const bar = page.getByRole('status', { name: 'Status bar' });
  await expect(bar.getByTitle('Data source', { exact: true })).toHaveText('DEMO');
  await expect(bar.getByTitle('Transport', { exact: true })).toHaveText(transport);
  await expect(bar.getByTitle('App version', { exact: true })).toHaveText(`v${packageJson.version}`);
  await expect(bar.getByTitle('Link to the terminal core', { exact: true })).toHaveText('● LINK');
  await expect(bar.getByTitle('Connection to the data source', { exact: true })).toHaveText('ONLINE');
}
