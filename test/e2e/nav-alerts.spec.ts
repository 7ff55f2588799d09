import type { Page } from '@playwright/test';
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

// NAV's alerts, keyboard only: `a` proposes a rule at the cursor's NAV, Enter adds it and its line
// is listed; and a NAV pane leaves (another screen after a Tab walk, after the cursor, the pane
// closed) without an uncaught error. The chart goes in the screen's cleanup: the library formats
// the crosshair's label as its series go, and a formatter reading the screen's memos there broke
// Solid's disposal ("reading 'sources'") and left the pane on NAV.

const focusedPane = (page: Page) => page.locator('section.pane.focused');

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openNav(page: Page): Promise<void> {
  await run(page, 'AB294 NAV');
  await expect(focusedPane(page)).toHaveAttribute('aria-label', /^AB294 NAV/);
  await expectChartDrawn(focusedPane(page).locator('.chart-host'));
}

/** Tabs from the pane's body through its controls (the chart's cursor shows) until focus leaves it. */
async function tabOut(page: Page): Promise<void> {
  const label = (await focusedPane(page).getAttribute('aria-label')) ?? '';
  await focusedPane(page).locator('.pane-body').focus();
  const stillIn = `document.activeElement?.closest('section.pane')?.getAttribute('aria-label') === ${JSON.stringify(label)}`;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (!(await page.evaluate(stillIn))) return;
  }
  throw new Error('Tab never left the pane');
}

/** Opens `command` in the focused pane, which must show it (a broken disposal leaves it on NAV). */
async function leaveFor(page: Page, command: string): Promise<void> {
  await run(page, command);
  await expect(focusedPane(page)).toHaveAttribute('aria-label', new RegExp(`^${command} `));
}

test('NAV: a at the cursor adds a NAV alert drawn as a line, and NAV leaves its pane without an error', async ({ page, terminal }) => {
  const errors = pageErrors(page);
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);

  // After a Tab walk through the pane, another screen in it.
  await openNav(page);
  await tabOut(page);
  await page.keyboard.press('Alt+h');
  await leaveFor(page, 'AB294 DES');
  expect(errors).toEqual([]);

  // The cursor three NAVs back: a proposes a cross of that NAV; Enter adds it, its line is listed.
  await openNav(page);
  const nav = focusedPane(page);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  const legend = nav.getByLabel('Chart legend');
  const shownNav = Number(((await legend.locator('.legend-value').first().textContent()) ?? '').replace(/,/g, ''));
  expect(shownNav).toBeGreaterThan(0);
  await page.keyboard.press('a');
  const proposed = nav.getByRole('textbox', { name: 'Condition' });
  await expect(proposed).toBeFocused();
  await expect(proposed).toHaveValue(/^nav crosses (above|below) [\d.]+$/);
  const level = Number((await proposed.inputValue()).split(' ').at(-1));
  expect(level).toBeCloseTo(shownNav, 1);
  await page.keyboard.press('Enter');
  await expect(nav.locator('.chart-host')).toBeFocused();
  const lines = nav.getByLabel('Alert lines');
  await expect(lines).toContainText(/Alert (\d+) added: nav crosses/);
  const id = Number(/Alert (\d+) added/.exec((await lines.textContent()) ?? '')?.[1]);
  await expect(lines).toContainText(`ALRT ${id}: nav crosses`);

  // With the rule's line drawn and the cursor on: another screen, then NAV again (the line comes
  // back) and the pane closed.
  await leaveFor(page, 'AB294 PERF');
  expect(errors).toEqual([]);
  await openNav(page);
  await expect(focusedPane(page).getByLabel('Alert lines')).toContainText(`ALRT ${id}: nav crosses`);
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Alt+x');
  await expect(page.getByRole('region')).toHaveCount(2);
  await page.waitForTimeout(300); // a late throw (a microtask, a frame) would land by now
  expect(errors).toEqual([]);
});

test('NAV with a study and its cursor leaves its pane without an error', async ({ page, terminal }) => {
  const errors = pageErrors(page);
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await openNav(page);
  // A study's series goes with the chart too, formatted by the screen's own decimals.
  await page.keyboard.press('s');
  await expect(focusedPane(page).getByRole('textbox', { name: 'Study' })).toBeFocused();
  await page.keyboard.type('sma 20');
  await page.keyboard.press('Enter');
  await expect(focusedPane(page).locator('.legend-study[data-spec="sma:20"]')).toBeVisible();
  await page.keyboard.press('Shift+ArrowLeft');
  await leaveFor(page, 'AB294 FEES');
  expect(errors).toEqual([]);
});
