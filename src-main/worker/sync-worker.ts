// Worker entry: the sync engine and the one SQLite writer, off the thread that answers the window.
// The host reads the cache through its own read-only connection and sends everything that writes
// here: refreshes, "make available offline", the user's settings and portfolios.
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { marketClient } from '../core/market-connection';
import { OfflineRunner } from '../core/offline-runner';
import { readPolicyOverrides } from '../core/preferences';
import { applyPortfolioWrite } from '../core/portfolio-writes';
import { applySettingsWrite } from '../core/settings-writes';
import { alertEvaluator } from '../alerts/evaluate';
import { applyAlertWrite } from '../alerts/rule-writes';
import { ENTITY_DATASETS, type DatasetName } from '../store/datasets';
import { Store } from '../store/store';
import { datasetSummaries } from '../sync/dataset-summary';
import { FreshnessPolicy } from '../sync/freshness-policy';
import { PRIORITY, SyncEngine } from '../sync/sync-engine';
import { lowerThisThreadPriority } from './background-priority';
import { reportsTo } from './reports';
import { syncCommand, type SessionConfig, type SyncCall } from '../core/threads/protocol';

const port = parentPort;
if (!port) throw new Error('sync-worker must run as a worker thread');
lowerThisThreadPriority();
const { databasePath, homePath, source, nativeBinding, restarted } = z
  .object({
    databasePath: z.string(),
    homePath: z.string(),
    source: z.string(),
    nativeBinding: z.string().optional(),
    restarted: z.boolean(),
  })
  .parse(workerData);
const { report, updated } = reportsTo((message) => port.postMessage(message));

/** The engine state is pushed at most this often; the host coalesces its own pushes further. */
const STATE_EVERY_MS = 100;

interface Line {
  engine: SyncEngine;
  offline: OfflineRunner;
}

let store: Store;
try {
  // The full integrity check runs after start, on its own thread (core/threads/integrity-check.ts).
  store = Store.open(databasePath, {
    home: homePath,
    fullCheck: 'later',
    keepMarkedFile: restarted,
    ...(nativeBinding ? { nativeBinding } : {}),
  });
} catch (err) {
  // e.g. a cache written by a newer version: the host says so and never touches the file.
  report({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}
const alerts = alertEvaluator(store, source);
let line: Line | null = null;
let stateTimer: NodeJS.Timeout | null = null;

function pushState(): void {
  if (stateTimer) return;
  stateTimer = setTimeout(() => {
    stateTimer = null;
    if (!line) return;
    const { engine } = line;
    report({ type: 'state', state: { connection: engine.connectivity.state, pending: engine.pending, authProblem: engine.stoppedByAuth } });
  }, STATE_EVERY_MS);
}

/** The alert rules of what a request just committed (window refreshes and the offline run alike). */
function checkAlerts(dataset: DatasetName, key: string): void {
  try {
    const fired = alerts.landed(dataset, key);
    if (fired.length) report({ type: 'fired', ids: fired.map((f) => f.id) });
  } catch (err) {
    // A rule that cannot be checked must not stop the sync; its bars stay after its mark for the next landing.
    console.error(`alerts: could not check the rules of ${dataset} ${key}:`, err);
  }
}

function openLine(config: SessionConfig): Line {
  const { client, probe } = marketClient(config, config.http);
  const engine = new SyncEngine({
    store,
    secret: config.secret,
    policy: new FreshnessPolicy(readPolicyOverrides(store.settings)),
    client,
    sourceLabel: config.label,
    probe,
    onUpdated: (dataset, key, from) => {
      updated({ dataset, key, ...(from === undefined ? {} : { from }) });
      checkAlerts(dataset, key);
      pushState();
    },
    onConnection: pushState,
  });
  engine.onAuthFailure(pushState);
  const offline = new OfflineRunner(engine, store, (progress) => {
    report({ type: 'progress', progress });
    pushState();
  });
  // The lists the command bar searches, brought up to date; a run a crash or kill interrupted, resumed.
  for (const dataset of ENTITY_DATASETS) engine.refreshIfStale(dataset, '', PRIORITY.visible);
  offline.resumeIfInterrupted();
  pushState();
  return { engine, offline };
}

function closeLine(): void {
  line?.offline.cancel();
  line?.engine.dispose();
  line = null;
}

function answer(call: SyncCall): unknown {
  // The caller is told its write is committed: it must not wait in the sync's open write group.
  store.writes.flush();
  switch (call.op) {
    case 'offline.start':
      if (!line) throw new Error('no market is connected');
      return line.offline.start(call.only, call.force);
    case 'summary':
      // Counting every cached row scans the big series tables: done here, never on the thread that answers the window.
      return datasetSummaries(store, line?.engine.policy ?? new FreshnessPolicy(readPolicyOverrides(store.settings)));
    case 'offline.cancel':
      return { cancelled: line?.offline.cancel() ?? false };
    case 'write': {
      const value = applySettingsWrite(store.settings, call.write);
      if (call.write.op === 'policyOverrides') line?.engine.policy.update(readPolicyOverrides(store.settings));
      return value;
    }
    case 'portfolio':
      return applyPortfolioWrite(store, call.write);
    case 'alerts':
      return applyAlertWrite(store, source, call.write);
    case 'drawings':
      return call.write.op === 'save' ? store.drawings.save(call.write) : { removed: store.drawings.remove(call.write.id) };
  }
}

port.on('message', (raw: unknown) => {
  const parsed = syncCommand.safeParse(raw);
  if (!parsed.success) return; // only the host talks to this port; a malformed message is a bug, not an order
  const command = parsed.data;
  switch (command.type) {
    case 'session':
      closeLine();
      line = openLine(command.config);
      break;
    case 'refresh':
      // The serving thread decided it is stale; only a refresh that landed since stops it here.
      line?.engine.refreshSeen(command.dataset, command.key, command.seen, command.priority);
      pushState();
      break;
    case 'watch':
      line?.engine.connectivity.watch(command.leaseMs);
      break;
    case 'call':
      try {
        report({ type: 'reply', id: command.id, result: { ok: true, value: answer(command.call) } });
      } catch (err) {
        report({ type: 'reply', id: command.id, result: { ok: false, message: err instanceof Error ? err.message : String(err) } });
      }
      break;
    case 'close':
      closeLine();
      store.close();
      port.close();
      break;
  }
});

report({ type: 'ready', notices: [...store.notices] });
