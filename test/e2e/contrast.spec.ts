import type { Page } from '@playwright/test';
import { lowContrastTexts, type LowContrast } from './contrast';
import { expect, runCommand as run, test } from './fixtures';

// WCAG AA for text (4.5:1) on every screen in both themes, with a table selection and keyboard
// focus on screen: every text node is measured against the background it is painted on.

/** The few DOM members read here (the test project has no DOM types). */
interface PageElement {
  ownerDocument: { defaultView: { getComputedStyle(el: PageElement): { colorScheme: string } } | null };
}

const SCREENS = ['MKT', 'BOAF DES', 'BOAF HP', 'BOAF GP', 'BOAF FA', 'FUNDS', 'CAL', 'CTRY', 'WL', 'SYNC', 'DQ', 'SET', 'WS', 'HELP'];

async function sweep(page: Page): Promise<Record<string, LowContrast[]>> {
  const failures: Record<string, LowContrast[]> = {};
  for (const screen of SCREENS) {
    await run(page, screen);
    await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', new RegExp(`^${screen}`));
    await page.waitForTimeout(400); // data lands from the cache
    // A row selected and the focus in the screen, as a trader sees it after a key.
    await page.keyboard.press('ArrowDown');
    const low = await lowContrastTexts(page);
    if (low.length > 0) failures[screen] = low;
  }
  return failures;
}

test('every screen keeps text at WCAG AA contrast in the dark and the light theme', async ({ page, terminal }) => {
  test.setTimeout(90_000);
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  expect.soft(await sweep(page), 'dark theme').toEqual({});

  await run(page, 'SET');
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('.shell')).toHaveClass(/theme-light/);
  expect(await sweep(page), 'light theme').toEqual({});
});

test('in the light theme an unselected radio and checkbox are drawn light, not filled', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'SET');
  await page.getByLabel('Theme').selectOption('light');
  const radio = page.getByRole('radio', { name: 'Market Data Read Service' });
  await expect(radio).not.toBeChecked();
  // Native controls follow the page's colour scheme: a dark scheme paints an unchecked box filled.
  // The theme is applied once the setting round-trips through the core: poll, do not read once.
  const scheme = () => radio.evaluate((e: PageElement) => e.ownerDocument.defaultView?.getComputedStyle(e).colorScheme);
  await expect.poll(scheme).toBe('light');
  await page.getByLabel('Theme').selectOption('dark');
  await expect.poll(scheme).toBe('dark');
});
