import path from 'node:path';
import { parseArgs } from 'node:util';
import { alertEvaluator } from '../../alerts/evaluate';
import { sourceKey, type DataSourceSetting } from '../../core/data-source';
import type { AlertFiring } from '../../shared/alerts/types';
import { connectMarket } from '../../core/market-connection';
import { defaultUserDataDir } from '../../core/paths';
import { bindVault, enteredGrant, readOutsideTokenBinding, sourceOrigin, type TokenGrant } from '../../core/token-binding';
import { fileTokenVault } from '../../core/token-vault';
import { DATASET_NAMES, isDatasetName, type DatasetName } from '../../store/datasets';
import { runOffline, type OfflineProgress } from '../../sync/offline-run';
import type { Store } from '../../store/store';
import { SyncEngine } from '../../sync/sync-engine';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { complain } from '../complain';
import { terminalJson, terminalSafe } from '../format/terminal-safe';
import { changeSummary } from './changes';
import { TOKEN_OPTIONS, tokenFromArgs } from '../token-source';
import { firingLine } from './alerts';

/**
 * What the data folder's tokens grant this run's host. A host named with --base-url gets the
 * tokens given outside the app (the user named it); otherwise they go where they were bound.
 */
function storedGrant(dataDir: string, store: Store, setting: DataSourceSetting, named: boolean): TokenGrant {
  const origin = sourceOrigin(setting);
  if (!origin) return enteredGrant(null, setting);
  // An unreadable vault (a token file others can read) grants its reason: a missing token, exit 3.
  return bindVault(fileTokenVault(dataDir), readOutsideTokenBinding(store.settings), origin, named).keeper.grantFor(origin);
}

const EXIT = { ok: 0, someFailed: 1, usage: 2, auth: 3, offline: 4, cancelled: 130 } as const;

function progressBar(p: OfflineProgress): string {
  const width = 30;
  const filled = p.total ? Math.round((p.done / p.total) * width) : 0;
  const eta = p.etaSeconds === null ? '' : ` ETA ${p.etaSeconds}s`;
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.done}/${p.total}${p.failed ? ` ${p.failed} failed` : ''}${eta}   `;
}

/**
 * `market-terminal sync [--base-url URL] [--token-file FILE|-] [--db FILE] [--only DATASET,...] [--force] [--json]`:
 * fetch into the cache; resumes an interrupted run; skips what is still fresh unless --force. Progress as a bar on a terminal, JSON lines otherwise.
 */
export async function syncCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      ...TOKEN_OPTIONS,
      db: { type: 'string' },
      only: { type: 'string' },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const only =
    values.only
      ?.split(',')
      .map((d) => d.trim())
      .filter(Boolean) ?? [];
  const unknown = only.filter((d) => !isDatasetName(d));
  if (unknown.length) throw new CliError(`unknown dataset ${unknown.join(', ')}; one of: ${DATASET_NAMES.join(', ')}`);
  let baseUrl: string | undefined;
  if (values['base-url'] !== undefined) {
    try {
      const url = new URL(values['base-url']);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
      baseUrl = url.toString();
    } catch {
      throw new CliError(`--base-url must be an http(s) URL, got "${values['base-url']}"`);
    }
  }

  // --base-url reads and writes that source's own cache.
  const { store, source: setting } = openCache(values.db, baseUrl ? { kind: 'remote', baseUrl } : undefined);
  const dataDir = values.db ? path.dirname(path.resolve(values.db)) : defaultUserDataDir();
  const json = values.json || !process.stderr.isTTY;
  // JSON lines carry the service's error messages: on a terminal, shown safely as in export.
  const emit = (line: object) => process.stdout.write(`${process.stdout.isTTY ? terminalJson(line) : JSON.stringify(line)}\n`);

  let grant: TokenGrant;
  try {
    const given = tokenFromArgs(values, (line) => process.stderr.write(line));
    grant = given !== null ? enteredGrant(given, setting) : storedGrant(dataDir, store, setting, baseUrl !== undefined);
  } catch (err) {
    store.close();
    throw err;
  }
  const token = grant.token;
  const connection = await connectMarket(setting, grant);
  if (connection.missingToken) {
    store.close();
    throw new CliError(connection.missingToken, EXIT.auth);
  }
  const controller = new AbortController();
  let offline = false;
  const alerts = alertEvaluator(store, sourceKey(setting));
  const fired: AlertFiring[] = [];
  const engine = new SyncEngine({
    store,
    secret: token,
    client: connection.client,
    sourceLabel: connection.info.label,
    probe: connection.probe,
    // Alert rules are checked as each request's data is committed, as the app does.
    onUpdated: (dataset, key) => {
      try {
        fired.push(...alerts.landed(dataset, key));
      } catch (err) {
        complain(`could not check the alert rules of ${dataset} ${key}: ${err instanceof Error ? err.message : String(err)}`);
      }
    },
    // The command line does not wait for a network that is gone: it stops, and a re-run resumes.
    onConnection: (state) => {
      if (state === 'offline') {
        offline = true;
        controller.abort();
      }
    },
  });
  const interrupt = () => controller.abort();
  process.once('SIGINT', interrupt);
  // After the summary, whatever the outcome: one line per firing (a JSON line each with --json).
  const printFirings = () => {
    for (const firing of fired) {
      if (json) emit({ type: 'alert', ...firing });
      else process.stdout.write(`${terminalSafe(firingLine(firing))}\n`);
    }
  };
  // This command's run in the change journal: its summary counts what this run recorded.
  const run = store.journal.hold(new Date());
  try {
    if (!json) process.stderr.write(`Syncing from ${terminalSafe(connection.info.label)} into ${store.file}\n`);
    const result = await runOffline(engine, store, {
      only: only as DatasetName[],
      force: values.force,
      signal: controller.signal,
      onProgress: (p) => (json ? emit({ type: 'progress', ...p }) : process.stderr.write(progressBar(p))),
    });
    if (!json) process.stderr.write('\n');
    const changes = store.journal.countsOf(run.at);
    if (json) emit({ type: 'result', ...result, offline, changes: { at: run.at, ...changes } });
    else process.stderr.write(`${changeSummary(changes)}\n`);
    if (result.state === 'failed') {
      complain(`sync stopped: ${result.error}`);
      return EXIT.auth;
    }
    if (offline) {
      complain(`cannot reach ${connection.info.label}; ${result.done}/${result.total} requests done. Run sync again to resume.`);
      return EXIT.offline;
    }
    if (result.state === 'cancelled') return EXIT.cancelled;
    if (result.failed) {
      complain(`${result.failed} of ${result.total} requests failed (see "market-terminal status"); run sync again to retry them.`);
      return EXIT.someFailed;
    }
    const skipped = result.skipped ? ` (${result.skipped} still fresh, skipped; --force fetches them)` : '';
    if (!json) process.stderr.write(`Done: ${result.total} requests${skipped}, cache ${(store.sizeBytes() / 1048576).toFixed(1)} MiB.\n`);
    return EXIT.ok;
  } finally {
    run.release();
    printFirings();
    process.off('SIGINT', interrupt);
    engine.dispose();
    await connection.close();
    store.close();
  }
}
