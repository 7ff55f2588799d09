// The token belongs to the origin it was entered for, whatever its source (entered in SET, the
// environment, the token file), and never travels in clear over the network. The attack these
// tests replay: with a token kept, a contract caller (a compromised renderer, anyone holding the
// browser-mode URL) points the terminal at a host of its own, in one or two calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createCore } from '../../../src-main/core/core';
import { writeDataSource, type DataSourceSetting } from '../../../src-main/core/data-source';
import { databaseFile } from '../../../src-main/core/paths';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { Envelope } from '../../../src-main/ipc/contract';
import { startBrowserServer, type BrowserServer } from '../../../src-main/server/browser-server';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { runCli } from '../cli/run-cli';
import { nextFrame, openTrustedSocket } from '../server/server-fixture';
import { tempDir } from '../sync/helpers';

const ENV_TOKEN = 'env-canary-7c1d9e2b4a6f';
const SET_TOKEN = 'set-canary-3b8f0a5d9c2e';

/** A host of the attacker's: answers every request with 401 and records its Authorization header. */
interface Capture {
  baseUrl: string;
  origin: string;
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

async function startCapture(): Promise<Capture> {
  const authorizations: (string | undefined)[] = [];
  const server: Server = createServer((req, res) => {
    authorizations.push(req.headers.authorization);
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"who are you"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/api`,
    origin,
    authorizations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Until the capture host was asked at least once (the session's first refresh). */
async function askedAtLeastOnce(capture: Capture): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (capture.authorizations.length === 0) {
    if (Date.now() > deadline) throw new Error('the terminal never asked the new host');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A data folder whose stored data source is `setting` before the first start (a user's earlier choice). */
function folderOn(setting: DataSourceSetting) {
  const tmp = tempDir('token-binding');
  const store = Store.open(databaseFile(tmp.dir));
  writeDataSource(store.settings, setting);
  store.close();
  return tmp;
}

/** Browser mode over `dir`, and a trusted socket to it: what the page (or a stolen URL) can send. */
async function browserMode(dir: string, env: NodeJS.ProcessEnv) {
  const core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir, env), heartbeatMs: 60_000 });
  const server: BrowserServer = await startBrowserServer({ core, rendererDir: dir });
  const ws: WebSocket = await openTrustedSocket(server);
  let id = 0;
  const call = async (method: string, input?: unknown): Promise<Envelope<unknown>> => {
    const frameId = ++id;
    const answer = nextFrame(ws, (f) => f.type === 'response' && f.id === frameId);
    ws.send(JSON.stringify({ type: 'request', id: frameId, method, input }));
    const frame = await answer;
    if (frame.type !== 'response') throw new Error('not a response');
    return frame.envelope;
  };
  return {
    core,
    call,
    async close() {
      ws.close();
      await server.close();
      await core.close();
    },
  };
}

let good: Simulator;
let evil: Capture;
const folders: ReturnType<typeof tempDir>[] = [];
const running: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  good = await startSimulator({ seed: 1, token: ENV_TOKEN });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
  if (evil) await evil.close();
});
afterAll(async () => {
  await good.close();
  folders.forEach((f) => f.remove());
});

async function setUp(env: NodeJS.ProcessEnv, setting: DataSourceSetting) {
  const folder = folderOn(setting);
  folders.push(folder);
  evil = await startCapture();
  const mode = await browserMode(folder.dir, env);
  running.push(mode);
  return { folder, mode };
}

const carriesToken = (auth: string | undefined, token: string) => auth !== undefined && auth.includes(token);

describe('a token given outside the app (MARKET_TERMINAL_TOKEN)', () => {
  it('is not moved to another host by the two-call sequence over the browser-mode socket', async () => {
    const { mode } = await setUp({ MARKET_TERMINAL_TOKEN: ENV_TOKEN }, { kind: 'remote', baseUrl: good.baseUrl });
    expect(mode.core.session().market.missingToken).toBeNull(); // it works for the host it belongs to

    const first = await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl, token: '' });
    expect(first.ok).toBe(true); // a service without a token is a legitimate choice…
    const second = await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl });
    // …but the environment's token is not re-bound to it.
    expect(second).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(JSON.stringify(second)).toContain(`belongs to ${new URL(good.baseUrl).origin}`);
    await askedAtLeastOnce(evil);
    expect(evil.authorizations.filter((a) => carriesToken(a, ENV_TOKEN))).toEqual([]);
    // The session says why it sends nothing (status bar, SYNC).
    const status = await mode.call('sync.status');
    expect(JSON.stringify(status)).toMatch(/belongs to|no API token/);
  });

  it('stays with its host after a restart on the data source the caller left behind', async () => {
    const { folder, mode } = await setUp({ MARKET_TERMINAL_TOKEN: ENV_TOKEN }, { kind: 'remote', baseUrl: good.baseUrl });
    expect((await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl, token: '' })).ok).toBe(true);
    await running.pop()?.close();
    const restarted = await browserMode(folder.dir, { MARKET_TERMINAL_TOKEN: ENV_TOKEN });
    running.push(restarted);
    expect(restarted.core.session().market.missingToken).toContain(`belongs to ${new URL(good.baseUrl).origin}`);
    await askedAtLeastOnce(evil);
    expect(evil.authorizations.filter((a) => carriesToken(a, ENV_TOKEN))).toEqual([]);
  });
});

describe('a token entered in SET', () => {
  it('is not moved to another host by the same sequences; a fresh token for the new host works', async () => {
    const { mode } = await setUp({}, { kind: 'demo' });
    expect((await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: good.baseUrl, token: SET_TOKEN })).ok).toBe(true);
    // Straight to the other host, keeping the stored token: refused, the terminal stays where it was.
    const moved = await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl });
    expect(moved).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(JSON.stringify(moved)).toContain(`enter the token for ${evil.origin}`);
    expect(mode.core.session().market.origin).toBe(new URL(good.baseUrl).origin);
    // Via the demo market and back: still bound to the first host.
    expect((await mode.call('settings.dataSource.set', { kind: 'demo' })).ok).toBe(true);
    expect(await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl })).toMatchObject({ ok: false });
    // Same origin, another path: kept.
    expect((await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: `${new URL(good.baseUrl).origin}/api/` })).ok).toBe(true);
    expect(mode.core.session().market.missingToken).toBeNull();
    // The two-call sequence: the cleared token is gone, nothing reaches the other host.
    expect((await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl, token: '' })).ok).toBe(true);
    await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl });
    await askedAtLeastOnce(evil);
    expect(evil.authorizations.filter((a) => a !== undefined)).toEqual([]);
    // A token entered for the new host goes there, and only that one.
    expect((await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: evil.baseUrl, token: 'fresh-for-evil' })).ok).toBe(true);
    const before = evil.authorizations.length;
    const deadline = Date.now() + 10_000;
    while (evil.authorizations.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(evil.authorizations.slice(before)).toContain('Bearer fresh-for-evil');
    expect(evil.authorizations.filter((a) => carriesToken(a, SET_TOKEN) || carriesToken(a, ENV_TOKEN))).toEqual([]);
  }, 60_000); // six source switches, each starting the demo market's worker: slow on a loaded machine

  it('is never sent over plain http to another machine', async () => {
    const { mode } = await setUp({}, { kind: 'demo' });
    const err = await mode.call('settings.dataSource.set', { kind: 'remote', baseUrl: 'http://market.example/api', token: 'secret' });
    expect(JSON.stringify(err)).toContain('never sent over plain http');
    expect(mode.core.info.dataSource).toMatchObject({ kind: 'demo' });
  });
});

describe('the command line', () => {
  it('sends the environment token to the host the user names with --base-url', async () => {
    const folder = tempDir('token-binding-cli');
    folders.push(folder);
    const previous = process.env.MARKET_TERMINAL_TOKEN;
    process.env.MARKET_TERMINAL_TOKEN = ENV_TOKEN;
    try {
      const run = await runCli(['sync', '--base-url', good.baseUrl, '--db', folder.file('cache.sqlite'), '--only', 'countries', '--json']);
      expect(run.stderr).not.toMatch(/belongs to|no API token/);
      expect(run.code).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.MARKET_TERMINAL_TOKEN;
      else process.env.MARKET_TERMINAL_TOKEN = previous;
    }
  });
});
