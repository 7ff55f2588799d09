// Connects the renderer's typed client (typed-client.ts) to main, whichever transport carries it.
import type { ErrorCode, ResultFor } from '../../../src-main/ipc/contract';
import { coalesceReads } from './coalesce';
import { electronTransport } from './electron-transport';
import type { Transport } from './transport';
import type { Client } from './typed-client';
import { followTokenInHash, takeToken, wsTransport } from './ws-transport';

class RequestError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

function createClient(transport: Transport): Client {
  const reads = coalesceReads((method, input) => transport.invoke(method, input));
  // Subscribed before any screen, so it hears each push first (listeners run in order).
  transport.on('data.updated', () => reads.changed());
  return {
    transport: transport.kind,
    async call(method, ...args) {
      const envelope = await reads.invoke(method, args[0], args[1]?.signal);
      if (!envelope.ok) throw new RequestError(envelope.error.code, envelope.error.message);
      // The router validated the call against the same contract this method's type comes from.
      return envelope.value as ResultFor<typeof method, (typeof args)[0]>;
    },
    on: (event, listener) => transport.on(event, listener as (payload: unknown) => void),
    onLink: (listener) => transport.onLink(listener),
  };
}

/** The Electron bridge when the preload provided one, else the browser-mode WebSocket. */
export function connect(): Client {
  if (window.terminal) return createClient(electronTransport(window.terminal));
  const transport = wsTransport(takeToken(window.location, window.sessionStorage, window.history));
  followTokenInHash(window, (token) => transport.useToken(token));
  return createClient(transport);
}
