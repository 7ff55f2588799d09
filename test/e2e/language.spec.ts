// The UI in English or French: a setting (the system's language by default), the service's
// calendar words shown in the UI's language, numbers and days written as the language writes them.
import { expect, runCommand as run, test } from './fixtures';

test('SET switches the UI to French and back: words, calendar categories and periods, numbers and days', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await run(page, 'CAL');
  await page.keyboard.press('Alt+f'); // the filters, folded by default
  const categories = page.locator('.pane.focused').getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: 'Employment' })).toBeVisible({ timeout: 15_000 });
  await expect(categories.getByRole('button', { name: 'Holiday' })).toBeVisible();
  // The service's "oct." is "Oct" in English.
  const cells = page.locator('.pane.focused').getByRole('gridcell');
  await expect
    .poll(async () => (await cells.allTextContents()).some((p) => /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/.test(p.trim())))
    .toBe(true);

  await run(page, 'SET');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'fr');
  await run(page, 'CAL');
  const cal = page.locator('.pane.focused');
  await page.keyboard.press('Alt+f');
  await expect(cal.getByRole('group', { name: 'Catégories' }).getByRole('button', { name: 'Emploi' })).toBeVisible({ timeout: 15_000 });
  await expect(cal.getByRole('button', { name: 'Aujourd’hui' })).toBeVisible();
  // The service's monthly periods as it wrote them ("oct."), no English month left.
  const FRENCH_MONTH = /^(janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.)$/;
  await expect.poll(async () => (await cal.getByRole('gridcell').allTextContents()).some((p) => FRENCH_MONTH.test(p.trim()))).toBe(true);

  // Numbers in the French way (decimal comma), and days day/month/year.
  await run(page, 'BOAF HP');
  const hp = page.locator('.pane.focused');
  const firstRow = hp.getByRole('row').nth(1);
  await expect(firstRow).toContainText(/\d{2}\/\d{2}\/\d{4}/, { timeout: 15_000 });
  await expect(firstRow).toContainText(/\d,\d{2}/);

  // And back: English words, ISO days.
  await run(page, 'SET');
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'en');
  await run(page, 'BOAF HP');
  await expect(page.locator('.pane.focused').getByRole('row').nth(1)).toContainText(/\d{4}-\d{2}-\d{2}/, { timeout: 15_000 });
});

test.describe('a French system', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the French UI without being asked, and the calendar’s categories in French', async ({ page, terminal }) => {
    await page.goto(terminal.url);
    await expect(page.locator('.shell')).toHaveAttribute('lang', 'fr', { timeout: 15_000 });
    await run(page, 'CAL');
    await page.keyboard.press('Alt+f');
    await expect(
      page.locator('.pane.focused').getByRole('group', { name: 'Catégories' }).getByRole('button', { name: 'Férié' }),
    ).toBeVisible({ timeout: 15_000 });
  });
});
