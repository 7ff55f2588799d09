import type { Locator, Page } from '@playwright/test';
import { expect, runCommand as run, test } from './fixtures';

// Keyboard only: every control of every screen is reached with Tab and left again, a field lets go
// with Esc, help is one key away per screen, and tables promise only what their rows do.

const focusedPane = (page: Page): Locator => page.locator('section.pane.focused');

// Page-side code is written as strings: the tests' TypeScript has no DOM types.

/** What has focus, as a test can name it: its accessible label, else its text. */
const focusedName = (page: Page): Promise<string> =>
  page.evaluate(
    "(() => { const el = document.activeElement; return el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 40) ?? ''; })()",
  );

/** The few properties of a page element these tests read. */
interface PageElement {
  ownerDocument: { activeElement: unknown };
  contains(other: unknown): boolean;
}

const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((el: PageElement) => el === el.ownerDocument.activeElement);

/** Where focus is: the control's walk mark, and whether it is still in the walked pane. */
const WHERE_FOCUS_IS =
  "(() => { const el = document.activeElement; return { walk: el?.dataset.walk ?? null, inPane: el?.closest('section.pane')?.hasAttribute('data-walked') ?? false }; })()";

/**
 * Marks every control in the pane's Tab order (visible, enabled; one per radio group). tabindex -1
 * is a mouse twin of a key (GP's range buttons) or a roving group's other members.
 */
const MARK_CONTROLS = `(() => {
  const root = document.querySelector('section.pane.focused');
  for (const other of document.querySelectorAll('[data-walked]')) other.removeAttribute('data-walked');
  root.setAttribute('data-walked', '');
  const names = [];
  const radios = new Set();
  for (const el of root.querySelectorAll('input, select, textarea, button, a[href], [tabindex="0"]')) {
    if (el.tabIndex < 0 || el.getClientRects().length === 0 || el.disabled || el.closest('[hidden]')) continue;
    if (el.type === 'radio') {
      if (radios.has(el.name)) continue;
      radios.add(el.name);
    }
    el.dataset.walk = String(names.length);
    names.push(el.dataset.walk);
  }
  return names;
})()`;

/**
 * Tabs (or Shift+Tabs) through the focused pane from its body until focus reaches another pane.
 * A filter bar keeps Tab inside itself by design (Alt+F mode): Esc is its way out, and the walk
 * goes on from where Esc leaves focus. Returns the controls visited and whether the walk left.
 */
async function walkPane(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ visited: Set<string>; left: boolean }> {
  const visited = new Set<string>();
  await focusedPane(page).locator('.pane-body').focus();
  let seenTwice = 0;
  for (let i = 0; i < 160; i++) {
    await page.keyboard.press(key);
    const at: { walk: string | null; inPane: boolean } = await page.evaluate(WHERE_FOCUS_IS);
    if (!at.inPane) return { visited, left: true };
    if (at.walk === null) continue;
    if (visited.has(at.walk)) {
      if (++seenTwice > 2) return { visited, left: false };
      await page.keyboard.press('Escape');
    } else visited.add(at.walk);
  }
  return { visited, left: false };
}

async function markControls(page: Page): Promise<string[]> {
  return page.evaluate(MARK_CONTROLS);
}

test('Tab reaches every control of each screen and then moves on to the next pane', async ({ page, terminal }) => {
  test.setTimeout(300_000);
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  // Two panes side by side: the walked screen on the left, somewhere to go on the right.
  await page.keyboard.press('Alt+x');
  await page.keyboard.press('Alt+x');
  await expect(page.getByRole('region')).toHaveCount(1);
  await page.keyboard.press('Alt+\\');
  await page.keyboard.press('Alt+h');
  const screens = [
    ...['SET', 'WS', 'HELP', 'SYNC', 'DQ', 'MKT', 'FUNDS', 'CAL', 'AGENDA', 'CTRY', 'WL'],
    ...['BOAF DES', 'BOAF GP', 'BOAF HP', 'BOAF FA', 'BOAF MGMT', 'BOAF HDS', 'BOAF RATE', 'BOAF DOCS', 'BOAF CMP'],
    ...['AB294 DES', 'AB294 NAV', 'AB294 PERF', 'AB294 FEES'],
  ];
  for (const command of screens) {
    await run(page, command);
    await expect(focusedPane(page)).toHaveAttribute('aria-label', new RegExp(`^${command} `));
    await page.waitForTimeout(1000); // the screen draws from the cache (and its late parts: change marks, hidden-column counts)
    const offered = await markControls(page);
    const forward = await walkPane(page, 'Tab');
    expect(forward.left, `${command}: Tab leaves the pane after its last control`).toBe(true);
    await page.keyboard.press('Alt+h');
    const backward = await walkPane(page, 'Shift+Tab');
    expect(backward.left, `${command}: Shift+Tab leaves the pane before its first control`).toBe(true);
    await page.keyboard.press('Alt+h');
    const reached = [...new Set([...forward.visited, ...backward.visited])].sort();
    expect(reached, `${command}: every control reached`).toEqual([...offered].sort());
  }
});

test('SET: every field is reachable, Esc releases a select, and typing then starts a command', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await run(page, 'SET');
  const set = page.getByRole('region', { name: /^SET/ });
  await expect(set).toBeVisible();

  // Tab past Apply stays in SET and reaches the display and refresh fields.
  await set.getByRole('button', { name: 'Apply' }).focus();
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    seen.push(await focusedName(page));
  }
  expect(seen).toEqual(expect.arrayContaining(['Theme', 'Number format']));
  expect(seen.some((name) => name.startsWith('Refresh '))).toBe(true);
  await expect(set).toHaveClass(/focused/);

  // A select keeps no hold: Esc gives focus back to the pane, and letters start a command.
  await set.getByRole('combobox', { name: 'Theme' }).focus();
  await page.keyboard.press('Escape');
  await expect(set.getByRole('combobox', { name: 'Theme' })).not.toBeFocused();
  await page.keyboard.type('m');
  await expect(page.getByRole('combobox', { name: 'Command line' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Command line' })).toHaveValue('m');
  await expect(set.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  await page.keyboard.press('Escape');

  // Typing on a focused select finds in it (type-ahead): its keys never leak into the command line.
  await set.getByRole('combobox', { name: 'Calendar time zone' }).focus();
  await page.keyboard.type('e');
  await expect(set.getByRole('combobox', { name: 'Calendar time zone' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Command line' })).toHaveValue('');
});

test('WS, MGMT and HELP: the name field and second tables have a keyboard path', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);

  await run(page, 'WS');
  const ws = page.getByRole('region', { name: /^WS/ });
  await expect(ws.getByRole('grid', { name: 'Saved workspaces' })).toBeFocused();
  // Back past the table's own controls (filter, CSV, XLSX) to the name field.
  const name = ws.getByRole('textbox', { name: 'Workspace name' });
  for (
    let i = 0;
    i < 8 && !(await name.evaluate((el: { ownerDocument: { activeElement: unknown } }) => el === el.ownerDocument.activeElement));
    i++
  )
    await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Morning');
  await page.keyboard.press('Enter');
  await expect(ws.getByRole('grid', { name: 'Saved workspaces' })).toContainText('Morning');

  await run(page, 'BOAF MGMT');
  const mgmt = page.getByRole('region', { name: /^BOAF MGMT/ });
  await expect(mgmt.getByRole('grid', { name: 'Board of directors' })).toBeFocused();
  for (let i = 0; i < 8 && !(await isFocused(mgmt.getByRole('grid', { name: 'Executive management' }))); i++)
    await page.keyboard.press('Tab');
  await expect(mgmt.getByRole('grid', { name: 'Executive management' })).toBeFocused();

  // The help overlay keeps Tab inside and reaches its second table.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('grid', { name: 'Functions' })).toBeFocused();
  for (let i = 0; i < 8 && !(await isFocused(help.getByRole('grid', { name: 'Shortcuts' }))); i++) await page.keyboard.press('Tab');
  await expect(help.getByRole('grid', { name: 'Shortcuts' })).toBeFocused();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await help.evaluate((el: PageElement) => el.contains(el.ownerDocument.activeElement))).toBe(true);
});

test('Tab from a table reaches the fields above it: among panes the walk comes round, a pane alone wraps', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await run(page, 'WS');
  const ws = page.getByRole('region', { name: /^WS/ });
  const grid = ws.getByRole('grid', { name: 'Saved workspaces' });
  const name = ws.getByRole('textbox', { name: 'Workspace name' });
  await expect(grid).toBeFocused();
  // Three panes: Tab walks on through the others' controls, in order, and comes round to the name.
  for (let i = 0; i < 80 && !(await isFocused(name)); i++) await page.keyboard.press('Tab');
  await expect(name).toBeFocused();

  // WS alone: Tab from its table wraps to the name field at once, never stuck on the table.
  for (let left = 3; left > 1; left--) {
    await page.keyboard.press('Alt+l'); // a pane on the right of WS, closed
    await page.keyboard.press('Alt+x');
    await expect(page.getByRole('region')).toHaveCount(left - 1);
  }
  await expect(grid).toBeFocused();
  for (let i = 0; i < 4 && !(await isFocused(name)); i++) await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Alone');
  await page.keyboard.press('Enter');
  await expect(grid).toContainText('Alone');
});

test('F1 and FUNC ? show a screen’s keys and figures; HELP explains the status bar', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await run(page, 'BOAF GP');
  await expect(page.getByRole('region', { name: /^BOAF GP/ })).toBeVisible();

  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('definition').first()).toBeVisible();
  await expect(help.getByLabel('GP keys')).toContainText('Candles or line');
  await expect(help.getByLabel('GP figures')).toContainText('MA 20 / 50 / 200');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // The same from the command line, for any function.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('SYNC ?'); // help, not a screen: nothing to suggest
  await page.keyboard.press('Enter');
  await expect(help.getByLabel('SYNC keys')).toContainText('Make everything available offline');
  await expect(help.getByLabel('SYNC figures')).toContainText('fresh');
  // ? goes on to every function and key, with the status bar explained.
  await page.keyboard.press('?');
  await expect(help.getByRole('grid', { name: 'Shortcuts' })).toBeVisible();
  await expect(help.getByLabel('Status bar and data age', { exact: true })).toContainText('CORE 00:11:35');
  await expect(help.getByLabel('Status bar and data age', { exact: true })).toContainText('STALE');
  await expect(help.getByLabel('Status bar and data age', { exact: true })).toContainText('OFFLINE');
  await help.getByRole('grid', { name: 'Shortcuts' }).focus();
  await page.keyboard.type('/sync');
  await page.keyboard.press('Enter');
  await expect(help.getByRole('grid', { name: 'Shortcuts' })).toContainText('Cancel the offline run');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  // Switching from one screen's help to all of it keeps focus inside: Esc still closes.
  await page.keyboard.press('F1');
  await page.keyboard.press('?');
  await expect(help.getByRole('grid', { name: 'Functions' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  // A command typed over a screen's help opens its screen and takes the help away with the old one.
  await page.keyboard.press('F1');
  await expect(help.getByLabel('GP keys')).toBeVisible();
  await page.keyboard.type('BOAF DES');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF DES/);
  await expect(help).toHaveCount(0);
});

test('table hints promise only what the rows do', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  const hint = (pane: Locator, table: string) => pane.getByRole('toolbar', { name: `${table} tools` }).locator('.dt-hint');

  const sync = page.getByRole('region', { name: /^SYNC/ });
  await expect(hint(sync, 'Cache by dataset')).toContainText('⏎ refused records (DQ)');

  await run(page, 'HELP');
  const help = page.getByRole('region', { name: /^HELP/ });
  await expect(hint(help, 'Shortcuts')).not.toContainText('⏎');
  // Functions: Enter opens MKT (no security needed) but not GP.
  const functions = help.getByRole('grid', { name: 'Functions' });
  await functions.focus();
  await page.keyboard.type('/MKT');
  await page.keyboard.press('Enter');
  await expect(hint(help, 'Functions')).toContainText('⏎ open');
  await page.keyboard.press('Escape');
  await page.keyboard.type('/price chart');
  await page.keyboard.press('Enter');
  await expect(hint(help, 'Functions')).not.toContainText('⏎');

  await run(page, 'BOAF MGMT');
  const mgmt = page.getByRole('region', { name: /^BOAF MGMT/ });
  await expect(hint(mgmt, 'Board of directors')).toContainText('= sort');
  await expect(hint(mgmt, 'Board of directors')).not.toContainText('⏎');
});

test('back to a list restores its filter, sort and cursor', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await run(page, 'FUNDS');
  const funds = page.getByRole('region', { name: /^FUNDS/ });
  const grid = funds.getByRole('grid', { name: /./ }).first();
  await expect(grid).toBeFocused();
  await expect(grid.getByRole('row').nth(5)).toBeVisible({ timeout: 15_000 });
  const label = await grid.getAttribute('aria-label');
  await page.keyboard.type('/a');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight'); // the second column
  await page.keyboard.press('=');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const selected = grid.locator('[role="row"][aria-selected="true"]');
  const before = await selected.getByRole('gridcell').first().innerText();
  const filter = funds.getByRole('textbox', { name: `Filter ${label}` });
  await expect(filter).toHaveValue('a');

  await run(page, 'SYNC');
  await expect(page.getByRole('region', { name: /^SYNC/ })).toHaveCount(2);
  await page.keyboard.press('Alt+[');
  const back = page.getByRole('region', { name: /^FUNDS/ });
  await expect(back.getByRole('textbox', { name: `Filter ${label}` })).toHaveValue('a');
  await expect(back.locator('[role="row"][aria-selected="true"]').getByRole('gridcell').first()).toHaveText(before);
  await expect(back.locator('[role="columnheader"][aria-sort="ascending"]')).toHaveCount(1);
  await expect(back.locator('[role="row"][aria-selected="true"]')).toBeInViewport();
});

test('sorting keeps the cursor row where it was on screen', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  const mkt = page.getByRole('region', { name: /^MKT/ });
  const grid = mkt.getByRole('grid').first();
  await expect(grid.getByRole('row').nth(10)).toBeVisible({ timeout: 15_000 });
  await grid.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('j');
  await page.keyboard.press('ArrowRight');
  const selected = grid.locator('[role="row"][aria-selected="true"]');
  const y = async () => (await selected.boundingBox())?.y ?? -1;
  const before = await y();
  const code = await selected.locator('[role="gridcell"]').first().innerText();
  // Ascending, then descending: the row moves in the list but not on screen (unless the list
  // cannot scroll that far: then it is still in view).
  for (const direction of ['ascending', 'descending']) {
    await page.keyboard.press('=');
    await expect(grid.locator(`[role="columnheader"][aria-sort="${direction}"]`)).toHaveCount(1);
    await expect(selected.locator('[role="gridcell"]').first()).toHaveText(code);
    await expect(selected).toBeInViewport();
    const atEnd = await grid.evaluate(
      (g: { scrollTop: number; clientHeight: number; scrollHeight: number }) =>
        g.scrollTop === 0 || g.scrollTop + g.clientHeight >= g.scrollHeight - 1,
    );
    if (direction === 'ascending' || !atEnd) expect(Math.abs((await y()) - before)).toBeLessThanOrEqual(2);
  }
});
