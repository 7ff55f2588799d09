// Fuzzes every contract method's input through the router, and the browser-mode WebSocket wire
// end to end: whatever arrives, the process stays up and each case gets an envelope or a clean close.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { Core } from '../../../src-main/core/core';
import { AppError } from '../../../src-main/ipc/app-error';
import type { ErrorCode } from '../../../src-main/ipc/contract';
import { METHOD_NAMES } from '../../../src-main/ipc/contract-names';
import { createRouter, type Handlers } from '../../../src-main/ipc/router';
import type { ServerFrame } from '../../../src-main/ipc/ws-frames';
import { startBrowserServer, type BrowserServer } from '../../../src-main/server/browser-server';
import { DATASET_NAMES } from '../../../src-main/store/datasets';
import { openTrustedSocket, startServerFixture, type ServerFixture } from './server-fixture';

const ROUTER_CASES = 10_000;
const WIRE_CASES = 10_000;

/** Written as text: JSON.stringify would overflow the stack on a value this deep. */
const deepText = (depth: number) => `${'['.repeat(depth)}0${']'.repeat(depth)}`;

function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { v: value };
  return value;
}

/** Inputs a method might be sent: anything, near misses of real inputs, wrong types, deep and big values. */
const input: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.anything({ maxDepth: 4, withBigInt: false }) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        dataset: fc.oneof(fc.constantFrom(...DATASET_NAMES, 'share-history', 'fund-valuations'), fc.string(), fc.integer()),
        id: fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.string()),
        text: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
        kind: fc.constantFrom('share', 'fund', 'event', 'country', 'demo', 'remote', 'x'),
        limit: fc.oneof(fc.integer(), fc.double()),
        from: fc.oneof(fc.constant('2024-01-01'), fc.string()),
        to: fc.oneof(fc.constant('2024-12-31'), fc.string()),
        url: fc.oneof(fc.webUrl(), fc.string()),
        theme: fc.constantFrom('dark', 'light', 'neon'),
        numberLocale: fc.oneof(fc.constantFrom('en-US', 'de-DE', 'xx-XX', 'zzz'), fc.string()),
        refreshOverrides: fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string())),
        only: fc.array(fc.string(), { maxLength: 40 }),
        current: fc.jsonValue({ maxDepth: 6 }),
        commandHistory: fc.array(fc.string()),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 60, max: 20_000 }).map((depth) => ({ current: nested(depth) })) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 600_000 }).map((n) => ({ current: 'x'.repeat(n), text: 'y'.repeat(n) })) },
);

// Cases must not reach the world outside the test: no network switch, no full sync, no OS call.
// A valid call to these answers UNAVAILABLE, which the checks below accept as an envelope.
function withoutSideEffects(handlers: Handlers): Handlers {
  const notHere = () => {
    throw new AppError('UNAVAILABLE', 'not during the fuzz test');
  };
  return { ...handlers, 'sync.offline.start': notHere, 'settings.dataSource.set': notHere, 'external.open': notHere };
}

/** Values that JSON.stringify can write (the deepest ones go over the wire as text below). */
function fitsOneFrame(value: unknown): boolean {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

let fixture: ServerFixture;
let core: Core;
beforeAll(async () => {
  fixture = await startServerFixture();
  core = fixture.core;
});
afterAll(() => fixture.close());

describe('fuzz: every contract method', () => {
  it(`answers ${ROUTER_CASES} random inputs with an envelope, never INTERNAL`, async () => {
    const router = createRouter(withoutSideEffects(core.handlers), { trustedOrigins: new Set(['app://terminal']) });
    const codes = new Map<ErrorCode | 'ok', number>();
    const seed = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHOD_NAMES), input, async (method, value) => {
        const envelope = await router.dispatch({ mainFrame: true, origin: 'app://terminal' }, method, value);
        const code = envelope.ok ? 'ok' : envelope.error.code;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        expect(code).not.toBe('INTERNAL');
      }),
      { numRuns: ROUTER_CASES, seed },
    );
    console.log(`router fuzz: ${ROUTER_CASES} cases (seed ${seed}), 0 crashes; answers ${JSON.stringify(Object.fromEntries(codes))}`);
  }, 120_000);
});

describe('fuzz: the WebSocket wire', () => {
  let server: BrowserServer;
  beforeAll(async () => {
    server = await startBrowserServer({ core: { ...core, handlers: withoutSideEffects(core.handlers) }, rendererDir: fixture.rendererDir });
  });
  afterAll(() => server.close());

  /** A frame as text or bytes, and whether the protocol makes the server close the socket for it. */
  const frame = fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(fc.constantFrom(...METHOD_NAMES, 'no.such', '__proto__', 'constructor'), input.filter(fitsOneFrame))
        .map(([method, value]) => ({ request: { method, input: value } })),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ raw: text })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ raw: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: fc.tuple(fc.uint8Array({ maxLength: 64 }), fc.boolean()).map(([bytes, text]) => ({ bytes, text })) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 6000 })
        .map((depth) => ({ raw: `{"type":"request","id":1,"method":"workspace.save","input":{"current":${deepText(depth)}}}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom((1 << 20) - 100, (1 << 20) + 100)
        .map((n) => ({ raw: `{"type":"request","id":1,"method":"search.query","input":{"text":"${'z'.repeat(n)}"}}` })),
    },
  );

  it(`answers ${WIRE_CASES} random frames with an envelope or a clean close, and keeps serving`, async () => {
    let ws: WebSocket | null = null;
    let closes = 0;
    let envelopes = 0;
    let id = 0;
    const seed = Date.now();
    const cases = fc.sample(frame, { numRuns: WIRE_CASES, seed });
    for (const c of cases) {
      if (!ws) {
        ws = await openTrustedSocket(server);
        ws.on('error', () => undefined); // the client side of a close the server started
      }
      const socket = ws;
      const caseId = ++id;
      const outcome = new Promise<{ closed: number } | { frame: ServerFrame }>((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          const f = JSON.parse((data as Buffer).toString('utf8')) as ServerFrame; // text frames arrive as one Buffer
          if (f.type === 'response' && f.id === caseId) resolve({ frame: f });
        };
        socket.on('message', onMessage);
        socket.once('close', (code) => resolve({ closed: code }));
        setTimeout(() => resolve({ closed: -1 }), 5000).unref(); // no answer at all: a failure, reported as such
      });
      if ('request' in c) socket.send(JSON.stringify({ type: 'request', id: caseId, method: c.request.method, input: c.request.input }));
      else if ('bytes' in c) socket.send(c.bytes, { binary: !c.text });
      else socket.send(c.raw.replace('"id":1', `"id":${caseId}`));
      const result = await outcome;
      socket.removeAllListeners('message');
      socket.removeAllListeners('close');
      if ('closed' in result) {
        // 1007 invalid UTF-8, 1008 not our protocol, 1009 too big: clean closes by the server.
        expect([1007, 1008, 1009]).toContain(result.closed);
        closes++;
        ws = null;
      } else {
        expect(result.frame).toMatchObject({ type: 'response', id: caseId, envelope: { ok: expect.any(Boolean) } });
        if (result.frame.type === 'response' && !result.frame.envelope.ok) expect(result.frame.envelope.error.code).not.toBe('INTERNAL');
        envelopes++;
      }
    }
    ws?.close();
    console.log(`wire fuzz: ${WIRE_CASES} cases (seed ${seed}), ${envelopes} envelopes, ${closes} clean closes, 0 crashes`);
    const still = await openTrustedSocket(server);
    still.close();
  }, 300_000);
});
