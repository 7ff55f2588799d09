// `market-terminal alerts add|list|remove|fired`, and `sync` printing what it fired after its summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharePriceSchema, shareSchema } from '../../../src-main/api/schemas';
import { alertEvaluator } from '../../../src-main/alerts/evaluate';
import { writeDataSource } from '../../../src-main/core/data-source';
import { parseAlertCondition } from '../../../src-main/shared/alerts/grammar';
import { seriesSignals } from '../../../src-main/shared/alerts/signals';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { firingLine } from '../../../src-main/cli/commands/alerts';
import { parseCsv, runCli, tokenFile } from './run-cli';

const tmp = tempDir('cli-alerts');
const db = tmp.file('cache.db');
const dayOf = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
const CLOSES = [90, 95, 101, 104, 99, 100, 102, 98, 97, 103];

beforeAll(() => {
  const store = Store.open(db);
  store.data.shares.upsert([{ ...shareSchema.parse({ id: 3, name: 'Sonatel', mnemo_code: 'SNTS', isin: 'SN0000000019' }), id: 3 }]);
  store.data['share-history'].upsert(3, [sharePriceSchema.parse({ price_date: dayOf(0), closing_price: CLOSES[0] })]);
  store.close();
});
afterAll(() => tmp.remove());

const alerts = (...args: string[]) => runCli(['alerts', ...args, '--db', db]);

describe('market-terminal alerts', () => {
  it('add prints the new id; list shows the rule normalised; fired lists what the rules found; remove keeps the firings', async () => {
    const added = await alerts('add', 'SN0000000019', 'Close  ABOVE', '100');
    expect(added.code, added.stderr).toBe(0);
    const id = Number(added.stdout.trim());
    expect(id).toBeGreaterThan(0);

    const list = await alerts('list');
    expect(JSON.parse(list.stdout)).toEqual([
      { id, kind: 'share', security: 'SNTS', condition: 'close above 100', enabled: true, createdAt: expect.any(String) },
    ]);

    // The bars after it land (as a sync writes them), and its rules are checked.
    const store = Store.open(db);
    store.data['share-history'].upsert(
      3,
      CLOSES.map((close, i) => sharePriceSchema.parse({ price_date: dayOf(i), closing_price: close })),
    );
    alertEvaluator(store, 'demo').landed('share-history', '3');
    store.close();

    const fired = await alerts('fired', '--format', 'csv');
    expect(fired.code, fired.stderr).toBe(0);
    const [header, ...rows] = parseCsv(fired.stdout);
    expect(header).toEqual(['rule', 'security', 'condition', 'day', 'value', 'firedAt']);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4]]).sort((a, b) => String(a[3]).localeCompare(String(b[3])))).toEqual([
      [String(id), 'SNTS', 'close above 100', dayOf(2), '101'],
      [String(id), 'SNTS', 'close above 100', dayOf(6), '102'],
      [String(id), 'SNTS', 'close above 100', dayOf(9), '103'],
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(JSON.parse((await alerts('fired', '--since', tomorrow)).stdout)).toEqual([]);
    expect((await alerts('fired', '--format', 'ndjson')).stdout.trim().split('\n')).toHaveLength(3);

    expect((await alerts('remove', String(id))).code).toBe(0);
    expect(JSON.parse((await alerts('list')).stdout)).toEqual([]);
    expect(JSON.parse((await alerts('fired')).stdout)).toHaveLength(3);
    const again = await alerts('remove', String(id));
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`no alert rule ${id}`);
  });

  it('a condition it cannot read: exit 2, what is wrong and the grammar', async () => {
    const run = await alerts('add', 'SNTS', 'close', 'at', '100');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('no "above", "below" or "crosses"');
    expect(run.stderr).toContain('"close crosses above sma:N"');
    expect(run.stderr).toContain('"rsi:N above X"');
  });

  it('calendar and event targets; an unknown security or event is refused', async () => {
    const run = await alerts('add', 'calendar:us', 'released');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse((await alerts('list', '--format', 'json')).stdout)).toContainEqual(
      expect.objectContaining({ kind: 'calendar', security: 'calendar:US:HIGH', condition: 'actual released' }),
    );
    expect((await alerts('add', 'NOPE', 'close above 1')).code).toBe(2);
    expect((await alerts('add', 'event:999', 'released')).stderr).toContain('no cached event has the id 999');
  });
});

describe('market-terminal sync and alerts', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 8, token: 'the-right-token' });
  }, 30_000);
  afterAll(async () => {
    await sim?.close();
  });

  it('prints each firing it found, one line each, after its summary', async () => {
    const cache = tmp.file('sync.db');
    const sync = () =>
      runCli([
        'sync',
        '--base-url',
        sim.baseUrl,
        '--token-file',
        tokenFile(sim.token),
        '--db',
        cache,
        '--only',
        'share-history',
        '--force',
      ]);
    expect((await sync()).code).toBe(0);
    // The last 30 days of one share are dropped, then a rule is made: the next sync brings them back.
    const share = sim.dataset.shares[0];
    if (!share) throw new Error('the simulator has no share');
    const store = Store.open(cache);
    writeDataSource(store.settings, { kind: 'remote', baseUrl: sim.baseUrl });
    const { day, closing_price: close } = store.data['share-history'].columns(share.id);
    const from = day.length - 30;
    const rise = close.findIndex((c, i) => i > from && c !== null && (close[i - 1] ?? Infinity) < c);
    const level = ((close[rise - 1] ?? 0) + (close[rise] ?? 0)) / 2;
    store.db.prepare('DELETE FROM share_history WHERE share_id = ? AND day >= ?').run(share.id, day[from]);
    store.close();
    const code = String(share.mnemo_code);
    expect((await runCli(['alerts', 'add', String(share.id), `close crosses above ${level}`, '--db', cache])).code).toBe(0);
    const condition = parseAlertCondition('share', `close crosses above ${level}`);
    if (condition.type !== 'series') throw new Error('a series condition');
    const expected = seriesSignals(condition, close, from).map((s) => day[s.index]);
    expect(expected.length).toBeGreaterThan(0);

    // Not on a terminal, the summary and the firings are JSON lines: the firings after the result.
    const run = await sync();
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; day?: string; security?: { code: string }; condition?: string });
    const result = lines.findIndex((l) => l.type === 'result');
    expect(lines.slice(result + 1).map((l) => [l.type, l.security?.code, l.condition, l.day])).toEqual(
      expected.map((d) => ['alert', code, `close crosses above ${level}`, d]),
    );
    // The same data again: nothing more.
    expect((await sync()).stdout).not.toContain('"type":"alert"');
  }, 60_000);
});

describe('a firing as sync prints it on a terminal', () => {
  it('is one line: rule, security, condition, day and value', () => {
    expect(
      firingLine({
        id: 1,
        rule: 4,
        source: 'demo',
        security: { kind: 'share', id: 3, code: 'SNTS' },
        condition: 'close crosses above 26000',
        day: '2026-03-02',
        value: 26150,
        note: null,
        firedAt: '2026-03-02T18:00:00.000Z',
        read: false,
      }),
    ).toBe('alert 4: SNTS close crosses above 26000 on 2026-03-02 (26150)');
  });
});
