// The charts, CMP and ALRT on a French system: GP's legend and a study, a drawing's status line,
// BOAF compared in CMP, ALRT's tabs, table and rule form, all in French, with
// none of the English they replaced left in the pane.
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

test.use({ locale: 'fr-FR' });

test('GP, CMP and ALRT in French: legend, study, drawing status, comparison, alert rules', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'fr', { timeout: 15_000 });

  // GP: the legend's figures and a study added with the picker.
  await run(page, 'BOAF GP');
  const gp = page.locator('.pane.focused');
  const host = gp.locator('.chart-host');
  await expectChartDrawn(host);
  const legend = gp.getByLabel('Légende du graphique');
  await expect(legend).toContainText('Ouv');
  await expect(legend).toContainText('Clôt');
  await page.keyboard.press('s');
  const picker = gp.getByRole('dialog', { name: 'Ajouter un indicateur' });
  await expect(picker.getByRole('option', { name: /Bandes de Bollinger/ })).toBeVisible();
  await page.keyboard.type('rsi 14');
  await expect(picker.getByRole('status')).toContainText('Enter ajoute rsi:14');
  await page.keyboard.press('Enter');
  await expect(legend.getByRole('button', { name: 'Retirer RSI 14' })).toBeVisible();

  // A level under way says where its anchor is, in French; Esc drops it.
  await host.focus();
  await page.keyboard.press('Shift+H');
  const drawings = gp.getByLabel('Tracés');
  await expect(drawings.getByRole('status')).toContainText('Niveau : point 1 sur 1');
  await expect(drawings.getByRole('status')).toContainText('Enter place · Esc annule');
  for (const english of ['Level', 'anchor', 'Enter places']) await expect(gp).not.toContainText(english);
  await page.keyboard.press('Escape');

  // CMP: the pane's BOAF compared (a price return), rebased to 100; a asks for another line.
  await run(page, 'CMP');
  const cmp = page.locator('.pane.focused');
  const compared = cmp.getByRole('list', { name: 'Valeurs comparées' });
  await expect(compared).toContainText('rendement du cours', { timeout: 15_000 });
  await expect(cmp.getByLabel('Base')).toContainText('= 100 le');
  await page.keyboard.press('a');
  await expect(cmp.getByRole('combobox', { name: 'Ajouter à la comparaison' })).toBeFocused();
  await page.keyboard.press('Escape');
  for (const english of ['price return', 'Return from', '= 100 on']) await expect(cmp).not.toContainText(english);

  // ALRT: the tabs, the empty table and the rule form.
  await run(page, 'ALRT');
  const alrt = page.locator('.pane.focused');
  await expect(alrt.getByRole('tab', { name: /Règles 0/ })).toBeVisible();
  await expect(alrt.getByRole('grid', { name: 'Règles d’alerte' })).toBeVisible();
  await expect(alrt).toContainText('Aucune règle d’alerte');
  await page.keyboard.press('a');
  await expect(alrt).toContainText('Ajouter une règle d’alerte');
  await expect(alrt.getByRole('combobox', { name: 'Surveiller' })).toBeVisible();
  await expect(alrt.getByRole('option', { name: 'Action ou fonds' })).toBeAttached();
  for (const english of ['Add an alert rule', 'No alert rules', 'Share or fund', 'Watch', 'Fired'])
    await expect(alrt).not.toContainText(english);
});
