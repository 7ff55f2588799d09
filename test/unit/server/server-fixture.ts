// One browser-mode server on the demo market for the server tests, with raw HTTP and socket helpers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { ServerFrame } from '../../../src-main/ipc/ws-frames';
import { startBrowserServer, type BrowserServer } from '../../../src-main/server/browser-server';
import { decodeBinaryFrame } from '../../../src-renderer/src/api/binary-frame';

export interface ServerFixture {
  dir: string;
  rendererDir: string;
  core: Core;
  server: BrowserServer;
  close(): Promise<void>;
}

export async function startServerFixture(options: { host?: string; heartbeatMs?: number } = {}): Promise<ServerFixture> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-browser-server-'));
  const rendererDir = path.join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  const core = await createCore({
    transport: 'browser',
    userDataDir: path.join(dir, 'data'),
    tokenVault: fileTokenVault(dir),
    heartbeatMs: options.heartbeatMs ?? 60_000,
  });
  const server = await startBrowserServer({ core, rendererDir, ...(options.host ? { host: options.host } : {}) });
  return {
    dir,
    rendererDir,
    core,
    server,
    async close() {
      await server.close();
      await core.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function httpGet(origin: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    request(new URL(pathname, origin), { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Opens a socket; resolves with it when accepted, or with the HTTP status when refused. */
export function openSocket(server: BrowserServer, query: string, origin: string | null = server.origin, host?: string) {
  const ws = new WebSocket(`${server.origin.replace('http', 'ws')}/ws${query}`, {
    ...(origin ? { origin } : {}),
    ...(host ? { headers: { Host: host } } : {}),
  });
  return new Promise<WebSocket | number>((resolve) => {
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(-1));
  });
}

export async function openTrustedSocket(server: BrowserServer): Promise<WebSocket> {
  const ws = await openSocket(server, `?token=${server.token}`);
  if (typeof ws === 'number') throw new Error(`socket refused: ${ws}`);
  return ws;
}

export function nextFrame(ws: WebSocket, predicate: (f: ServerFrame) => boolean) {
  return new Promise<ServerFrame>((resolve) => {
    const onMessage = (data: WebSocket.RawData, isBinary: boolean) => {
      // Both arrive as one Buffer: text frames as JSON, binary ones (series columns) as the page decodes them.
      const buffer = data as Buffer;
      const frame = isBinary
        ? decodeBinaryFrame(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer)
        : (JSON.parse(buffer.toString('utf8')) as ServerFrame);
      if (predicate(frame)) {
        ws.off('message', onMessage);
        resolve(frame);
      }
    };
    ws.on('message', onMessage);
  });
}

export function closeCode(ws: WebSocket) {
  return new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
}
