import { expect, expectListsCached, FIRST_START_MS, holdAnswers, test } from './fixtures';
import type { Page } from '@playwright/test';

const commandLine = (page: Page) => page.getByRole('combobox', { name: 'Command line' });

async function command(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

// Issue 15 item 1: with MKT and GP in one link group, MKT is a monitor: it keeps showing itself,
// its cursor drives the chart, Enter opens in the chart's pane.
test('a linked MKT is a monitor: typed commands never replace it, its cursor drives GP, Enter opens there', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  const mkt = page.getByRole('region', { name: /^MKT/ });
  const grid = mkt.getByRole('grid', { name: 'Market overview' });
  await expect(grid).toBeFocused();
  await expect.poll(() => grid.getByRole('row').count(), { timeout: FIRST_START_MS }).toBeGreaterThan(10); // the share list landed
  // A second pane in MKT's (amber) group, showing CBAT GP typed in it (a split starts unlinked: Alt+1 links it).
  await page.keyboard.press('Alt+\\');
  await page.keyboard.press('Alt+1');
  await command(page, 'CBAT GP');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^CBAT GP/);
  await expect(mkt).toHaveCount(1); // MKT did not become CBAT DES
  await expect(page.getByRole('region', { name: /^CBAT DES/ })).toHaveCount(0);

  // Back in MKT, j moves the cursor and the chart follows the selected row.
  await page.keyboard.press('Alt+h');
  await expect(grid).toBeFocused();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('j');
  const code = (await grid.locator('[role="row"][aria-selected="true"] [role="gridcell"]').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z]{3,5}$/);
  await expect(page.getByRole('region', { name: new RegExp(`^${code} GP`) })).toBeVisible();
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^MKT/); // the focus stays in the list
  await expect(page.getByRole('region')).toHaveCount(4);

  // Enter opens the row in the chart's pane, which takes the focus; MKT stays.
  await page.keyboard.press('j');
  const next = (await grid.locator('[role="row"][aria-selected="true"] [role="gridcell"]').first().textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', new RegExp(`^${next} GP`));
  await expect(mkt).toHaveCount(1);
  await expect(page.getByRole('region')).toHaveCount(4);
});

// Issue 15 items 2 and 3: the prompt's example is a cached mnemonic; errors say which part is wrong.
test('the command line shows a cached example, reads both orders and says what is wrong with did-you-mean', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  const input = commandLine(page);
  await expect(input).toHaveAttribute('placeholder', /\(([A-Z]{3,5}) GP\)/, { timeout: FIRST_START_MS }); // once the share list landed
  const example = /\(([A-Z]{3,5}) GP\)/.exec((await input.getAttribute('placeholder')) ?? '')?.[1] ?? '';
  await command(page, `${example} GP`); // the example works
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', new RegExp(`^${example} GP`));

  await command(page, 'BOAF ZZZ');
  await expect(page.getByRole('alert')).toContainText('"ZZZ" is not a function (BOAF is');
  await page.keyboard.press('Escape');

  await command(page, 'BAOF GP');
  await expect(page.getByRole('alert')).toContainText('did you mean BOAF');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF GP/);

  await command(page, 'HP BOAF');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF HP/);
});

// Issue 15 item 4: functions and securities first, one line per event series.
test('autocomplete ranks functions and securities first and lists each event series once', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expectListsCached(page); // ranked across every kind: shares, funds, events and countries
  for (const typed of ['BO', 'DES', 's']) {
    await page.keyboard.press('Control+k');
    await page.keyboard.type(typed);
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect.poll(async () => (await options.allTextContents()).length).toBeGreaterThan(1);
    const texts = await options.allTextContents();
    const kinds = texts.map((t) => /(FUNC|SHARE|FUND|CTRY|EVENT)$/.exec(t)?.[1] ?? '?');
    const firstOther = kinds.findIndex((k) => k === 'CTRY' || k === 'EVENT');
    if (firstOther >= 0) expect(kinds.slice(firstOther).every((k) => k === 'CTRY' || k === 'EVENT')).toBe(true);
    expect(kinds[0] === 'FUNC' || kinds[0] === 'SHARE' || kinds[0] === 'FUND').toBe(true);
    const events = texts.filter((t) => t.endsWith('EVENT')).map((t) => t.replace(/ · (next|last) .*$/, ''));
    expect(new Set(events).size).toBe(events.length);
    for (const e of texts.filter((t) => t.endsWith('EVENT'))) expect(e).toMatch(/ · (next|last) \d{4}-\d{2}-\d{2}EVENT$/);
    if (typed === 'DES') expect(texts[0]).toMatch(/^DES/);
    await page.keyboard.press('Escape');
  }
});

test("a share's mnemonic and a function open at Enter without waiting for the search's answer", async ({ page, terminal }) => {
  // Every search is held on the page's WebSocket: the line knows which share a mnemonic names by
  // itself (read when it opens), so "BOAF GP" then Enter opens GP at once, as during a busy sync.
  const answers = await holdAnswers(page, ['search.query']);
  await page.goto(terminal.url);
  await expectListsCached(page);
  answers.hold(true);
  await page.keyboard.press('Control+k');
  await expect(commandLine(page)).toBeFocused();
  await answers.answered('search.shareMnemonics');
  await page.keyboard.type('BOAF GP');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF GP/);
  await expect(commandLine(page)).toHaveValue('');
});

test('a command typed straight after Enter, while the last one is looked up, follows it instead of joining its text', async ({
  page,
  terminal,
}) => {
  // The fund's lookup is held on the page's WebSocket while the next command is typed: the fund's
  // screen still opens when the answer comes, the line keeps the new typing, and both run in order.
  const answers = await holdAnswers(page, ['search.query']);
  await page.goto(terminal.url);
  await expectListsCached(page);
  const line = commandLine(page);
  await page.keyboard.press('Control+k');
  await expect(line).toBeFocused();
  answers.hold(true);
  await page.keyboard.type('AB294 CMP');
  await page.keyboard.press('Enter');
  await page.keyboard.type('BOAF D');
  await expect(line).toHaveValue('BOAF D');
  answers.hold(false);
  answers.release();
  const pane = page.locator('.pane.focused');
  await expect(pane).toHaveAttribute('aria-label', /^AB294 CMP/);
  await expect(line).toBeFocused();
  await page.keyboard.type('ES');
  await page.keyboard.press('Enter');
  await expect(pane).toHaveAttribute('aria-label', /^BOAF DES/);
  await page.keyboard.press('Alt+[');
  await expect(pane).toHaveAttribute('aria-label', /^AB294 CMP/);
});
