import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Resolves a request path inside `root`, or null when it would escape it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const file = path.resolve(root, relative);
  const inside = path.relative(root, file);
  return inside.startsWith('..') || path.isAbsolute(inside) ? null : file;
}

/** Serves the built renderer: GET/HEAD only, no directory listings, nothing outside `root`. */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
    return;
  }
  const file = resolveInside(root, new URL(req.url ?? '/', 'http://local').pathname);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    // Hashed assets may be cached; the page itself never is, so a rebuild is picked up.
    'Cache-Control': file.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable',
    ...headers,
  });
  if (req.method === 'HEAD') res.end();
  // The file may vanish or fail between stat and read (a rebuild): end this response, not the server.
  else pipeline(createReadStream(file), res).catch(() => res.destroy());
}
