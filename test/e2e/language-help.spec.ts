// HELP and a screen's help (F1, FUNC ?) in French: the function catalog, the keys and the glossary a
// French trader reads; codes and key names stay as they are typed.
import { expect, runCommand as run, test } from './fixtures';

test.describe('a French system', () => {
  test.use({ locale: 'fr-FR' });

  test('HELP lists the functions with French descriptions; F1 shows the French glossary', async ({ page, terminal }) => {
    await page.goto(terminal.url);
    await expect(page.locator('.shell')).toHaveAttribute('lang', 'fr', { timeout: 15_000 });

    await run(page, 'HELP');
    const help = page.getByRole('region', { name: /^HELP/ });
    const functions = help.getByRole('grid', { name: 'Fonctions' });
    await expect(functions).toContainText('Calendrier économique');
    await expect(functions).toContainText('Événements économiques par date, importance et zone');
    await expect(functions).toContainText('CAL'); // codes as typed
    await expect(help.getByRole('grid', { name: 'Raccourcis' })).toContainText('Fermer le volet');
    await expect(help.locator('.help-intro')).toContainText('dans la ligne de commande');
    for (const english of ['Economic calendar', 'Price chart', 'Close the pane', 'Status bar and data age', 'in the command line']) {
      await expect(help).not.toContainText(english);
    }

    await run(page, 'BOAF GP');
    await expect(page.getByRole('region', { name: /^BOAF GP/ })).toBeVisible();
    await page.keyboard.press('F1');
    const screenHelp = page.getByRole('dialog');
    const keys = screenHelp.getByLabel('Touches de GP');
    await expect(keys).toContainText('Chandeliers ou ligne');
    await expect(keys).toContainText('Shift+←→'); // key names as on the keyboard
    const figures = screenHelp.getByLabel('Chiffres de GP');
    await expect(figures).toContainText('Chandelier');
    await expect(figures).toContainText('Moyennes mobiles simples de la clôture');
    for (const english of ['Candles or line', 'Simple moving averages', 'Figures', 'Close this help']) {
      await expect(screenHelp).not.toContainText(english);
    }
  });
});
