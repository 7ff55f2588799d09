// The shell in French: the status bar, the command line's errors and what it meant, SET, SYNC and
// DQ say their words in French, and none of the English ones is left.
import type { Page } from '@playwright/test';
import { expect, FIRST_START_MS, runCommand as run, test } from './fixtures';

test.use({ locale: 'fr-FR' });

async function type(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('a French system gets the shell, SET, SYNC and DQ in French', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'fr', { timeout: FIRST_START_MS });

  const bar = page.getByRole('status', { name: 'Barre d’état' });
  await expect(bar).toContainText('DÉMO');
  await expect(bar).toContainText(/EN LIGNE|HORS LIGNE/);
  await expect(bar).toContainText('SYNC'); // a function code stays
  await expect(bar).toContainText(/CACHE [\d\u202f\u00a0]+(,\d+)? (Ko|Mo|Go)/); // French units and decimal comma
  for (const word of ['DEMO', 'ONLINE', 'OFFLINE', 'never']) await expect(bar).not.toContainText(word);

  // The command line says what is wrong, and what was meant, in French.
  const line = page.getByRole('combobox', { name: 'Ligne de commande' });
  await expect(line).toHaveAttribute('placeholder', /Tapez une valeur et une fonction/, { timeout: FIRST_START_MS });
  await type(page, 'BOAF ZZZ');
  await expect(page.getByRole('alert')).toContainText('« ZZZ » n’est pas une fonction (BOAF est');
  await page.keyboard.press('Escape');
  await type(page, 'BAOF GP');
  await expect(page.getByRole('alert')).toContainText('Rien dans le cache ne correspond à « BAOF » : vouliez-vous dire BOAF');
  await page.keyboard.press('Escape');
  await type(page, 'NAV BOAF');
  await expect(page.getByRole('alert')).toContainText('NAV ne s’applique pas à BOAF (une action)');
  await page.keyboard.press('Escape');

  await run(page, 'SET');
  const set = page.locator('.pane.focused');
  for (const word of [
    'Source de données',
    'Politique de rafraîchissement',
    'Taux sans risque (Sharpe)',
    'Fuseau horaire',
    'Hôtes des liens',
  ])
    await expect(set).toContainText(word);
  for (const word of ['Data source', 'Refresh policy', 'Risk-free rate', 'Time zone', 'Link hosts', 'About'])
    await expect(set).not.toContainText(word);

  await run(page, 'SYNC');
  const sync = page.locator('.pane.focused');
  await expect(sync).toContainText('Tout rendre disponible hors ligne');
  await expect(sync.getByRole('columnheader', { name: /Données/ })).toBeVisible();
  await expect(sync).toContainText(/frais|périmé|pas en cache/, { timeout: FIRST_START_MS });
  for (const word of ['Make everything available offline', 'Last sync', 'Oldest fetch', 'Records', 'fresh'])
    await expect(sync).not.toContainText(word);

  await run(page, 'DQ');
  const dq = page.locator('.pane.focused');
  await expect(dq).toContainText('Refusés');
  await expect(dq.getByRole('button', { name: /^Tous/ })).toBeVisible();
  await expect(dq.getByRole('columnheader', { name: /Motif/ })).toBeVisible();
  for (const word of ['Refused', 'Reason', 'Raw value', 'Nothing refused']) await expect(dq).not.toContainText(word);
});
