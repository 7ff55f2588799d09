import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../../../src-main/core/paths';
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { Store } from '../../../src-main/store/store';
import type { BrowserServer } from '../../../src-main/server/browser-server';
import {
  closeCode,
  httpGet,
  nextFrame,
  openSocket as open,
  openTrustedSocket,
  startServerFixture,
  type ServerFixture,
} from './server-fixture';

let fixture: ServerFixture;
let server: BrowserServer;

beforeAll(async () => {
  fixture = await startServerFixture({ heartbeatMs: 50 });
  server = fixture.server;
  writeFileSync(path.join(fixture.dir, 'secret.txt'), 'do not serve');
});

afterAll(() => fixture.close());

const get = (pathname: string, headers: Record<string, string> = {}) => httpGet(server.origin, pathname, headers);
const openSocket = (query: string, origin: string | null = server.origin) => open(server, query, origin);

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
    const ws = await openTrustedSocket(server);
    const response = nextFrame(ws, (f) => f.type === 'response');
    ws.send(JSON.stringify({ type: 'request', id: 7, method: 'system.info' }));
    expect(await response).toEqual({
      type: 'response',
      id: 7,
      envelope: {
        ok: true,
        value: expect.objectContaining({ transport: 'browser', dataSource: { kind: 'demo', label: 'DEMO', key: 'demo' } }),
      },
    });
    // The sync pushes its own events too (data.updated, sync.status): wait for the heartbeat among them.
    const beat = await nextFrame(ws, (f) => f.type === 'event' && f.event === 'system.heartbeat');
    expect(beat).toMatchObject({ type: 'event', event: 'system.heartbeat', payload: { uptimeSeconds: expect.any(Number) } });

    const refused = nextFrame(ws, (f) => f.type === 'response');
    ws.send(JSON.stringify({ type: 'request', id: 8, method: 'system.info', input: { x: 1 } }));
    expect(await refused).toMatchObject({ id: 8, envelope: { ok: false, error: { code: 'INVALID_INPUT' } } });
    ws.close();
  });

  it('sends series as typed columns in a binary frame, equal to what the core read', async () => {
    // The core reads through a read-only connection (the sync worker is the writer): write as a second writer would.
    const writer = Store.open(databaseFile(path.join(fixture.dir, 'data')));
    const history = writer.data['share-history'];
    const bar = (day: string, close: number | null) => ({
      ...{ id: '1', price_date: day, day_price: close, variation: null, volume: 1200, closing_price: close },
      ...{ opening_price: 10, upper: 12, lower: 9, per: null },
    });
    history.upsert(1, [bar('2024-01-02', 11.5), bar('2024-01-03', null), bar('2024-01-04', 12.25)]);
    writer.close();
    const ws = await openTrustedSocket(server);
    const response = nextFrame(ws, (f) => f.type === 'response');
    ws.send(JSON.stringify({ type: 'request', id: 9, method: 'data.series', input: { dataset: 'share-history', id: 1 } }));
    const frame = await response;
    const value = frame.type === 'response' && frame.envelope.ok ? (frame.envelope.value as SeriesRead) : null;
    expect(value?.time).toEqual(
      new Float64Array([Date.UTC(2024, 0, 2), Date.UTC(2024, 0, 3), Date.UTC(2024, 0, 4)].map((ms) => ms / 1000)),
    );
    expect(value?.columns.closing_price).toEqual(new Float64Array([11.5, Number.NaN, 12.25]));
    expect(value?.columns.volume).toBeInstanceOf(Float64Array);
    expect(value).toMatchObject({ range: { first: '2024-01-02', last: '2024-01-04', count: 3 } });
    ws.close();
  });

  it('closes a socket that sends something other than a request frame', async () => {
    const ws = await openTrustedSocket(server);
    const closed = closeCode(ws);
    ws.send('{"hello":');
    expect(await closed).toBe(1008);
  });
});
