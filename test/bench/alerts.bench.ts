// Issue 26's figure: what checking 100 alert rules adds to a full sync of the demo market. Two full
// syncs from one simulator into fresh caches, without rules and with 100 (on 50 shares and funds,
// every kind of condition, made before the sync, so every history that lands is checked whole:
// the studies run over all of it); and, inside the run with rules, the time spent checking them.
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { alertEvaluator } from '../../src-main/alerts/evaluate';
import { applyAlertWrite } from '../../src-main/alerts/rule-writes';
import { connectMarket } from '../../src-main/core/market-connection';
import type { AlertTarget } from '../../src-main/shared/alerts/types';
import { startSimulator, type Simulator } from '../../src-main/simulator';
import { Store } from '../../src-main/store/store';
import { runOffline } from '../../src-main/sync/offline-run';
import { SyncEngine } from '../../src-main/sync/sync-engine';
import type { Figure } from './figures';

const RULES = 100;
const SHARE_CONDITIONS = [
  'close above 20000',
  'close crosses below sma:50',
  'close crosses above ema:20',
  'rsi:14 above 70',
  'change below -3%',
];
const FUND_CONDITIONS = ['nav above 100', 'nav crosses above sma:20', 'rsi:14 below 30', 'change above 1%', 'nav crosses below ema:50'];

function rules(sim: Simulator): { target: AlertTarget; condition: string }[] {
  const targets: { target: AlertTarget; conditions: string[] }[] = [
    ...sim.dataset.shares.map((s) => ({
      target: { kind: 'share' as const, id: s.id, code: s.mnemo_code ?? '' },
      conditions: SHARE_CONDITIONS,
    })),
    ...sim.dataset.funds.map((f) => ({ target: { kind: 'fund' as const, id: f.id, code: f.mnemo ?? '' }, conditions: FUND_CONDITIONS })),
  ];
  return Array.from({ length: RULES }, (_, i) => {
    const { target, conditions } = targets[i % targets.length] ?? {
      target: { kind: 'share', id: 0, code: '' },
      conditions: SHARE_CONDITIONS,
    };
    return { target, condition: conditions[Math.floor(i / targets.length) % conditions.length] ?? 'close above 1' };
  });
}

/** A full sync into a fresh cache; with rules, the time spent checking them as each request lands. */
async function fullSync(sim: Simulator, withRules: boolean): Promise<{ totalMs: number; checkMs: number; checks: number; fired: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-alerts-bench-'));
  const store = Store.open(path.join(dir, 'cache.sqlite'));
  const connection = await connectMarket(
    { kind: 'remote', baseUrl: sim.baseUrl },
    { token: sim.token, origin: new URL(sim.baseUrl).origin },
  );
  if (withRules) for (const rule of rules(sim)) applyAlertWrite(store, 'bench', { op: 'add', ...rule });
  const alerts = alertEvaluator(store, 'bench');
  let checkMs = 0;
  let checks = 0;
  let fired = 0;
  const engine = new SyncEngine({
    store,
    client: connection.client,
    sourceLabel: connection.info.label,
    probe: connection.probe,
    ...(withRules
      ? {
          onUpdated: (dataset, key) => {
            const start = performance.now();
            fired += alerts.landed(dataset, key).length;
            checkMs += performance.now() - start;
            checks++;
          },
        }
      : {}),
  });
  try {
    const start = performance.now();
    const result = await runOffline(engine, store);
    const totalMs = performance.now() - start;
    if (result.state !== 'done' || result.failed) throw new Error(`the full sync did not finish: ${JSON.stringify(result)}`);
    return { totalMs, checkMs, checks, fired };
  } finally {
    engine.dispose();
    await connection.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function alertsFigures(): Promise<Figure[]> {
  const sim = await startSimulator({ seed: 42 });
  try {
    await fullSync(sim, false); // warms the simulator and the JIT for both runs alike
    // In turns (without, with, without, with), so a burst of load on the shared machine hits both alike; the faster of each.
    const runs: ({ withRules: boolean } & Awaited<ReturnType<typeof fullSync>>)[] = [];
    for (const withRules of [false, true, false, true]) runs.push({ withRules, ...(await fullSync(sim, withRules)) });
    const fastest = (withRules: boolean) => runs.filter((r) => r.withRules === withRules).sort((x, y) => x.totalMs - y.totalMs)[0];
    const [without, withRules] = [fastest(false), fastest(true)];
    if (!without || !withRules) throw new Error('no runs');
    return [
      { name: 'full sync of the demo market, no rules', value: without.totalMs / 1000, unit: 's', note: 'faster of two' },
      { name: `full sync of the demo market, ${RULES} rules`, value: withRules.totalMs / 1000, unit: 's', note: 'faster of two, in turns' },
      {
        name: `checking ${RULES} rules inside that sync`,
        value: withRules.checkMs,
        unit: 'ms',
        note: `${withRules.checks} landings checked, ${withRules.fired} firings; ${((100 * withRules.checkMs) / withRules.totalMs).toFixed(2)} % of the sync`,
      },
    ];
  } finally {
    await sim.close();
  }
}
