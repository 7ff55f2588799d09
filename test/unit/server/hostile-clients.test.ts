// Browser mode must survive whatever a local process sends it, token or not.
import { connect } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { closeCode, httpGet, nextFrame, openSocket, openTrustedSocket, startServerFixture, type ServerFixture } from './server-fixture';

let fixture: ServerFixture;
beforeAll(async () => {
  fixture = await startServerFixture();
});
afterAll(() => fixture.close());

/** The server still answers: a page and a contract call. */
async function stillServing() {
  expect((await httpGet(fixture.server.origin, '/')).status).toBe(200);
  const ws = await openTrustedSocket(fixture.server);
  const reply = nextFrame(ws, (f) => f.type === 'response');
  ws.send(JSON.stringify({ type: 'request', id: 1, method: 'system.info' }));
  expect(await reply).toMatchObject({ envelope: { ok: true } });
  ws.close();
}

/** Written as text: JSON.stringify itself would overflow the stack on such a value. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('browser mode against hostile local clients', () => {
  it('survives upgrade requests whose connection is reset at once', async () => {
    const { port } = new URL(fixture.server.origin);
    await Promise.all(
      Array.from(
        { length: 40 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(port), '127.0.0.1', () => {
              socket.write(
                `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
              );
              socket.resetAndDestroy();
              resolve();
            });
            socket.on('error', () => resolve());
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    await stillServing();
  });

  it('closes a socket that sends a frame over 1 MiB, and keeps serving', async () => {
    const ws = await openTrustedSocket(fixture.server);
    const closed = closeCode(ws);
    ws.on('error', () => undefined);
    ws.send('x'.repeat((1 << 20) + 10));
    expect(await closed).toBe(1009);
    await stillServing();
  });

  it('closes a socket that sends a text frame with invalid UTF-8, and keeps serving', async () => {
    const ws = await openTrustedSocket(fixture.server);
    const closed = closeCode(ws);
    ws.on('error', () => undefined);
    ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closed).toBe(1007);
    await stillServing();
  });

  it('answers a 5,000-deep input with INVALID_INPUT instead of overflowing the stack', async () => {
    const ws = await openTrustedSocket(fixture.server);
    const reply = nextFrame(ws, (f) => f.type === 'response');
    ws.send(`{"type":"request","id":3,"method":"workspace.save","input":{"current":${nested(5000)}}}`);
    expect(await reply).toMatchObject({
      id: 3,
      envelope: { ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining('nested deeper') } },
    });
    ws.close();
    await stillServing();
  });
});

describe('browser mode on every interface (--host 0.0.0.0)', () => {
  let open: ServerFixture;
  beforeAll(async () => {
    open = await startServerFixture({ host: '0.0.0.0' });
  });
  afterAll(() => open.close());

  const port = () => new URL(open.server.origin).port;
  const ownNames = () => [
    os.hostname(),
    ...Object.values(os.networkInterfaces()).flatMap((l) => (l ?? []).filter((a) => a.family === 'IPv4').map((a) => a.address)),
  ];

  it("accepts the machine's own addresses and host name, so a LAN browser can open it", async () => {
    for (const name of ownNames()) {
      expect((await httpGet(open.server.origin, '/', { Host: `${name}:${port()}` })).status, name).toBe(200);
    }
    const lanOrigin = `http://${os.hostname().toLowerCase()}:${port()}`;
    const ws = await openSocket(open.server, `?token=${open.server.token}`, lanOrigin, `${os.hostname()}:${port()}`);
    expect(ws).toBeInstanceOf(WebSocket);
    if (ws instanceof WebSocket) ws.close();
  });

  it('still refuses foreign names (DNS rebinding) and pages from foreign origins', async () => {
    expect((await httpGet(open.server.origin, '/', { Host: `attacker.example:${port()}` })).status).toBe(421);
    expect(
      await openSocket(open.server, `?token=${open.server.token}`, `http://attacker.example:${port()}`, `attacker.example:${port()}`),
    ).toBe(403);
  });
});
