import type { Page } from '@playwright/test';
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

// GP studies, keyboard only: added through the picker (checked as typed), edited, removed, kept
// after a reload; and a study's value on a day the same whatever range shows it.

function gp(page: Page) {
  const pane = page.locator('.pane.focused');
  return {
    pane,
    host: pane.locator('.chart-host'),
    legend: pane.getByLabel('Chart legend'),
    picker: pane.getByRole('dialog'),
    study: (spec: string) => pane.locator(`.legend-study[data-spec="${spec}"]`),
  };
}

async function addStudy(page: Page, text: string): Promise<void> {
  const { picker } = gp(page);
  await page.keyboard.press('s');
  await expect(picker.getByRole('textbox', { name: 'Study' })).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
}

async function openGp(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  await expectChartDrawn(gp(page).host);
}

test('GP studies: add, edit and remove by keyboard, kept after a reload', async ({ page, terminal }) => {
  await openGp(page, terminal.url);
  const { pane, host, picker, study } = gp(page);

  // The picker checks the line as it is typed and names what is accepted.
  await page.keyboard.press('s');
  await page.keyboard.type('macd 26 12');
  await expect(picker.getByRole('status')).toHaveText(/FAST \(26\) must be less than SLOW \(12\)/);
  await page.keyboard.press('Enter'); // refused: the picker stays
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(host).toBeFocused();

  await addStudy(page, 'rsi');
  await expect(study('rsi:14')).toContainText(/RSI 14 [\d.]+/);
  await addStudy(page, 'macd 12 26 9');
  await addStudy(page, 'bb 20 2');
  await expect(study('macd:12,26,9')).toContainText('MACD 12 26 9');
  await expect(study('bb:20,2')).toHaveClass(/selected/);
  await expect(pane.locator('.state-button', { hasText: 'Studies' })).toContainText('3');

  // [ selects MACD; Enter edits it (parameters and colour); x removes the selected study.
  await page.keyboard.press('[');
  await expect(study('macd:12,26,9')).toHaveClass(/selected/);
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('textbox', { name: 'Study' })).toHaveValue('macd 12 26 9');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('macd 5 35 5 teal');
  await page.keyboard.press('Enter');
  await expect(study('macd:5,35,5')).toHaveClass(/study-teal/);
  await expect(study('macd:12,26,9')).toHaveCount(0);
  await addStudy(page, 'obv');
  await page.keyboard.press('x');
  await expect(study('obv')).toHaveCount(0);
  await expect(pane.locator('.legend-study')).toHaveCount(3);

  // The studies are the pane's: a reload brings them back, in order and colour.
  await page.waitForTimeout(600);
  await page.reload();
  await expectChartDrawn(gp(page).host);
  await expect(gp(page).pane.locator('.legend-study')).toHaveText([/^RSI 14/, /^MACD 5 35 5/, /^BB 20 2/]);
  await expect(gp(page).study('macd:5,35,5')).toHaveClass(/study-teal/);
});

test('a study’s value on a day is the same on 1M as on MAX', async ({ page, terminal }) => {
  await openGp(page, terminal.url);
  const { pane, host, legend, study } = gp(page);
  await addStudy(page, 'rsi 14');
  // OBV sums every day before: it would show a range's own sum if only the range were read.
  await addStudy(page, 'obv');
  const at = async () => {
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
    return {
      day: await legend.locator('.legend-date').textContent(),
      rsi: await study('rsi:14').locator('.legend-study-values').textContent(),
      obv: await study('obv').locator('.legend-study-values').textContent(),
    };
  };
  await page.keyboard.press('1');
  await expect(pane.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number(await host.getAttribute('data-bars'))).toBeLessThan(30);
  const month = await at();
  expect(month.rsi).toMatch(/^\d+\.\d\d$/);
  await page.keyboard.press('8');
  await expect.poll(async () => Number(await host.getAttribute('data-bars'))).toBeGreaterThan(2500);
  expect(await at()).toEqual(month);
});
