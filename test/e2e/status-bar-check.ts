import { expect, type Page } from '@playwright/test';
import packageJson from '../../package.json';

/** The first useful screen: the status bar filled from system.info over the given transport. */
export async function expectStatusBarFilled(page: Page, transport: 'BROWSER' | 'ELECTRON'): Promise<void> {
  const bar = page.getByRole('status', { name: 'Status bar' });
  await expect(bar.getByTitle('Data source')).toHaveText('DEMO');
  await expect(bar.getByTitle('Transport')).toHaveText(transport);
  await expect(bar.getByTitle('App version')).toHaveText(`v${packageJson.version}`);
  await expect(bar.getByTitle('Link to the terminal core')).toHaveText('● LINK');
}
