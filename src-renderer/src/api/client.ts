// The renderer's typed client. Screens call `client.call('system.info')` and get the contract's
// result type, whichever transport carries it.
import type { ErrorCode, EventName, EventPayload, MethodInput, MethodName, ResultFor } from '../../../src-main/ipc/contract';
import { coalesceReads } from './coalesce';
import { electronTransport } from './electron-transport';
import type { LinkState, Transport } from './transport';
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

interface CallOptions {
  /** Aborting it cancels the call: main stops working on it, and the call rejects with CANCELLED. */
  signal?: AbortSignal;
}

type InputArgs<M extends MethodName, I> =
  undefined extends MethodInput<M> ? [input?: I, options?: CallOptions] : [input: I, options?: CallOptions];

export interface Client {
  readonly transport: Transport['kind'];
  /** Calls a method; `data.read`/`data.series` results are typed by the dataset in the input. */
  call<M extends MethodName, I extends MethodInput<M> = MethodInput<M>>(method: M, ...args: InputArgs<M, I>): Promise<ResultFor<M, I>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
  onLink(listener: (state: LinkState) => void): () => void;
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
