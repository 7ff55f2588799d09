// The share and fund screens in French: a French system gets DES, HP, a fund's DES and FUNDS in
// French, with none of the English words they replace left in the pane.
import { expect, runCommand as run, test } from './fixtures';

test.use({ locale: 'fr-FR' });

test('a share’s DES and HP, a fund’s DES and FUNDS speak French', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'fr', { timeout: 15_000 });
  const pane = page.locator('.pane.focused');

  await run(page, 'BOAF DES');
  await expect(pane.getByRole('group', { name: 'Identité' })).toContainText('Titres émis', { timeout: 15_000 });
  await expect(pane.getByRole('group', { name: 'Dernier cours' })).toContainText('Ouverture');
  await expect(pane).toContainText('Capitalisation');
  await expect(pane).toContainText('Dernières séances');
  for (const english of ['Identity', 'Last price', 'Shares issued', 'Market cap', 'Volatility', 'Recent sessions', 'Website'])
    await expect(pane).not.toContainText(english);

  await run(page, 'BOAF HP');
  const prices = pane.getByRole('grid', { name: 'Historique des cours' });
  await expect(prices.getByRole('columnheader', { name: /Clôture/ })).toBeVisible({ timeout: 15_000 });
  await expect(prices.getByRole('columnheader', { name: /Ouverture/ })).toBeVisible();
  await expect(pane.getByLabel('Premier jour')).toBeVisible();
  for (const english of ['Open', 'High', 'Close', 'Var %', 'From', 'Custom']) await expect(prices).not.toContainText(english);

  await run(page, 'AB294 DES');
  await expect(pane.getByRole('group', { name: 'Valeur liquidative' })).toContainText('Dernière VL', { timeout: 15_000 });
  await expect(pane).toContainText('Souscription');
  await expect(pane).toContainText('Indice de référence');
  for (const english of ['Net asset value', 'Last NAV', 'Subscription', 'Benchmark', 'Objective', 'Estimated net flows'])
    await expect(pane).not.toContainText(english);

  await run(page, 'FUNDS');
  const funds = pane.getByRole('grid', { name: 'Sélection de fonds' });
  await expect(funds.getByRole('columnheader', { name: /Date VL/ })).toBeVisible({ timeout: 15_000 });
  await pane.getByRole('searchbox', { name: 'Filtrer par nom' }).fill('atlantique');
  await expect(pane.getByText(/^\d+ fonds sur 150$/)).toBeVisible();
  for (const english of ['NAV date', 'Category', 'Company', 'Periodicity', 'risk-free']) await expect(pane).not.toContainText(english);
});
