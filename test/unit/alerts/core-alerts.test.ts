// The alerts over the contract, on the demo market: rules written through the sync worker, checked
// by it as the offline run lands bars, and announced with `alerts.fired`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { EventPayload } from '../../../src-main/ipc/contract';
import { parseAlertCondition } from '../../../src-main/shared/alerts/grammar';
import { seriesSignals } from '../../../src-main/shared/alerts/signals';
import { Store } from '../../../src-main/store/store';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-core-alerts-'));
let core: Core;
const fired: EventPayload<'alerts.fired'>[] = [];

beforeAll(async () => {
  core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });
  core.events.subscribe((name, payload) => {
    if (name === 'alerts.fired') fired.push(payload as EventPayload<'alerts.fired'>);
  });
}, 30_000);
afterAll(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

async function offlineRun(force: boolean) {
  await core.handlers['sync.offline.start']({ only: ['share-history'], force });
  for (let i = 0; i < 600; i++) {
    const status = await core.handlers['sync.status'](undefined);
    if (status.offlineRun && status.offlineRun.state !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the offline run did not finish');
}

describe('alerts over the contract', () => {
  it('checks conditions, refuses what it cannot read, and fires on the bars the offline run brings', async () => {
    expect(await core.handlers['alerts.check']({ kind: 'fund', condition: 'NAV crosses above SMA 20' })).toEqual({
      ok: true,
      condition: 'nav crosses above sma:20',
    });
    await offlineRun(false);
    const first = core.store.data.shares.list()[0];
    if (!first || first.id === null) throw new Error('no share');
    const share = { id: first.id, code: first.mnemo_code ?? '' };
    const target = { kind: 'share' as const, id: share.id, code: share.code };
    await expect(async () => core.handlers['alerts.rules.add']({ target, condition: 'close at 3' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('rsi:N above X'),
    });
    await expect(async () => core.handlers['alerts.rules.remove']({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // The last 30 days are dropped (another writer, as a crash would leave a cache), then a rule is made.
    const file = core.info.databasePath;
    const writer = Store.open(file);
    const { day, closing_price: close } = writer.data['share-history'].columns(share.id);
    const from = day.length - 30;
    const rise = close.findIndex((c, i) => i > from && c !== null && (close[i - 1] ?? Infinity) < c);
    const level = ((close[rise - 1] ?? 0) + (close[rise] ?? 0)) / 2;
    writer.db.prepare('DELETE FROM share_history WHERE share_id = ? AND day >= ?').run(share.id, day[from]);
    writer.close();
    const rule = await core.handlers['alerts.rules.add']({ target, condition: `close crosses above ${level}` });
    expect(await core.handlers['alerts.rules.list'](undefined)).toEqual([rule]);
    const condition = parseAlertCondition('share', rule.condition);
    if (condition.type !== 'series') throw new Error('a series condition');
    const expected = seriesSignals(condition, close, from).map((s) => day[s.index]);

    await offlineRun(true);
    const firings = fired.flatMap((f) => f.firings);
    expect(firings.map((f) => [f.rule, f.source, f.security.id, f.day])).toEqual(expected.map((d) => [rule.id, 'demo', share.id, d]));
    expect(fired.at(-1)?.unread).toBe(expected.length);
    const list = await core.handlers['alerts.fired.list']({});
    expect(list.unread).toBe(expected.length);
    expect(await core.handlers['alerts.fired.markRead']({})).toEqual({ unread: 0 });
    const disabled = await core.handlers['alerts.rules.update']({ id: rule.id, enabled: false });
    expect(disabled).toMatchObject({ id: rule.id, enabled: false });
    expect(await core.handlers['alerts.rules.remove']({ id: rule.id })).toEqual({ removed: true });
    expect((await core.handlers['alerts.fired.list'](undefined)).firings).toHaveLength(expected.length);
  }, 120_000);
});
