// The lists in French (a French system, so no setting to change): CAL with its filters open, EV,
// MKT, PORT and CHG, and the table's own toolbar — its filter box and the "+N cols" marker.
import { expect, runCommand as run, test } from './fixtures';

test.use({ locale: 'fr-FR', viewport: { width: 800, height: 500 } });

test('CAL, EV, MKT, PORT and CHG in French, the table toolbar too', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'fr', { timeout: 15_000 });

  // The default CAL pane is narrow here: it says in French how many columns it hides, and which.
  const defaultCal = page.getByRole('region', { name: /^CAL/ });
  const more = defaultCal.getByRole('button', { name: /^Colonnes masquées \(\d+\) : .*Précédent.* \(touche \*\)$/ });
  await expect(more).toHaveText(/^\+\d+ col\.$/, { timeout: 15_000 });
  await expect(defaultCal.getByPlaceholder('Filtrer', { exact: true })).toBeVisible();

  await run(page, 'CAL');
  const cal = page.locator('.pane.focused');
  await page.keyboard.press('Alt+f');
  const levels = cal.getByRole('group', { name: 'Importance' });
  for (const level of ['ÉLEVÉE', 'MOYENNE', 'FAIBLE', 'FÉRIÉ']) await expect(levels.getByRole('button', { name: level })).toBeVisible();
  await expect(cal.getByRole('group', { name: 'Catégories' })).toBeVisible();
  await expect(cal).toContainText('Filtres :');
  await expect(cal.getByRole('columnheader').filter({ hasText: /^Jour/ })).toHaveCount(1);
  await expect(cal.getByRole('columnheader').filter({ hasText: /^Événement/ })).toHaveCount(1);
  for (const english of ['Filters:', 'HIGH', 'MEDIUM', 'HOLIDAY', 'Categories', 'all zones', 'Event', 'rows', 'Tab moves']) {
    await expect(cal).not.toContainText(english);
  }

  // EV: the week's most important release, its facts and history in French (once the week's rows
  // have landed: on a first start the calendar is still being read when CAL opens).
  await expect(cal.locator('.dt-body-row').first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(cal.locator('.dt-body-row').first()).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const ev = page.locator('.pane.focused');
  await expect(ev.locator('.pane-fn')).toHaveText('EV');
  const facts = ev.locator('dl[aria-label="Événement"]');
  for (const word of ['Catégorie', 'Réel', 'Prévision', 'Précédent', 'Surprise']) await expect(facts).toContainText(word);
  await expect(ev.getByRole('grid', { name: 'Historique des publications' })).toBeVisible();
  for (const english of ['Actual', 'Forecast', 'Previous', 'Category', 'Release history', 'Beat rate']) {
    await expect(ev).not.toContainText(english);
  }

  await run(page, 'MKT');
  const mkt = page.locator('.pane.focused');
  await expect(mkt).toContainText('Plus fortes hausses', { timeout: 15_000 });
  await expect(mkt.getByRole('toolbar', { name: 'Filtres du marché' })).toContainText('Filtres');
  await expect(mkt.getByRole('columnheader').filter({ hasText: /^Mnémo/ })).toHaveCount(1);
  for (const english of ['Top gainers', 'Filters', 'Mnemo', 'Country', 'prices of']) await expect(mkt).not.toContainText(english);

  await run(page, 'PORT');
  const port = page.locator('.pane.focused');
  await expect(port.locator('.dt-empty')).toHaveText('Aucun portefeuille pour l’instant : Alt+N en crée un');
  await expect(port.getByRole('tablist', { name: 'Vues' })).toContainText('Valeur');
  await expect(port).toContainText('Prix de revient FIFO');
  for (const english of ['No portfolio', 'Cost basis', 'Rename', 'Delete', 'Value']) await expect(port).not.toContainText(english);

  await run(page, 'CHG');
  const chg = page.locator('.pane.focused');
  await expect(chg.getByRole('group', { name: 'Type de modification' })).toContainText('Mes listes de suivi', { timeout: 15_000 });
  await expect(chg.getByRole('group', { name: 'Type de modification' })).toContainText('fondamentaux');
  await expect(chg).toContainText('Depuis');
  for (const english of ['My watchlists', 'Since', 'fundamentals', 'first seen', 'Latest sync'])
    await expect(chg).not.toContainText(english);
});
