// Browser mode: the same core, hosted in Node. Serves the built renderer and bridges the contract
// over a WebSocket that only a page holding this run's random token can open.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Core } from '../core/core';
import { WS_PATH, WS_TOKEN_PARAM } from '../ipc/ws-frames';
import { contentSecurityPolicy } from '../security/csp';
import { pageOriginsFor } from './page-origins';
import { serveStatic } from './static-files';
import { bridgeConnection } from './ws-bridge';

export interface BrowserServerOptions {
  core: Core;
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Loopback unless the caller explicitly asks for another interface. */
  host?: string;
  token?: string;
}

export interface BrowserServer {
  /** The address to open, token included (in the fragment, so it is never sent in HTTP requests). */
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

const MAX_FRAME_BYTES = 1 << 20;

function tokenMatches(expected: string, given: string | null): boolean {
  if (given === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? randomBytes(24).toString('base64url');
  const http = createServer();
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  // Each spelling of this machine's address is its own page origin; the first is the one printed.
  const [origin, ...otherOrigins] = pageOriginsFor(host, port);
  const pageOrigins = new Set([origin, ...otherOrigins]);
  const hostHeaders = new Set([...pageOrigins].map((o) => new URL(o).host));
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ connectSrc: [...pageOrigins].map((o) => o.replace(/^http/, 'ws')) }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // A foreign Host header means DNS rebinding: another site's name pointed at our loopback port.
  const hostAllowed = (req: IncomingMessage) => hostHeaders.has(req.headers.host ?? '');

  http.on('request', (req, res) => {
    if (!hostAllowed(req)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Misdirected request');
      return;
    }
    serveStatic(options.rendererDir, req, res, headers).catch((err: unknown) => {
      console.error('static file error:', err);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  // A client may reset the connection at any moment; without these listeners the ECONNRESET
  // would be an uncaught 'error' on the socket and take the whole process down.
  http.on('clientError', (_err, socket) => socket.destroy());
  http.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', origin);
    const pageOrigin = req.headers.origin ?? '';
    const allowed =
      url.pathname === WS_PATH &&
      hostAllowed(req) &&
      pageOrigins.has(pageOrigin) &&
      tokenMatches(token, url.searchParams.get(WS_TOKEN_PARAM));
    if (!allowed) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => bridgeConnection(ws, options.core, pageOrigin));
  });

  return {
    url: `${origin}/#${WS_TOKEN_PARAM}=${token}`,
    origin,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
