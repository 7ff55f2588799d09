import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { ServerFrame } from '../../../src-main/ipc/ws-frames';
import { startBrowserServer, type BrowserServer } from '../../../src-main/server/browser-server';

let dir: string;
let core: Core;
let server: BrowserServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mt-browser-server-'));
  const rendererDir = path.join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
  core = await createCore({ transport: 'browser', userDataDir: path.join(dir, 'data'), tokenVault: fileTokenVault(dir), heartbeatMs: 50 });
  server = await startBrowserServer({ core, rendererDir });
});

afterAll(async () => {
  await server.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}) {
  const url = new URL(pathname, server.origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** Opens a socket; resolves with it when accepted, or with the HTTP status when refused. */
function openSocket(query: string, origin: string | null = server.origin) {
  const ws = new WebSocket(`${server.origin.replace('http', 'ws')}/ws${query}`, origin ? { origin } : {});
  return new Promise<WebSocket | number>((resolve) => {
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(-1));
  });
}

function nextFrame(ws: WebSocket, predicate: (f: ServerFrame) => boolean) {
  return new Promise<ServerFrame>((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse((data as Buffer).toString('utf8')) as ServerFrame; // text frames arrive as one Buffer
      if (predicate(frame)) {
        ws.off('message', onMessage);
        resolve(frame);
      }
    };
    ws.on('message', onMessage);
  });
}

describe('browser mode server', () => {
  it('listens on loopback only and puts the token in the URL fragment', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).toBe(`${server.origin}/#token=${server.token}`);
    expect(server.token.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the renderer with a deny-by-default CSP', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>t</title>');
    expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'none'; /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nothing outside the renderer folder', async () => {
    expect((await get('/../secret.txt')).status).toBe(404);
    expect((await get('/%2e%2e/secret.txt')).status).toBe(404);
  });

  it('refuses requests for a foreign host name (DNS rebinding)', async () => {
    expect((await get('/', { Host: 'attacker.example:80' })).status).toBe(421);
  });

  it('refuses a WebSocket without the token, with a wrong token, or from another origin', async () => {
    expect(await openSocket('')).toBe(403);
    expect(await openSocket('?token=wrong')).toBe(403);
    expect(await openSocket(`?token=${server.token}`, 'https://evil.example')).toBe(403);
    expect(await openSocket(`?token=${server.token}`, null)).toBe(403);
  });

  it('answers contract calls over an accepted socket and pushes events', async () => {
    const ws = await openSocket(`?token=${server.token}`);
    if (typeof ws === 'number') throw new Error(`socket refused: ${ws}`);
    const response = nextFrame(ws, (f) => f.type === 'response');
    ws.send(JSON.stringify({ type: 'request', id: 7, method: 'system.info' }));
    expect(await response).toEqual({
      type: 'response',
      id: 7,
      envelope: { ok: true, value: expect.objectContaining({ transport: 'browser', dataSource: { kind: 'demo', label: 'DEMO' } }) },
    });
    const beat = await nextFrame(ws, (f) => f.type === 'event');
    expect(beat).toMatchObject({ type: 'event', event: 'system.heartbeat', payload: { uptimeSeconds: expect.any(Number) } });

    const refused = nextFrame(ws, (f) => f.type === 'response');
    ws.send(JSON.stringify({ type: 'request', id: 8, method: 'system.info', input: { x: 1 } }));
    expect(await refused).toMatchObject({ id: 8, envelope: { ok: false, error: { code: 'INVALID_INPUT' } } });
    ws.close();
  });

  it('closes a socket that sends something other than a request frame', async () => {
    const ws = await openSocket(`?token=${server.token}`);
    if (typeof ws === 'number') throw new Error(`socket refused: ${ws}`);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send('{"hello":');
    expect(await closed).toBe(1008);
  });
});
