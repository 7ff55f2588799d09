import { getEventListeners } from 'node:events';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src-main/api/http/api-error';
import { HttpClient } from '../../../../src-main/api/http/http-client';
import { json, testServer, type TestServer } from './test-server';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret.token';
const servers: TestServer[] = [];
async function serve(...args: Parameters<typeof testServer>) {
  const server = await testServer(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const fast = { backoffBaseMs: 1, backoffCapMs: 2 };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

describe('HttpClient against a live server', () => {
  it('sends the Bearer token and reuses one keep-alive connection', async () => {
    const server = await serve((_req, res) => json(res, 200, { data: [] }));
    const http = new HttpClient({ baseUrl: `${server.origin}/api`, token: TOKEN });
    for (let i = 0; i < 10; i++) expect(await http.getJson('/v1/shares', { limit: 10, name: undefined })).toEqual({ data: [] });
    expect(server.requests.map((r) => r.url)).toEqual(Array(10).fill('/api/v1/shares?limit=10'));
    expect(server.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    // Node's fetch opens a second socket early on, then reuses them: never one per request.
    expect(server.connections).toBeLessThanOrEqual(2);
  });

  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [404, 'not-found'],
    [400, 'client'],
  ] as const)('maps HTTP %i to %s and does not retry it', async (status, kind) => {
    const server = await serve((_req, res) => json(res, status, { error: 'no' }));
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, ...fast });
    const err = await failure(http.getJson('/v1/shares/1'));
    expect(err).toMatchObject({ kind, details: { status, path: '/v1/shares/1' } });
    expect(err.message).not.toContain(TOKEN);
    expect(server.requests).toHaveLength(1);
  });

  it('retries server errors and dropped connections, then succeeds', async () => {
    const server = await serve((_req, res, n) => {
      if (n === 1) return json(res, 503, {});
      if (n === 2) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
        res.write('{"data": [1, 2');
        res.socket?.destroy(); // connection dropped mid-body
        return;
      }
      json(res, 200, { data: [1, 2, 3] });
    });
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, ...fast });
    expect(await http.getJson('/v1/shares')).toEqual({ data: [1, 2, 3] });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after the retry bound with the last error', async () => {
    const server = await serve((_req, res) => json(res, 502, {}));
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, retries: 2, ...fast });
    expect(await failure(http.getJson('/v1/funds'))).toMatchObject({ kind: 'server', details: { status: 502 } });
    expect(server.requests).toHaveLength(3);
  });

  it('reports an unreachable service as a network error', async () => {
    const server = await serve(() => {});
    const origin = server.origin;
    await server.close();
    const http = new HttpClient({ baseUrl: origin, token: TOKEN, retries: 1, ...fast });
    expect(await failure(http.getJson('/v1/shares'))).toMatchObject({ kind: 'network' });
  });

  it('leaves no listener on the caller signal, however many requests and retries it served', async () => {
    const server = await serve(() => {});
    const origin = server.origin;
    await server.close();
    const http = new HttpClient({ baseUrl: origin, token: TOKEN, retries: 3, ...fast });
    const job = new AbortController(); // one long-lived job: its requests and the offline probe's
    for (let i = 0; i < 4; i++) await failure(http.getJson('/v1/shares', {}, { signal: job.signal }));
    expect(getEventListeners(job.signal, 'abort')).toHaveLength(0);
  });

  it('keeps nothing of a request once answered: a long session of requests leaves no timing entries', async () => {
    const server = await serve((_req, res) => json(res, 200, { data: [] }));
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN });
    const before = performance.getEntriesByType('resource').length;
    for (let page = 0; page < 60; page++) await http.getJson('/v1/shares', { page });
    await new Promise((resolve) => setImmediate(resolve)); // Node drops what its buffer refused in an immediate
    expect(performance.getEntriesByType('resource').length - before).toBe(0);
  });

  it('times out a request that never answers', async () => {
    const server = await serve(() => {}); // never responds
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, timeoutMs: 100, retries: 0 });
    expect(await failure(http.getJson('/v1/shares'))).toMatchObject({ kind: 'timeout' });
  });

  it('cancels on the caller signal without retrying', async () => {
    const server = await serve(() => {});
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, ...fast });
    const controller = new AbortController();
    const pending = http.getJson('/v1/shares', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps at most six requests in flight by default', async () => {
    let inFlight = 0;
    let peak = 0;
    const server = await serve((_req, res) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      setTimeout(() => {
        inFlight--;
        json(res, 200, {});
      }, 30);
    });
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN });
    await Promise.all(Array.from({ length: 20 }, (_, i) => http.getJson(`/v1/shares/${i}`)));
    expect(server.requests).toHaveLength(20);
    expect(peak).toBe(6);
  });

  it('follows a redirect within its origin with the token, and refuses one to another origin without asking it', async () => {
    const other = await serve((_req, res) => json(res, 200, { data: 'elsewhere' }));
    const server = await serve((req, res) => {
      if (req.url === '/v1/a') return void res.writeHead(302, { Location: '/v1/b' }).end();
      if (req.url === '/v1/b') return void res.writeHead(307, { Location: `${other.origin}/v1/c` }).end();
    });
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, retries: 0 });
    const err = await failure(http.getJson('/v1/a'));
    expect(err).toMatchObject({ kind: 'bad-response', retryable: false });
    expect(err.message).toContain(`redirected /v1/a to ${other.origin}`);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expect(other.requests).toHaveLength(0);
  });

  it('stops a redirect loop with an error', async () => {
    const server = await serve((req, res) => void res.writeHead(302, { Location: req.url === '/v1/a' ? '/v1/b' : '/v1/a' }).end());
    const err = await failure(new HttpClient({ baseUrl: server.origin, token: TOKEN, retries: 0 }).getJson('/v1/a'));
    expect(err).toMatchObject({ kind: 'bad-response', message: expect.stringContaining('too many redirects') });
    expect(server.requests.length).toBeLessThanOrEqual(6);
  });

  it('refuses a body that is not JSON', async () => {
    const server = await serve((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>login</html>'));
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN });
    expect(await failure(http.getJson('/v1/shares'))).toMatchObject({ kind: 'bad-response' });
  });
});

describe('HttpClient redirects from a public service', () => {
  it('refuses this machine, a private address, another port or another scheme, and asks none of them', async () => {
    for (const location of [
      'http://127.0.0.1:8080/v1/shares',
      'http://10.0.0.7/v1/shares',
      'http://[::1]/v1/shares',
      'https://market.example:8443/v1/shares',
      'http://market.example/v1/shares',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      const asked: string[] = [];
      const fetchImpl = vi.fn((url: string | URL | Request) => {
        asked.push(url instanceof Request ? url.url : url.toString());
        return Promise.resolve(new Response(null, { status: 302, headers: { Location: location } }));
      });
      const http = new HttpClient({ baseUrl: 'https://market.example/api', token: TOKEN, fetch: fetchImpl, retries: 0 });
      expect(await failure(http.getJson('/v1/shares')), location).toMatchObject({ kind: 'bad-response' });
      expect(asked, location).toEqual(['https://market.example/api/v1/shares']);
    }
  });
});

describe('HttpClient retry timing (fake timers)', () => {
  function scripted(statuses: Array<number | [number, Record<string, string>]>) {
    const calls: number[] = [];
    const fetchImpl = vi.fn(() => {
      calls.push(Date.now());
      const next = statuses.shift() ?? 200;
      const [status, headers] = Array.isArray(next) ? next : [next, {}];
      return Promise.resolve(new Response(status === 200 ? '{"ok":true}' : '{}', { status, headers }));
    });
    return { calls, fetchImpl: fetchImpl as unknown as typeof fetch }; // a vi.fn stand-in for the global fetch
  }

  it('waits with full jitter: a random share of an exponentially growing bound', async () => {
    vi.useFakeTimers({ now: 0 });
    const { calls, fetchImpl } = scripted([500, 500, 500]);
    const http = new HttpClient({
      baseUrl: 'http://svc.test/api',
      token: TOKEN,
      fetch: fetchImpl,
      random: () => 0.5,
      backoffBaseMs: 1000,
      backoffCapMs: 3000,
    });
    const result = http.getJson('/v1/shares');
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: true });
    // bounds 1000, 2000, 4000→capped 3000; half of each
    expect(calls).toEqual([0, 500, 1500, 3000]);
  });

  it('honours Retry-After on 429 and 503, in seconds and as an HTTP date, capped', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') });
    const start = Date.now();
    const { calls, fetchImpl } = scripted([
      [429, { 'Retry-After': '2' }],
      [429, { 'Retry-After': 'Sun, 22 Nov 2026 10:00:07 GMT' }],
      [503, { 'Retry-After': '3600' }],
    ]);
    const http = new HttpClient({ baseUrl: 'http://svc.test/api', token: TOKEN, fetch: fetchImpl, retryAfterCapMs: 10_000 });
    const result = http.getJson('/v1/events');
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: true });
    expect(calls.map((t) => t - start)).toEqual([0, 2000, 7000, 17_000]);
  });

  it('stops waiting as soon as the caller cancels during a backoff', async () => {
    vi.useFakeTimers({ now: 0 });
    const { fetchImpl } = scripted([503, 503, 503]);
    const http = new HttpClient({
      baseUrl: 'http://svc.test/api',
      token: TOKEN,
      fetch: fetchImpl,
      random: () => 0.99,
      backoffBaseMs: 60_000,
    });
    const controller = new AbortController();
    const result = failure(http.getJson('/v1/shares', {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('HttpClient against a broken or hostile service', () => {
  it('sends no Authorization header at all when it has no token', async () => {
    const server = await serve((_req, res) => json(res, 401, {}));
    const http = new HttpClient({ baseUrl: server.origin, token: '', ...fast });
    await failure(http.getJson('/v1/shares'));
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('never sends the token in clear to another machine (plain http), but does to loopback', async () => {
    const headers: (string | null)[] = [];
    const fetchImpl = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
      headers.push(new Headers(init?.headers).get('authorization'));
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    await new HttpClient({ baseUrl: 'http://market.example/api', token: TOKEN, fetch: fetchImpl }).getJson('/v1/shares');
    await new HttpClient({ baseUrl: 'https://market.example/api', token: TOKEN, fetch: fetchImpl }).getJson('/v1/shares');
    await new HttpClient({ baseUrl: 'http://127.0.0.1:9/api', token: TOKEN, fetch: fetchImpl }).getJson('/v1/shares');
    expect(headers).toEqual([null, `Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('sends the token only to the origin it belongs to, whatever base URL it was given with', async () => {
    const headers: (string | null)[] = [];
    const fetchImpl = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
      headers.push(new Headers(init?.headers).get('authorization'));
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const options = { token: TOKEN, fetch: fetchImpl, tokenOrigin: 'https://market.example' };
    await new HttpClient({ ...options, baseUrl: 'https://evil.example/api' }).getJson('/v1/shares');
    await new HttpClient({ ...options, baseUrl: 'https://market.example/api' }).getJson('/v1/shares');
    expect(headers).toEqual([null, `Bearer ${TOKEN}`]);
  });

  it('refuses a compression bomb once the inflated body passes the limit, without retrying', async () => {
    const bomb = gzipSync(Buffer.alloc(200 << 20, 0x20)); // 200 MiB of spaces, ~200 KiB on the wire
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': bomb.length });
      res.end(bomb);
    });
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, maxBodyBytes: 1 << 20, ...fast });
    const err = await failure(http.getJson('/v1/shares'));
    expect(err).toMatchObject({ kind: 'bad-response', message: expect.stringContaining('larger than the 1048576-byte limit') });
    expect(server.requests).toHaveLength(1);
  });

  it('accepts a compressed body that inflates within the limit', async () => {
    const body = gzipSync(JSON.stringify({ data: Array.from({ length: 1000 }, (_, id) => ({ id })) }));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(body);
    });
    const http = new HttpClient({ baseUrl: server.origin, token: TOKEN, maxBodyBytes: 1 << 20 });
    expect(await http.getJson('/v1/shares')).toMatchObject({ data: expect.arrayContaining([{ id: 999 }]) });
  });
});
