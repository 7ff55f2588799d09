// Browser mode: the contract over a WebSocket to `market-terminal serve`, which only accepts
// this run's token. Reconnects with capped backoff; calls made while down fail fast as UNAVAILABLE;
// a cancelled call sends a cancel frame and is answered CANCELLED at once.
import type { Envelope, EventName, MethodName } from '../../../src-main/ipc/contract';
import type { CancelFrame, RequestFrame, ServerFrame, WsPath, WsTokenParam } from '../../../src-main/ipc/ws-frames';
import { decodeBinaryFrame } from './binary-frame';
import { CANCELLED, type LinkState, type Transport } from './transport';

const WS_PATH: WsPath = '/ws';
const TOKEN_PARAM: WsTokenParam = 'token';
const TOKEN_KEY = 'market-terminal.token';

/** A token in the URL fragment, kept for this tab's session (so a reload works) and removed from the address bar. */
function tokenFromHash(location: Location, storage: Storage, history: History): string | null {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get(TOKEN_PARAM);
  if (!fromHash) return null;
  storage.setItem(TOKEN_KEY, fromHash);
  history.replaceState(null, '', location.pathname + location.search);
  return fromHash;
}

/** The token from the URL fragment, else the one this tab kept. */
export function takeToken(location: Location, storage: Storage, history: History): string | null {
  return tokenFromHash(location, storage, history) ?? storage.getItem(TOKEN_KEY);
}

/**
 * A new `#token=` typed into the address bar replaces the kept one: opening the URL of a restarted
 * `serve` in the same tab changes only the fragment, so the page is not reloaded.
 */
export function followTokenInHash(win: Window, use: (token: string) => void): void {
  win.addEventListener('hashchange', () => {
    const token = tokenFromHash(win.location, win.sessionStorage, win.history);
    if (token) use(token);
  });
}

/** The WebSocket transport; `useToken` swaps the token and reconnects at once. */
export function wsTransport(initialToken: string | null): Transport & { useToken(token: string): void } {
  let token = initialToken;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const eventListeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const linkListeners = new Set<(state: LinkState) => void>();
  const pending = new Map<number, (envelope: Envelope<unknown>) => void>();
  let link: LinkState = token ? 'connecting' : 'no-token';
  let socket: WebSocket | null = null;
  let nextId = 1;
  let retryMs = 250;
  let opened: Promise<boolean> = Promise.resolve(false);

  const setLink = (state: LinkState) => {
    link = state;
    for (const listener of linkListeners) listener(state);
  };

  const connect = () => {
    if (!token) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
    const ws = new WebSocket(url);
    socket = ws;
    setLink('connecting');
    opened = new Promise((resolve) => {
      ws.addEventListener('open', () => {
        retryMs = 250;
        setLink('up');
        resolve(true);
      });
      ws.addEventListener('close', () => {
        resolve(false);
        socket = null;
        for (const [id, settle] of pending) {
          pending.delete(id);
          settle({ ok: false, error: { code: 'UNAVAILABLE', message: 'connection to the terminal core was lost' } });
        }
        setLink('down');
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, 5000);
      });
    });
    // Series columns come in binary frames (typed arrays); everything else as JSON text.
    ws.binaryType = 'arraybuffer';
    ws.addEventListener('message', (message) => {
      const frame =
        message.data instanceof ArrayBuffer ? decodeBinaryFrame(message.data) : (JSON.parse(String(message.data)) as ServerFrame);
      if (frame.type === 'response') {
        pending.get(frame.id)?.(frame.envelope);
        pending.delete(frame.id);
      } else {
        for (const listener of eventListeners.get(frame.event) ?? []) listener(frame.payload);
      }
    });
  };
  connect();

  return {
    kind: 'browser',
    useToken(next) {
      if (next === token) return;
      token = next;
      retryMs = 250;
      clearTimeout(retryTimer);
      // An open socket carries the old token: closing it reconnects with the new one (its close handler).
      if (socket) socket.close();
      else connect();
    },
    async invoke(method: MethodName, input: unknown, signal?: AbortSignal) {
      if (signal?.aborted) return CANCELLED;
      if (link === 'no-token') {
        return { ok: false, error: { code: 'UNAVAILABLE', message: 'no access token: open the URL printed by "market-terminal serve"' } };
      }
      if (!(await opened) || !socket) {
        return { ok: false, error: { code: 'UNAVAILABLE', message: 'not connected to the terminal core' } };
      }
      const id = nextId++;
      const frame: RequestFrame = { type: 'request', id, method, input };
      const ws = socket;
      return new Promise<Envelope<unknown>>((resolve) => {
        const onAbort = () => {
          if (!pending.delete(id)) return;
          const cancel: CancelFrame = { type: 'cancel', id };
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(cancel));
          resolve(CANCELLED);
        };
        pending.set(id, (envelope) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(envelope);
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        ws.send(JSON.stringify(frame));
      });
    },
    on(event, listener) {
      const set = eventListeners.get(event) ?? new Set();
      eventListeners.set(event, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    onLink(listener) {
      linkListeners.add(listener);
      listener(link);
      return () => void linkListeners.delete(listener);
    },
  };
}
