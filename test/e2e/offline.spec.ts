import { externalTest as test, type ExternalMarket } from './fixtures';
import { expect, type Page } from '@playwright/test';

test(
  'the terminal shows OFFLINE when the market goes away, keeps serving the cache, and comes back by itself',
  { tag: '@desktop' },
  async ({ page, terminal, market, transport }) => {
    await page.goto(terminal.url);
    const bar = page.getByRole('status', { name: 'Status bar' });
    await expect(bar.getByTitle('Transport', { exact: true })).toHaveText(transport === 'desktop' ? 'ELECTRON' : 'BROWSER');
    await expect(bar.getByTitle('Data source', { exact: true })).toHaveText(new URL(market.baseUrl).host);
    const connection = page.getByTitle('Connection to the data source', { exact: true });
    await expect(connection).toHaveText('ONLINE');
    // The command line autocompletes once the share list is cached.
    await page.keyboard.press('Escape');
    await page.keyboard.type('boa');
    await expect(page.getByRole('option', { name: /BOAF/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await market.stop();
    // A refresh against the stopped market flips the terminal to OFFLINE, without an error on screen.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('SYNC');
    await page.keyboard.press('Enter');
    await expect(page.locator('.pane.focused').getByRole('grid', { name: 'Cache by dataset' })).toBeFocused();
    await page.keyboard.press('o'); // make available offline: its requests find nobody
    await expect(connection).toHaveText('OFFLINE', { timeout: 15_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The cache still answers.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('boa');
    await expect(page.getByRole('option', { name: /BOAF/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await market.start();
    await expect(connection).toHaveText('ONLINE', { timeout: 30_000 });
  },
);

test(
  'a market that stops while the terminal is idle shows OFFLINE within seconds, without anything fetching',
  { tag: '@desktop' },
  async ({ page, terminal, market }) => {
    await page.goto(terminal.url);
    const connection = page.getByTitle('Connection to the data source', { exact: true });
    await expect(connection).toHaveText('ONLINE');
    await expect(page.getByTitle('Last successful sync')).not.toHaveText('SYNC never', { timeout: 15_000 });

    await market.stop();
    // Nobody asks for data: the light probe of the visible window finds the market gone.
    await expect(connection).toHaveText('OFFLINE', { timeout: 12_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);

    await market.start();
    await expect(connection).toHaveText('ONLINE', { timeout: 30_000 });
  },
);

/** Opens the terminal, waits for OFFLINE (nothing cached, nobody answering) and types on the command line. */
async function typeOffline(page: Page, url: string, command: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTitle('Connection to the data source', { exact: true })).toHaveText('OFFLINE', { timeout: 15_000 });
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Command line' })).toBeFocused();
  await page.keyboard.type(command);
}

test.describe('a first start with the market down', { tag: '@desktop' }, () => {
  test.use({ marketDownAtStart: true });
  test.describe.configure({ timeout: 60_000 });

  test('a command typed before the lists are cached gets its suggestions when they land, without another key', async ({
    page,
    terminal,
    market,
  }) => {
    await typeOffline(page, terminal.url, 'BOAF DES');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(suggestions).toHaveCount(0); // nothing cached yet

    // The probe finds the market back, the share list lands, and the line searches again by itself.
    await market.start();
    await expect(suggestions.first()).toHaveText(/^BOAF DES/, { timeout: 30_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: /^BOAF DES/ }).getByRole('button', { name: /↗$/ })).toBeVisible();
  });

  test("a security typed into ALRT's picker before the lists land is found when they land, without another key", async ({
    page,
    terminal,
    market,
  }) => {
    await typeOffline(page, terminal.url, 'ALRT');
    await page.keyboard.press('Enter');
    const alrt = page.getByRole('region', { name: /^ALRT/ });
    await expect(alrt.getByRole('grid', { name: 'Alert rules' })).toBeFocused();
    await page.keyboard.press('a');
    await page.keyboard.type('BOAF');
    await expect(alrt.getByRole('listbox', { name: 'Security: matches' })).toContainText('No share or fund in the cache matches');
    await market.start();
    await expect(alrt.getByRole('option', { name: /BOAF/ }).first()).toBeVisible({ timeout: 30_000 });
  });

  test('a command run before the securities list lands waits for it, says so, and runs when it lands', async ({
    page,
    terminal,
    market,
  }) => {
    await typeOffline(page, terminal.url, 'BOAF GP');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Waiting for the market's securities list to run "BOAF GP"/)).toBeVisible();
    await market.start();
    await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF GP/, { timeout: 30_000 });
  });
});

// Browser mode only: the answers are held on the page's WebSocket.
type ClientFrame = { id?: number; method?: string };
type ServerFrame = { id?: number; event?: string; payload?: { dataset?: string }; envelope?: { value?: { asOf?: string | null } } };

/** The share and fund lists landing, as their pushes pass by: `both` settles once each has. */
function listsLanding(): { both: Promise<void>; heard(frame: ServerFrame): boolean; all(): boolean } {
  const landed = new Set<string>();
  let release = () => {};
  const both = new Promise<void>((resolve) => (release = resolve));
  return {
    both,
    /** Notes a frame from main; true when it is one list's push. */
    heard(frame) {
      const list = frame.payload?.dataset;
      if (frame.event !== 'data.updated' || (list !== 'shares' && list !== 'funds')) return false;
      landed.add(list);
      if (landed.size === 2) release();
      return true;
    },
    all: () => landed.size === 2,
  };
}

/** "BOAF GP" typed with the market down, `arm` called, Enter, the market back: GP opens, no error said. */
async function runsOnceListsLand(page: Page, url: string, market: ExternalMarket, arm: () => void): Promise<void> {
  await typeOffline(page, url, 'BOAF GP');
  arm();
  await page.keyboard.press('Enter');
  await market.start();
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^BOAF GP/, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.describe('a first start with the market down, answers held', () => {
  test.use({ marketDownAtStart: true });
  test.describe.configure({ timeout: 60_000 });

  test('a command whose lookup missed while both lists landed runs once they are in, without a "nothing matches"', async ({
    page,
    terminal,
    market,
  }) => {
    // The command's searches (its lookup, the pool of names it corrects against) are answered only
    // once both lists have landed: they missed (they ran before them), and by the time the page hears
    // so, nothing is left pending. As seen once in CI.
    let armed = false;
    const lists = listsLanding();
    await page.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      const held = new Set<number>();
      ws.onMessage((message) => {
        if (typeof message === 'string') {
          const frame = JSON.parse(message) as ClientFrame;
          if (armed && frame.method?.startsWith('search.') && frame.id !== undefined) held.add(frame.id);
        }
        server.send(message);
      });
      server.onMessage((message) => {
        if (typeof message !== 'string') return ws.send(message);
        const frame = JSON.parse(message) as ServerFrame;
        lists.heard(frame);
        if (frame.id !== undefined && held.has(frame.id)) void lists.both.then(() => setTimeout(() => ws.send(message), 300));
        else ws.send(message);
      });
    });
    await runsOnceListsLand(page, terminal.url, market, () => (armed = true));
  });

  test('a command whose lookup missed just before the lists landed, their pushes still on the way, runs without a "nothing matches"', async ({
    page,
    terminal,
    market,
  }) => {
    // The lookup is answered (a miss: it ran before the lists) once both lists are whole in the
    // cache; their pushes come only after the page has asked whether anything is still unfetched,
    // and heard "no". Main's answers can pass its pushes so: they are read from the cache the
    // moment the sync has written it, the push takes a hop from the sync's thread. As seen once in CI.
    let armed = false;
    const lists = listsLanding();
    const pushes: string[] = [];
    let whole = () => {};
    const bothWhole = new Promise<void>((resolve) => (whole = resolve));
    await page.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      const searches = new Set<number>();
      const checks = new Set<number>();
      // This route's own questions to main, whether each list is fetched whole, asked until both are.
      const PROBE = 1_000_000_000;
      const fetched = new Set<string>();
      const probe = () =>
        ['shares', 'funds'].forEach((dataset, i) =>
          server.send(JSON.stringify({ type: 'request', id: PROBE + i, method: 'sync.refresh', input: { dataset } })),
        );
      void lists.both.then(probe);
      ws.onMessage((message) => {
        if (typeof message === 'string') {
          const frame = JSON.parse(message) as ClientFrame;
          if (armed && frame.id !== undefined && frame.method?.startsWith('search.')) searches.add(frame.id);
          if (armed && frame.id !== undefined && frame.method === 'sync.refresh') checks.add(frame.id);
        }
        server.send(message);
      });
      server.onMessage((message) => {
        if (typeof message !== 'string') return ws.send(message);
        const frame = JSON.parse(message) as ServerFrame;
        if (frame.id !== undefined && frame.id >= PROBE) {
          if (frame.envelope?.value?.asOf) fetched.add(String(frame.id));
          if (fetched.size === 2) whole();
          else if (frame.id === PROBE + 1) setTimeout(probe, 200);
          return;
        }
        if (armed && lists.heard(frame)) return void pushes.push(message);
        if (frame.id !== undefined && searches.delete(frame.id)) return void bothWhole.then(() => ws.send(message));
        ws.send(message);
        // The check answered: the pushes follow, late.
        if (frame.id !== undefined && checks.delete(frame.id) && checks.size === 0 && lists.all())
          setTimeout(() => {
            armed = false;
            for (const push of pushes.splice(0)) ws.send(push);
          }, 1500);
      });
    });
    await runsOnceListsLand(page, terminal.url, market, () => (armed = true));
  });
});
