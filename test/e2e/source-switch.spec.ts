// Switching the data source never shows one source's record under another's id: a pane showing
// BOAF on the demo market shows BOAF of the new service (found again by its code), never the new
// service's record that happens to have BOAF's demo id, and says so while the new lists sync.
import type { Locator } from '@playwright/test';
import WebSocket from 'ws';
import { startSimulator, type Simulator } from '../../src-main/simulator';
import { expect, expectListsCached, runCommand, test } from './fixtures';

const fact = (scope: Locator, label: string) =>
  scope.locator('.fact', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** One contract call over the page's own socket, as another window of the terminal would make it. */
async function call(pageUrl: string, method: string, input: unknown): Promise<unknown> {
  const url = new URL(pageUrl);
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const ws = new WebSocket(`ws://${url.host}/ws?token=${encodeURIComponent(token)}`, { origin: url.origin });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  try {
    return await new Promise((resolve) => {
      ws.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as { type: string; id?: number; envelope?: unknown };
        if (frame.type === 'response' && frame.id === 1) resolve(frame.envelope);
      });
      ws.send(JSON.stringify({ type: 'request', id: 1, method, input }));
    });
  } finally {
    ws.close();
  }
}

let other: Simulator;
test.beforeAll(async () => {
  // Slow enough that the screens are seen before its lists land.
  other = await startSimulator({ seed: 77, token: 'e2e-other-service', faults: { latencyMs: 1500 } });
});
test.afterAll(async () => other.close());

test("a pane's security follows a switch of data source by its code, never by its old id", async ({ page, terminal }) => {
  // The other service gives BOAF another id, and BOAF's demo id to another share.
  const shares = (await (
    await fetch(`${other.baseUrl}/v1/shares?limit=1000`, { headers: { Authorization: `Bearer ${other.token}` } })
  ).json()) as { data: { id: number | string; mnemo_code: string; name: string }[] };
  const boafThere = shares.data.find((s) => s.mnemo_code === 'BOAF');
  const impostor = shares.data.find((s) => Number(s.id) === 10);
  expect(Number(boafThere?.id)).not.toBe(10);
  expect(impostor?.mnemo_code).not.toBe('BOAF');

  await page.goto(terminal.url);
  await expectListsCached(page);
  await runCommand(page, 'BOAF DES');
  const pane = page.getByRole('region', { name: /^BOAF DES/ });
  await expect(fact(pane.getByRole('group', { name: 'Identity' }), 'Mnemonic')).toHaveText('BOAF');

  expect(await call(terminal.url, 'settings.dataSource.set', { kind: 'remote', baseUrl: other.baseUrl, token: other.token })).toMatchObject(
    {
      ok: true,
    },
  );
  // At once: the pane says BOAF is not there yet, and empty lists say where they come from.
  const host = new URL(other.baseUrl).host;
  await expect(pane).toContainText(`BOAF is not in the cache of ${host} yet`);
  await expect(pane.locator('.as-of')).toHaveCount(0); // nothing shown, so no age
  await expect(page.getByRole('region', { name: /^CAL/ })).toContainText(`from ${host}… (not synced yet)`);
  // Never the other service's id-10 share in BOAF's pane; BOAF itself once that service's lists land.
  await expect(pane.getByRole('group', { name: 'Identity' })).toBeVisible({ timeout: 20_000 });
  await expect(fact(pane.getByRole('group', { name: 'Identity' }), 'Mnemonic')).toHaveText('BOAF', { timeout: 20_000 });
  await expect(pane).not.toContainText(impostor?.name ?? '?');
  await expect(page.getByRole('status', { name: 'Status bar' })).toContainText(new URL(other.baseUrl).host);
});
