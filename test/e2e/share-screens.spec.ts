import type { Locator } from '@playwright/test';
import { expect, externalTest, runCommand as run, test } from './fixtures';

// The share detail screens, driven by keyboard only, against the demo market (seed 1).

/** The value next to a label in a facts grid. */
const fact = (scope: Locator, label: string) =>
  scope.locator('.fact', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** Absent values are "—": never a leaked NaN, null or undefined. */
async function expectNoLeaks(pane: Locator): Promise<void> {
  expect(await pane.innerText()).not.toMatch(/\bNaN\b|\bnull\b|\bundefined\b/);
}

/** The grid has its header row and at least one data row (after the on-demand fetch). */
async function expectRows(grid: Locator): Promise<void> {
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
}

const PRICE = /^\d{1,3}(,\d{3})*(\.\d{2})?$/;
const SIGNED_PERCENT = /^[+−]?\d+\.\d{2}%$/;

test('BOAF DES shows identity, last price and performance as numbers, "—" only where the service has nothing, and API text literally', async ({
  page,
  terminal,
}) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await run(page, 'BOAF DES');
  const pane = page.getByRole('region', { name: /^BOAF DES/ });
  await expect(pane).toBeVisible();

  const identity = pane.getByRole('group', { name: 'Identity' });
  await expect(fact(identity, 'Name')).toHaveText('BOAF SN');
  await expect(fact(identity, 'Mnemonic')).toHaveText('BOAF');
  await expect(fact(identity, 'ISIN')).toHaveText(/^SN\d{10}$/);
  await expect(fact(identity, 'Currency')).toHaveText(/^XOF — /);
  await expect(fact(identity, 'Shares issued')).toHaveText(/^\d{1,3}(,\d{3})+$/);
  await expect(fact(identity, 'Market cap')).toHaveText(/^\d+(\.\d+)?[KMBT] XOF$/);

  const quote = pane.getByRole('group', { name: 'Last price' });
  for (const label of ['Last', 'Open', 'High', 'Low', 'Close']) await expect(fact(quote, label)).toHaveText(PRICE);
  await expect(fact(quote, 'Change')).toHaveText(SIGNED_PERCENT);
  await expect(fact(quote, 'PER')).toHaveText(/^\d+\.\d{2}$/);
  await expect(fact(quote, 'Date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  // Performance (signed) over 9 horizons and volatility over 8, all present for a share listed in 2012.
  await expect(quote.locator('.metric-strip').first().locator('dd')).toHaveText(Array(9).fill(SIGNED_PERCENT));
  await expect(quote.locator('.metric-strip').nth(1).locator('dd')).toHaveText(Array(8).fill(/^\d+\.\d{2}%$/));

  // BOAF publishes no e-mail address and no outlook: those, and only those, show "—".
  const contacts = pane.getByRole('group', { name: 'Contacts' });
  await expect(fact(contacts, 'E-mail')).toHaveText('—');
  await expect(fact(contacts, 'Phone')).toHaveText(/^\+\d[\d ]+$/);
  await expect(contacts.getByRole('button', { name: /banque-ouest-africaine-de-financement/ })).toBeVisible();
  await expect(pane.getByRole('group', { name: 'Outlook' })).toHaveText(/^OUTLOOK\s*—$/i);

  // API text with "&" and "<" is shown as written, not parsed as markup.
  await expect(pane.getByRole('group', { name: 'Company profile' })).toContainText('le financement des PME & des États.');
  await expect(pane.getByRole('group', { name: 'Investment case' })).toContainText('(PER < 9x) ; catalyseur');

  // The latest sessions arrive on demand and fill their table.
  await expectRows(pane.getByRole('grid', { name: 'Recent sessions' }));
  await expectNoLeaks(pane);
});

test('each share list screen shows its table, and DOCS opens a document through the guard', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);

  await run(page, 'BOAF FA');
  let pane = page.getByRole('region', { name: /^BOAF FA/ });
  await expectRows(pane.getByRole('grid', { name: 'Financial data' }));
  await expect(pane.getByRole('figure', { name: 'Net profit by fiscal year' })).toContainText(/\d{4}/);
  await expectNoLeaks(pane);

  await run(page, 'BOAF MGMT');
  pane = page.getByRole('region', { name: /^BOAF MGMT/ });
  await expectRows(pane.getByRole('grid', { name: 'Board of directors' }));
  await expectRows(pane.getByRole('grid', { name: 'Executive management' }));
  await expect(pane.getByRole('grid', { name: 'Board of directors' }).getByRole('row').nth(1)).toContainText('current');
  await expectNoLeaks(pane);

  await run(page, 'BOAF AUD');
  pane = page.getByRole('region', { name: /^BOAF AUD/ });
  await expectRows(pane.getByRole('grid', { name: 'Auditors' }));
  await expectNoLeaks(pane);

  await run(page, 'BOAF HDS');
  pane = page.getByRole('region', { name: /^BOAF HDS/ });
  await expectRows(pane.getByRole('grid', { name: 'Shareholders' }));
  await expect(pane.getByRole('figure', { name: 'Share of capital' })).toContainText('%');
  await expectNoLeaks(pane);

  await run(page, 'BOAF EVT');
  pane = page.getByRole('region', { name: /^BOAF EVT/ });
  const diary = pane.getByRole('grid', { name: 'Company diary' });
  await expectRows(diary);
  // Upcoming events come first, then past ones; descriptions with "<" read as written.
  const when = await diary.getByRole('row').locator('[aria-colindex="1"]').allInnerTexts();
  expect(when.slice(1).join(' ')).toMatch(/^(UPCOMING ?)*(PAST ?)*$/);
  await expect(diary).toContainText('< communiqué financier >');
  await expectNoLeaks(pane);

  await run(page, 'BOAF RATE');
  pane = page.getByRole('region', { name: /^BOAF RATE/ });
  await expectRows(pane.getByRole('grid', { name: 'Credit ratings' }));
  await expectNoLeaks(pane);

  // SESO has one rating in force and one expired: the expired one comes last, flagged.
  await run(page, 'SESO RATE');
  pane = page.getByRole('region', { name: /^SESO RATE/ });
  const ratings = pane.getByRole('grid', { name: 'Credit ratings' });
  await expectRows(ratings);
  await expect(ratings.getByRole('row')).toHaveCount(3);
  await expect(ratings.getByRole('row').nth(1)).toContainText('in force');
  await expect(ratings.getByRole('row').nth(2)).toContainText('EXPIRED');
  await expect(pane.getByRole('article', { name: /\(expired\)$/ })).toContainText('EXPIRED');
  await expectNoLeaks(pane);

  await run(page, 'BOAF DOCS');
  pane = page.getByRole('region', { name: /^BOAF DOCS/ });
  const documents = pane.getByRole('grid', { name: 'Documents' });
  await expectRows(documents);
  await expect(documents).toBeFocused();
  await page.keyboard.press('Home');
  const name = await documents.getByRole('row').nth(1).locator('[aria-colindex="2"]').innerText();
  const popup = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  const opened = await popup;
  await expect.poll(() => opened.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shared\/documents\/boaf-[a-z0-9-]+\.pdf$/);
  await expect(pane.getByRole('status').filter({ hasText: 'Opened' })).toHaveText(`Opened ${name}`);
  await expectNoLeaks(pane);
});

externalTest('the share screens still show their cached data once the market is gone', async ({ page, terminal, market }) => {
  externalTest.setTimeout(60_000); // every screen fetched online, then read again offline: a long walk (27 s on a quiet run), not a wait
  await page.goto(terminal.url);
  const connection = page.getByTitle('Connection to the data source', { exact: true });
  await expect(connection).toHaveText('ONLINE');
  const screens: Array<[string, string]> = [
    ['FA', 'Financial data'],
    ['MGMT', 'Board of directors'],
    ['AUD', 'Auditors'],
    ['HDS', 'Shareholders'],
    ['EVT', 'Company diary'],
    ['DOCS', 'Documents'],
    ['RATE', 'Credit ratings'],
  ];
  // Open each screen once: its list is fetched and cached.
  await run(page, 'BOAF DES');
  await expectRows(page.getByRole('region', { name: /^BOAF DES/ }).getByRole('grid', { name: 'Recent sessions' }));
  for (const [fn, grid] of screens) {
    await run(page, `BOAF ${fn}`);
    await expectRows(page.getByRole('region', { name: new RegExp(`^BOAF ${fn}`) }).getByRole('grid', { name: grid }));
  }

  await market.stop();
  // A refresh against the stopped market turns the terminal OFFLINE.
  await run(page, 'SYNC');
  await expect(page.locator('.pane.focused').getByRole('grid', { name: 'Cache by dataset' })).toBeFocused();
  await page.keyboard.press('o');
  await expect(connection).toHaveText('OFFLINE', { timeout: 15_000 });

  await run(page, 'BOAF DES');
  const des = page.getByRole('region', { name: /^BOAF DES/ });
  await expect(fact(des.getByRole('group', { name: 'Identity' }), 'ISIN')).toHaveText(/^SN\d{10}$/);
  await expect(fact(des.getByRole('group', { name: 'Last price' }), 'Last')).toHaveText(PRICE);
  await expectRows(des.getByRole('grid', { name: 'Recent sessions' }));
  await expect(des.locator('.as-of')).toContainText('OFFLINE');
  for (const [fn, grid] of screens) {
    await run(page, `BOAF ${fn}`);
    const pane = page.getByRole('region', { name: new RegExp(`^BOAF ${fn}`) });
    await expectRows(pane.getByRole('grid', { name: grid }));
    await expect(pane.locator('.as-of')).toContainText('OFFLINE');
    await expectNoLeaks(pane);
  }
});
