// The soak's hands: commands typed into the command line, panes detached by keyboard, as a trader
// would, shared by soak:ui and the heap comparison (heap-diff-run.ts).
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types a command and presses Enter once the line suggests it (a first start may still be caching lists). */
export async function run(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(text);
  const suggestion = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  const word = text.split(' ')[0] ?? text;
  try {
    await suggestion.filter({ hasText: new RegExp(word, 'i') }).waitFor({ timeout: 30_000 });
  } catch (error) {
    // What the trader would have seen: the page, and where the keys went.
    const shot = path.join(os.tmpdir(), `soak-ui-stuck-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    const focus = await page
      .locator('*:focus')
      .first()
      .evaluate(
        (el: { tagName: string; className: string; getAttribute(name: string): string | null }) =>
          `${el.tagName} ${el.getAttribute('aria-label') ?? el.className}`,
        null,
        { timeout: 1000 },
      )
      .catch(() => 'the page body');
    const line = await page.getByRole('combobox', { name: 'Command line' }).inputValue();
    throw new Error(`"${text}" got no suggestion: focus on ${focus}, command line "${line}"; screenshot ${shot}`, { cause: error });
  }
  await page.keyboard.press('Enter');
  // A trader waits for the command to run: typing on while it resolves (a busy moment, a sync
  // landing) would abandon it, and the next command would be typed after its text.
  const line = page.getByRole('combobox', { name: 'Command line' });
  for (const began = Date.now(); (await line.inputValue()) !== ''; await sleep(50))
    if (Date.now() - began > 30_000) throw new Error(`"${text}" did not run: the command line still reads "${await line.inputValue()}"`);
}

/** Detaches `count` panes after the first (Tab to one, Ctrl+Shift+D), each into a window of its own. */
export async function detachPanes(page: Page, context: BrowserContext, count: number): Promise<Page[]> {
  const windows: Page[] = [];
  for (let i = 0; i < count; i++) {
    // Tab to the next pane still in this window (the place of one detached says so in its label).
    const focusedPane = () => page.locator('.pane.focused').getAttribute('aria-label');
    const first = await focusedPane();
    for (let label = first; label === first || label?.endsWith('in its own window'); label = await focusedPane()) {
      await page.keyboard.press('Tab');
      await sleep(100);
    }
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Control+Shift+D');
    const window = await opened;
    await window.locator('.pane').first().waitFor();
    await page.getByText('in its own window').nth(i).waitFor();
    windows.push(window);
  }
  await page.locator('.pane').first().click();
  return windows;
}
