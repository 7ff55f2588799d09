import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServe, stopProcess } from '../cli-processes';
import { expect, test } from './fixtures';

// Keyboard only: the command line, panes, focus, history, maximise, and the layout surviving a reload.
test('a trader drives the workspace by keyboard and finds it again after a reload', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  const panes = page.getByRole('region');
  await expect(panes).toHaveCount(3); // the first-launch layout
  const commandLine = page.getByRole('combobox', { name: 'Command line' });

  // Typing anywhere opens the command line; a partial mnemonic autocompletes from the cache.
  await page.keyboard.press('Escape');
  await page.keyboard.type('boa');
  await expect(commandLine).toBeFocused();
  const option = page.getByRole('option', { name: /BOAF/ });
  await expect(option).toBeVisible();
  // Walk to the BOAF suggestion and pick it: the focused pane shows its overview.
  for (
    let i = 0;
    i < 20 &&
    (await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { selected: true }).textContent())?.includes('BOAF') !==
      true;
    i++
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^BOAF DES/ })).toBeVisible();

  // Split right, then open the fund screener and the help in the new pane.
  await page.keyboard.press('Alt+\\');
  await expect(panes).toHaveCount(4);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('HELP');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^HELP/ })).toBeVisible();
  await page.keyboard.press('Control+k'); // in a table, / filters the table
  await page.keyboard.type('SYNC');
  await page.keyboard.press('Enter');
  const syncPane = page.getByRole('region', { name: /^SYNC/ });
  await expect(syncPane).toHaveCount(2);

  // Back in this pane's history returns to HELP; forward again to SYNC.
  await page.keyboard.press('Alt+[');
  await expect(page.getByRole('region', { name: /^HELP/ })).toBeVisible();
  await page.keyboard.press('Alt+]');
  await expect(page.getByRole('region', { name: /^HELP/ })).toHaveCount(0);
  await page.keyboard.press('Alt+[');

  // Move focus left to the BOAF pane and maximise it.
  await page.keyboard.press('Alt+h');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF DES/);
  await page.keyboard.press('Alt+z');
  await expect(page.getByRole('region')).toHaveCount(1); // the others stay mounted, hidden
  await expect(page.locator('.pane')).toHaveCount(4);
  await expect(page.locator('.pane.maximized')).toHaveAttribute('aria-label', /^BOAF DES/);
  await page.keyboard.press('Alt+z');
  await expect(page.locator('.pane.maximized')).toHaveCount(0);

  // Command history: an empty line recalls the last command.
  await page.keyboard.press('Control+k');
  await page.keyboard.press('ArrowUp');
  await expect(commandLine).toHaveValue('SYNC');
  await page.keyboard.press('Escape');

  // The layout, each pane's screen and its history survive a reload.
  await page.waitForTimeout(700); // the layout is saved shortly after each change
  await page.reload();
  await expect(page.getByRole('region')).toHaveCount(4);
  await expect(page.getByRole('region', { name: /^BOAF DES/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^HELP/ })).toBeVisible();
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF DES/);
  await page.keyboard.press('Alt+l');
  await page.keyboard.press('Alt+]');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^SYNC/);
});

test('a change made just before a reload is kept (the save is not left waiting in the debounce)', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('CTRY');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^CTRY/);
  await page.reload(); // at once: well inside the layout's 400 ms debounce
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^CTRY/);
});

test('help lists every function and shortcut, by key', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('grid', { name: 'Functions' })).toContainText('MGMT');
  await expect(help.getByRole('grid', { name: 'Shortcuts' })).toContainText('Split the pane: new pane to the right');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

test('a command that makes no sense says why instead of guessing', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('GP');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('zzzzqq GP');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Nothing in the cache matches "zzzzqq"');
  // Ctrl+K again selects what is there: the next command replaces it instead of following it.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('BOAF GP');
  await expect(page.getByRole('combobox', { name: 'Command line' })).toHaveValue('BOAF GP');
});

test('a layout survives the page and the server being killed right after a change', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-kill-'));
  let served = await startServe(dataDir, [], {});
  try {
    const page = await browser.newPage();
    // The save's answer: the worker has committed the layout (workspace.save answers after the write).
    const saved = (text: string) =>
      new Promise<void>((resolve) =>
        page.on('websocket', (ws) => {
          let id: number | null = null;
          ws.on('framesent', ({ payload }) => {
            const frame = String(payload);
            if (frame.includes('"workspace.save"') && frame.includes(text)) id = (JSON.parse(frame) as { id: number }).id;
          });
          ws.on('framereceived', ({ payload }) => {
            if (id !== null && String(payload).includes(`"id":${id},`)) resolve();
          });
        }),
      );
    const committed = saved('"CTRY"');
    await page.goto(served.url);
    await expect(page.getByRole('grid', { name: 'Market overview' })).toBeFocused();
    // AGENDA (six letters) in one pane, its history behind CTRY in a new one.
    for (const command of ['AGENDA', 'HELP']) {
      await page.keyboard.press('Control+k');
      await page.keyboard.type(command);
      await page.keyboard.press('Enter');
      await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', new RegExp(`^${command}`));
    }
    await page.keyboard.press('Alt+\\');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('CTRY');
    await page.keyboard.press('Enter');
    await committed;
    // No pagehide, no shutdown: the page crashes and the server is killed.
    const cdp = await page.context().newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    void cdp.send('Page.crash').catch(() => undefined); // answers never: the page is gone
    await crashed;
    served.child.kill('SIGKILL');
    await new Promise((resolve) => served.child.once('exit', resolve));

    served = await startServe(dataDir, [], {});
    const again = await browser.newPage();
    await again.goto(served.url);
    // Panes, not regions: CTRY's "Useful links" is a region of its own once the links are cached.
    await expect(again.locator('.pane')).toHaveCount(4);
    await expect(again.locator('.pane.focused')).toHaveAttribute('aria-label', /^CTRY/);
    await expect(again.getByRole('region', { name: /^HELP/ })).toBeVisible();
    // The pane that showed AGENDA goes back to it.
    await again.keyboard.press('Alt+ArrowLeft');
    await expect(again.locator('.pane.focused')).toHaveAttribute('aria-label', /^HELP/);
    await again.keyboard.press('Alt+[');
    await expect(again.locator('.pane.focused')).toHaveAttribute('aria-label', /^AGENDA/);
  } finally {
    await stopProcess(served.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
