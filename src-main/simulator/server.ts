// The HTTP side: authentication, fault injection, JSON responses for /api, PDFs for
// /shared/documents. node:http only; keep-alive is on so clients can reuse connections.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { FaultInjector, PageDamage } from './faults';
import { errorBody, HttpError } from './http-error';
import { buildPdf } from './pdf';
import type { RouteResult, Router } from './routes';
import type { Dataset } from './types';

export const API_PREFIX = '/api';
const DOCUMENTS_PREFIX = '/shared/documents/';
const JSON_TYPE = 'application/json; charset=utf-8';

export interface ServerState {
  token: string;
  faults: FaultInjector;
  /** Set once the dataset is generated (after listen, since document URLs need the port). */
  app: { dataset: Dataset; router: Router } | null;
  requests: number;
}

function sendBody(res: ServerResponse, status: number, contentType: string, body: Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': String(body.length), ...headers });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  sendBody(res, status, JSON_TYPE, Buffer.from(JSON.stringify(value)), headers);
}

function sendError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, errorBody(status, message), headers);
}

function bearerMatches(expected: string, header: string | undefined): boolean {
  const m = header === undefined ? null : /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m || m[1] === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(m[1]);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Headers plus only part of the body, then the socket is destroyed: a dropped connection. */
function sendTruncated(res: ServerResponse, body: Buffer): void {
  res.writeHead(200, { 'Content-Type': JSON_TYPE, 'Content-Length': String(body.length) });
  res.write(body.subarray(0, Math.max(1, Math.floor(body.length / 2))), () => res.destroy());
}

/** A list page as a broken service might send it; meta still promises the undamaged page. */
function damagePage(result: RouteResult, damage: PageDamage): RouteResult {
  if (result.kind !== 'list' || damage === null || result.data.length === 0) return result;
  if (damage === 'empty') return { ...result, data: [] };
  if (damage === 'short') return { ...result, data: result.data.slice(0, Math.floor(result.data.length / 2)) };
  // A record inserted before this page since the last one: everything moves down one row.
  return { ...result, meta: { ...result.meta, total: result.meta.total + 1 }, data: result.data.slice(1) };
}

/** The response text. Without corruption it is assembled from each record's cached JSON. */
function resultBody(result: RouteResult, faults: FaultInjector): string {
  if (result.kind === 'single') return `{"data":${result.data.json()}}`;
  const head = result.kind === 'list' ? `{"meta":${JSON.stringify(result.meta)},` : '{';
  if (faults.current.malformedRate > 0) {
    return `${head}"data":${JSON.stringify(faults.corruptRecords(result.data.map((r) => r.value())))}}`;
  }
  return `${head}"data":[${result.data.map((r) => r.json()).join(',')}]}`;
}

export function createSimulatorServer(state: ServerState): { server: Server; cancelPending: () => void } {
  const pdfCache = new Map<string, Buffer>();
  const timers = new Set<NodeJS.Timeout>();
  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const serveDocument = (res: ServerResponse, pathname: string): void => {
    const app = state.app;
    let name = pathname.slice(DOCUMENTS_PREFIX.length);
    try {
      name = decodeURIComponent(name);
    } catch {
      // Leave malformed escapes as they are; the lookup below then fails cleanly.
    }
    const file = app?.dataset.documentFiles.get(name);
    if (!file) return sendError(res, 404, `no document ${name}`);
    let pdf = pdfCache.get(name);
    if (!pdf) {
      pdf = buildPdf(file.title, file.subtitle);
      pdfCache.set(name, pdf);
    }
    sendBody(res, 200, 'application/pdf', pdf, {
      'Content-Disposition': `inline; filename="${file.file}"`,
      'Cache-Control': 'public, max-age=3600',
    });
  };

  const serveApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    // Authentication first: faults never apply to unauthenticated requests.
    if (!bearerMatches(state.token, req.headers.authorization)) {
      return sendError(res, 401, req.headers.authorization ? 'invalid bearer token' : 'missing Authorization: Bearer <token> header', {
        'WWW-Authenticate': 'Bearer realm="market-data"',
      });
    }
    const app = state.app;
    if (!app) return sendError(res, 503, 'the simulator is starting');
    const faults = state.faults;
    if (faults.refuseToken())
      return sendError(res, 401, 'token revoked', { 'WWW-Authenticate': 'Bearer realm="market-data", error="invalid_token"' });
    const latency = faults.current.latencyMs;
    if (latency > 0) await delay(latency);
    if (res.destroyed) return;
    const rate = faults.rateLimit(Date.now());
    if (rate.limited) return sendError(res, 429, 'rate limit exceeded', { 'Retry-After': rate.retryAfter });
    const failure = faults.serverError();
    if (failure === 502) {
      // A gateway in front of the service answers in HTML, as real proxies do.
      return sendBody(
        res,
        502,
        'text/html; charset=utf-8',
        Buffer.from('<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>\n'),
      );
    }
    if (failure !== null) return sendError(res, failure, 'simulated server failure', failure === 503 ? { 'Retry-After': '1' } : {});

    const result = app.router.handle(url.pathname.slice(API_PREFIX.length) || '/', url.searchParams);
    if (result === null) return sendError(res, 404, `no route ${url.pathname}`);
    let body = Buffer.from(resultBody(damagePage(result, faults.pageDamage()), faults));
    if (faults.shouldPad()) body = Buffer.concat([body, Buffer.alloc(Math.max(0, faults.current.hugeBodyBytes - body.length), 0x20)]);
    if (faults.shouldDrop()) return sendTruncated(res, body);
    const headers: Record<string, string> = {};
    if (faults.shouldGzip()) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    if (faults.shouldTrickle()) {
      res.writeHead(200, { 'Content-Type': JSON_TYPE, 'Content-Length': String(body.length), ...headers });
      res.write(body.subarray(0, body.length >> 1));
      await delay(faults.current.slowBodyMs);
      if (!res.destroyed) res.end(body.subarray(body.length >> 1));
      return;
    }
    sendBody(res, 200, JSON_TYPE, body, headers);
  };

  const server = createServer({ keepAlive: true }, (req, res) => {
    state.requests++;
    const url = new URL(req.url ?? '/', 'http://simulator.invalid');
    const pathname = url.pathname;
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    const isDocument = pathname.startsWith(DOCUMENTS_PREFIX);
    if (!isApi && !isDocument) return sendError(res, 404, `no route ${pathname}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'only GET is supported', { Allow: 'GET, HEAD' });
    if (isDocument) return serveDocument(res, pathname);
    serveApi(req, res, url).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof HttpError) sendError(res, err.status, err.message);
      else sendError(res, 500, err instanceof Error ? err.message : 'internal error');
    });
  });
  // Generous idle timeout so benchmark and test clients keep their pooled connections.
  server.keepAliveTimeout = 30_000;
  return {
    server,
    cancelPending() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
