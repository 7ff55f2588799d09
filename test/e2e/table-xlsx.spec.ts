// A table's xlsx, as a trader gets it: Ctrl+Shift+S (or the XLSX button) downloads a workbook that an
// independent reader (exceljs) opens with the rows shown, real dates, numbers with their formats,
// the frozen header and the "as of" line.
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, runCommand, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

const HEADER_ROWS = 2;

async function rowCount(grid: Locator): Promise<number> {
  return Number(await grid.getAttribute('aria-rowcount')) - 1;
}

async function sheetOf(download: Promise<Download>): Promise<ExcelJS.Worksheet> {
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(readFileSync(file)).buffer); // exceljs types its Buffer as an ArrayBuffer
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

async function focusedGrid(page: Page, name: string): Promise<Locator> {
  const grid = page.locator('.pane.focused').getByRole('grid', { name });
  await expect(grid).toBeFocused({ timeout: 20_000 });
  await expect.poll(() => rowCount(grid), { timeout: 20_000 }).toBeGreaterThan(3);
  return grid;
}

test('CAL and HP save as xlsx: the rows shown, typed, with the header frozen and the as-of line', async ({ page, terminal }) => {
  await page.clock.setFixedTime(new Date('2026-11-18T09:00:00Z'));
  await page.goto(terminal.url);
  await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused({ timeout: 20_000 });

  // CAL: the filtered events (this week's HIGH ones) are the sheet; each day a real date.
  await runCommand(page, 'CAL');
  const cal = await focusedGrid(page, 'Economic calendar');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  const shown = await rowCount(cal);
  const calDownload = page.waitForEvent('download');
  await page.keyboard.press('Control+Shift+S');
  expect((await calDownload).suggestedFilename()).toMatch(/\.xlsx$/);
  const events = await sheetOf(calDownload);
  expect(events.rowCount).toBe(HEADER_ROWS + shown);
  expect(events.getCell('A1').text).toMatch(/^Economic calendar · as of \d{4}-\d{2}-\d{2}T.* · source: /);
  expect(events.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROWS });
  expect(events.getRow(2).getCell(1).value).toBe('Day');
  expect(events.getRow(2).getCell(1).font?.bold).toBe(true);
  const day = events.getRow(3).getCell(1);
  expect(day.value).toBeInstanceOf(Date);
  expect(day.numFmt).toBe('yyyy-mm-dd');
  await expect(page.locator('.pane.focused .dt-flash')).toHaveText(`Exported ${shown} ${shown === 1 ? 'row' : 'rows'}`);

  // HP: closes as numbers with the share's decimals, volumes as whole numbers, by the button.
  await runCommand(page, 'BOAF HP');
  const hp = await focusedGrid(page, 'Historical prices');
  const sessions = await rowCount(hp);
  const hpDownload = page.waitForEvent('download');
  await page
    .locator('.pane.focused')
    .getByRole('button', { name: /^Export xlsx/ })
    .click();
  const history = await sheetOf(hpDownload);
  expect(history.rowCount).toBe(HEADER_ROWS + sessions);
  const header = (history.getRow(2).values as unknown[]).slice(1); // exceljs rows are 1-based
  const close = history.getRow(3).getCell(header.indexOf('Close') + 1);
  expect(typeof close.value).toBe('number');
  // The decimals the table shows the closes with.
  const heads = await hp.getByRole('columnheader').allTextContents();
  const shownClose = await hp
    .locator(`.dt-body-row[aria-rowindex="2"] [role="gridcell"][aria-colindex="${heads.findIndex((h) => h.startsWith('Close')) + 1}"]`)
    .innerText();
  const decimals = shownClose.split('.')[1]?.length ?? 0;
  expect(close.numFmt).toBe(decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`);
  const volume = history.getRow(3).getCell(header.indexOf('Volume') + 1);
  expect(Number.isInteger(volume.value)).toBe(true);
  expect(volume.numFmt).toBe('#,##0');
  expect(history.getRow(3).getCell(1).value).toBeInstanceOf(Date);
});
