import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';
import type { Locator } from '@playwright/test';

// CHG over the journal of a first start: every list fetched is a baseline ("first seen (N)"), the
// kind filter keeps one kind, and Enter opens the screen that shows a change. Keyboard only.
// Changed rows (before → after, direction) are covered by test/unit/renderer/change-lines.test.ts:
// the served demo market does not move between syncs. A later sync's new bar is written into the
// cache's journal as main records one (the recording is tested in test/unit/sync/journal.test.ts).

/** The text of one column (by its header) over the rendered rows. */
async function columnText(grid: Locator, header: string): Promise<string[]> {
  const headers = await grid.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().toLowerCase().startsWith(header.toLowerCase())); // headers are drawn upper-case
  return grid.locator(`[role="row"] [aria-colindex="${index + 1}"][role="gridcell"]`).allInnerTexts();
}

const yesterday = () => {
  const d = new Date(Date.now() - 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('CHG after the first sync: baselines, the kind filter, Enter opens the change, one key from anywhere', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await run(page, 'BOAF DES');
  await expect(page.getByRole('region', { name: /^BOAF DES/ })).toBeVisible();

  // The status bar says what the latest sync brought, and Alt+G opens CHG in the focused pane.
  const count = page.getByRole('button', { name: /^\d[\d,]* CHANGES?$/ });
  await expect(count).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Alt+g');
  const pane = page.getByRole('region', { name: /^CHG — Changes/ });
  await expect(pane).toBeVisible();
  await page.keyboard.press('Alt+z'); // maximised: every column fits
  const grid = pane.getByRole('grid', { name: 'Changes', exact: true });
  await expect(grid).toBeFocused();

  // Since yesterday: every run of this first start, each list counted once.
  await page.keyboard.press('d');
  await expect(pane.getByRole('textbox', { name: 'Changes since day' })).toBeFocused();
  await page.keyboard.type(yesterday());
  await page.keyboard.press('Enter');
  await expect(grid).toBeFocused();
  await expect(pane.getByText(`Since ${yesterday()}`)).toBeVisible();
  await expect.poll(() => columnText(grid, 'Security')).toContain('All shares');
  const changes = await columnText(grid, 'Change');
  expect(changes.length).toBeGreaterThan(0);
  for (const change of changes) expect(change).toMatch(/^first seen \(\d[\d,]*\)$/);

  // 1: prices only (BOAF's latest sessions came with its DES).
  await page.keyboard.press('1');
  await expect(pane.getByRole('button', { name: /^prices \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => new Set(await columnText(grid, 'Kind'))).toEqual(new Set(['prices']));
  // 6: calendar only; 0: every kind again.
  await page.keyboard.press('6');
  await expect.poll(async () => new Set(await columnText(grid, 'Kind'))).toEqual(new Set(['calendar']));
  await page.keyboard.press('0');
  await expect(pane.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');

  // Enter on BOAF's prices opens the price screen for BOAF.
  await page.keyboard.press('1');
  await page.keyboard.press('/');
  await page.keyboard.type('BOAF');
  await page.keyboard.press('Enter');
  await expect(grid).toBeFocused();
  await expect.poll(() => columnText(grid, 'Security')).toEqual(expect.arrayContaining([expect.stringMatching(/^BOAF · /)]));
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF (GP|HP) — /);
});

/**
 * A sync run that brought one new bar of BOAF, as the journal records it: the bar `back` bars before
 * the latest cached one (so a cursor put on it is not where a chart starts anyway). Its day.
 */
function seedNewBar(dataDir: string, back: number): string {
  const db = new Database(path.join(dataDir, 'market-terminal.sqlite'));
  try {
    const share = db.prepare("SELECT id FROM shares WHERE mnemo_code = 'BOAF'").pluck().get() as number;
    const bar = db
      .prepare('SELECT day, closing_price FROM share_history WHERE share_id = ? ORDER BY day DESC LIMIT 1 OFFSET ?')
      .get(share, back) as { day: string; closing_price: number };
    const run = db.prepare('INSERT INTO change_runs (at) VALUES (?)').run(new Date().toISOString()).lastInsertRowid;
    db.prepare("INSERT INTO changes (run, dataset, record_id, key, change, after) VALUES (?, 'share-history', ?, ?, 'added', ?)").run(
      run,
      share,
      bar.day,
      JSON.stringify({ price_date: bar.day, closing_price: bar.closing_price }),
    );
    return bar.day;
  } finally {
    db.close();
  }
}

test('CHG: Enter on a new bar opens GP with its cursor on that day', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await run(page, 'BOAF GP');
  const gp = page.locator('.pane.focused');
  await expect(gp).toHaveAttribute('aria-label', /^BOAF GP/);
  await expectChartDrawn(gp.locator('.chart-host'));

  const day = seedNewBar(terminal.dataDir, 5);
  await page.reload();
  await expect(page.getByRole('button', { name: '1 CHANGE' })).toBeVisible({ timeout: 20_000 });
  await expectChartDrawn(page.locator('.pane.focused .chart-host'));
  await page.keyboard.press('Alt+g');
  const pane = page.getByRole('region', { name: /^CHG — Changes/ });
  const grid = pane.getByRole('grid', { name: 'Changes', exact: true });
  await expect(grid).toBeFocused();
  await expect.poll(() => columnText(grid, 'Change')).toEqual(['added']);
  await page.keyboard.press('Enter');
  const opened = page.locator('.pane.focused');
  await expect(opened).toHaveAttribute('aria-label', /^BOAF GP/);
  await expect(opened.getByLabel('Chart legend').locator('.legend-date')).toHaveText(day, { timeout: 15_000 });
});
