// `market-terminal sync` failures and --only: exit codes and messages a user acts on.
import { chmodSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { DATASET_NAMES } from '../../../src-main/store/datasets';
import { datasetCounts } from '../../../src-main/store/dataset-records';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { runCli, tokenFile } from './run-cli';

let sim: Simulator;
const tmp = tempDir('cli-sync');

beforeAll(async () => {
  sim = await startSimulator({ seed: 8, token: 'the-right-token' });
}, 30_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await sim?.close();
  tmp.remove();
});

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const jsonLines = (stdout: string) =>
  stdout
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

function cached(file: string) {
  const store = Store.open(file);
  try {
    return { counts: datasetCounts(store), freshness: store.freshness.all() };
  } finally {
    store.close();
  }
}

describe('market-terminal sync', () => {
  it('--only share-history fetches the share list and the histories, nothing else', async () => {
    const db = tmp.file('only.db');
    const before = sim.stats().requests;
    const run = await runCli([
      'sync',
      '--base-url',
      sim.baseUrl,
      '--token-file',
      tokenFile(sim.token),
      '--db',
      db,
      '--json',
      '--only',
      'share-history',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const shares = sim.dataset.shares;
    expect(jsonLines(run.stdout).at(-1)).toMatchObject({
      type: 'result',
      state: 'done',
      total: 1 + shares.length,
      done: 1 + shares.length,
      failed: 0,
    });
    // One page of shares, then each history page by page (1000 days a page), and not one request more.
    const pages = shares.reduce((n, s) => n + Math.ceil((sim.dataset.shareHistory.get(s.id)?.length ?? 0) / 1000), 0);
    expect(sim.stats().requests - before).toBe(1 + pages);
    const { counts, freshness } = cached(db);
    const historyDays = shares.reduce((n, s) => n + (sim.dataset.shareHistory.get(s.id)?.length ?? 0), 0);
    for (const name of DATASET_NAMES) {
      const want = name === 'shares' ? shares.length : name === 'share-history' ? historyDays : 0;
      expect(counts[name], name).toBe(want);
    }
    expect(new Set(freshness.map((f) => f.dataset))).toEqual(new Set(['shares', 'share-history']));
  });

  it('a refused token: exit 3, a clear message, nothing cached', async () => {
    const db = tmp.file('refused.db');
    const run = await runCli(['sync', '--base-url', sim.baseUrl, '--token-file', tokenFile('a-wrong-token'), '--db', db, '--json']);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^market-terminal: sync stopped: the service refused the access token \(HTTP 401\)/m);
    expect(run.stderr).not.toContain('a-wrong-token');
    expect(jsonLines(run.stdout).at(-1)).toMatchObject({
      type: 'result',
      state: 'failed',
      error: expect.stringMatching(/refused the access token/),
    });
    const { counts } = cached(db);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it('no token at all for a configured service: exit 3 and how to give one', async () => {
    vi.stubEnv('MARKET_TERMINAL_TOKEN', '');
    try {
      const run = await runCli(['sync', '--base-url', sim.baseUrl, '--db', tmp.file('no-token.db'), '--json']);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/^market-terminal: no API token for .*: set MARKET_TERMINAL_TOKEN, pass --token/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a token file in the data folder others can read: exit 3 and how to fix it, no stack trace', async () => {
    if (process.platform === 'win32') return; // no file modes there
    vi.stubEnv('MARKET_TERMINAL_TOKEN', '');
    const dir = tempDir('cli-sync-open-token');
    try {
      writeFileSync(dir.file('token'), sim.token, { mode: 0o644 });
      chmodSync(dir.file('token'), 0o644); // whatever the umask
      const run = await runCli(['sync', '--base-url', sim.baseUrl, '--db', dir.file('cache.db'), '--json']);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/^market-terminal: refusing to read the token from .*token: other users can read it \(run: chmod 600 /m);
    } finally {
      vi.unstubAllEnvs();
      dir.remove();
    }
  });

  it('an unreachable service: exit 4, says so and how to resume', async () => {
    const port = await closedPort();
    const db = tmp.file('unreachable.db');
    const started = Date.now();
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    const run = await runCli(['sync', '--base-url', `http://127.0.0.1:${port}/api`, '--token', 'x', '--db', db, '--json']).finally(() =>
      process.off('warning', onWarning),
    );
    expect(run.code).toBe(4);
    expect(warnings).not.toContain('MaxListenersExceededWarning'); // no abort listeners piling up while it retries
    expect(run.stderr).toMatch(
      new RegExp(`^market-terminal: cannot reach 127\\.0\\.0\\.1:${port}; 0/4 requests done\\. Run sync again to resume\\.`, 'm'),
    );
    expect(jsonLines(run.stdout).at(-1)).toMatchObject({ type: 'result', offline: true });
    expect(Date.now() - started).toBeLessThan(15_000); // gives up after its retries, does not wait for the network
    // Being offline is not an error of the requests: nothing is recorded as failed.
    expect(cached(db).freshness.filter((f) => f.outcome === 'error')).toEqual([]);
  }, 20_000);

  it.each([
    [['--only', 'share-history,bogus'], /unknown dataset bogus; one of: shares/],
    [['--base-url', 'ftp://example.com/api'], /--base-url must be an http\(s\) URL, got "ftp:\/\/example.com\/api"/],
    [['--base-url', 'not a url'], /--base-url must be an http\(s\) URL/],
  ])('refuses %j with exit code 2', async (args, message) => {
    const run = await runCli(['sync', '--db', tmp.file('usage.db'), ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^market-terminal: ${message.source}`));
  });
});
