// A client of browser mode's WebSocket, as the page is one: the contract's methods and events,
// and a probe of how long the serving thread takes to answer (its stalls are the window's).
import WebSocket from 'ws';
import type { EventName, MethodName } from '../../src-main/ipc/contract-names';
import { WS_PATH, WS_TOKEN_PARAM, type ServerFrame } from '../../src-main/ipc/ws-frames';

export interface HostClient {
  call<T>(method: MethodName, input?: unknown): Promise<T>;
  on(event: EventName, listener: (payload: unknown) => void): () => void;
  /** Round trips of a WebSocket ping (answered on the serving thread) every `everyMs`, until stopped. */
  probe(everyMs?: number): { stop(): number[] };
  close(): void;
}

/** Connects to the URL `serve` printed (origin + token in the fragment). */
export async function connectHost(pageUrl: string): Promise<HostClient> {
  const url = new URL(pageUrl);
  const token = new URLSearchParams(url.hash.slice(1)).get(WS_TOKEN_PARAM) ?? '';
  const ws = new WebSocket(`ws://${url.host}${WS_PATH}?${WS_TOKEN_PARAM}=${encodeURIComponent(token)}`, { origin: url.origin });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as ServerFrame;
    if (frame.type === 'event') for (const l of listeners.get(frame.event) ?? []) l(frame.payload);
    else {
      const p = pending.get(frame.id);
      pending.delete(frame.id);
      if (frame.envelope.ok) p?.resolve(frame.envelope.value);
      else p?.reject(new Error(`${frame.envelope.error.code}: ${frame.envelope.error.message}`));
    }
  });
  return {
    call<T>(method: MethodName, input?: unknown) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ws.send(JSON.stringify({ type: 'request', id, method, ...(input === undefined ? {} : { input }) }));
      });
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    probe(everyMs = 10) {
      const rtts: number[] = [];
      let sentAt = 0;
      let stopped = false;
      // One ping at a time: a stall shows as one long round trip, not a queue of them.
      const send = () => {
        if (stopped) return;
        sentAt = performance.now();
        ws.ping();
      };
      const onPong = () => {
        rtts.push(performance.now() - sentAt);
        setTimeout(send, everyMs);
      };
      ws.on('pong', onPong);
      send();
      return {
        stop() {
          stopped = true;
          ws.off('pong', onPong);
          return rtts;
        },
      };
    },
    close: () => ws.close(),
  };
}
