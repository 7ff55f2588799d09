import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

// ALRT and the alerts on GP, keyboard only. A firing is what main writes when data lands; here it
// is written into the home file as main would (the sync's part is tested in test/unit/alerts),
// and the window reads it when it connects again.

const row = (grid: Locator, n: number) => grid.locator(`[role="row"][aria-rowindex="${n + 1}"]`);

async function fill(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

/** A firing of `rule` on `day`, unread, as the sync worker records one. */
function seedFiring(dataDir: string, rule: number, day: string, value: number): void {
  const db = new Database(path.join(dataDir, 'market-terminal.sqlite'));
  try {
    const { ref, code, condition } = db.prepare('SELECT ref, code, condition FROM alert_rules WHERE id = ?').get(rule) as {
      ref: number;
      code: string;
      condition: string;
    };
    db.prepare(
      `INSERT INTO alert_firings (rule_id, source, kind, ref, code, condition, day, value, fired_at)
       VALUES (?, 'demo', 'share', ?, ?, ?, ?, ?, ?)`,
    ).run(rule, ref, code, condition, day, value, new Date().toISOString());
  } finally {
    db.close();
  }
}

test('ALRT: a rule by keyboard (a bad, then a good condition), off and deleted; one from GP at the cursor; a firing opens GP at its bar', async ({
  page,
  terminal,
}) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region', { name: /^MKT/ }).getByRole('grid')).toBeFocused();
  await run(page, 'ALRT');
  const alrt = page.locator('.pane.focused');
  await expect(alrt).toHaveAttribute('aria-label', /^ALRT/);
  const rules = alrt.getByRole('grid', { name: 'Alert rules' });
  await expect(rules).toBeFocused();

  // a: the security by type-ahead, then the condition, checked as it is typed.
  await page.keyboard.press('a');
  await expect(alrt.getByRole('combobox', { name: 'Security' })).toBeFocused();
  await page.keyboard.type('BOAF');
  await expect(alrt.getByRole('option', { name: /BOAF/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const condition = alrt.getByRole('textbox', { name: 'Condition' });
  await expect(condition).toBeFocused();
  await page.keyboard.type('close over 5000');
  await expect(alrt.getByRole('alert')).toContainText('no "above", "below" or "crosses"');
  await expect(alrt.getByRole('alert')).toContainText('Grammar: "close above N"');
  await expect(condition).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Enter'); // refused in the form, which stays open
  await expect(condition).toBeVisible();
  await fill(page, 'Close Crosses  Above 5000');
  await expect(alrt.getByText('✓ close crosses above 5000')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(alrt.getByRole('status')).toContainText(/Added rule \d+: BOAF close crosses above 5000/);
  await expect(rules).toBeFocused();
  await expect(row(rules, 1)).toContainText('close crosses above 5000');
  await expect(row(rules, 1)).toContainText('on');

  // Space turns it off (kept), Del deletes it.
  await page.keyboard.press(' ');
  await expect(alrt.getByRole('status')).toContainText('off (kept)');
  await expect(row(rules, 1).getByRole('gridcell').nth(1)).toHaveText('off');
  await page.keyboard.press('Delete');
  await expect(alrt.getByRole('status')).toContainText('Deleted rule');
  await expect(alrt.locator('.dt-empty')).toContainText('No alert rules');

  // GP: the cursor three bars back, a proposes a cross of its close; Enter adds it, its line is listed.
  await run(page, 'BOAF GP');
  const gp = page.locator('.pane.focused');
  await expect(gp).toHaveAttribute('aria-label', /^BOAF GP/);
  const host = gp.locator('.chart-host');
  await expectChartDrawn(host);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  const day = (await gp.getByLabel('Chart legend').locator('.legend-date').textContent()) ?? '';
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press('a');
  const proposed = gp.getByRole('textbox', { name: 'Condition' });
  await expect(proposed).toBeFocused();
  await expect(proposed).toHaveValue(/^close crosses (above|below) [\d.]+$/);
  const level = Number((await proposed.inputValue()).split(' ').at(-1));
  await page.keyboard.press('Enter');
  await expect(host).toBeFocused();
  const lines = gp.getByLabel('Alert lines');
  await expect(lines).toContainText(/Alert (\d+) added/);
  const id = Number(/Alert (\d+) added/.exec((await lines.textContent()) ?? '')?.[1]);
  await expect(lines).toContainText(`ALRT ${id}: close crosses`);

  // A firing of that rule on the cursor's bar: the status bar counts it, Alt+A opens the log,
  // Enter opens GP with its cursor on that bar and marks it read.
  seedFiring(terminal.dataDir, id, day, level);
  await page.reload();
  const unread = page.getByRole('button', { name: '1 unread alert firings: open ALRT' });
  await expect(unread).toHaveText('ALRT 1', { timeout: 20_000 });
  await expectChartDrawn(host); // the restored layout is up
  await page.keyboard.press('Alt+a');
  const log = page.locator('.pane.focused').getByRole('grid', { name: 'Alert firings' });
  await expect(log).toBeFocused();
  await expect(row(log, 1)).toContainText('BOAF');
  await expect(row(log, 1)).toContainText(day);
  await page.keyboard.press('Enter');
  const opened = page.locator('.pane.focused');
  await expect(opened).toHaveAttribute('aria-label', /^BOAF GP/);
  await expect(opened.getByLabel('Chart legend').locator('.legend-date')).toHaveText(day, { timeout: 15_000 });
  await expect(unread).toHaveCount(0);
});

test('ALRT with nothing unread leaves m and M to typing: "MKT" typed there opens MKT', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await run(page, 'ALRT');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^ALRT/);
  await page.keyboard.type('MKT');
  await expect(page.getByRole('combobox', { name: 'Command line' })).toHaveValue('MKT');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^MKT/);
});
