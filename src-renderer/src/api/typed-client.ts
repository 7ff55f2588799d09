// The renderer's typed client as its callers see it: `client.call('system.info')` gets the
// contract's result type. No DOM here, so what only calls the client (and its tests under Node)
// need not load the transports; client.ts connects one.
import type { EventName, EventPayload, MethodInput, MethodName, ResultFor } from '../../../src-main/ipc/contract';
import type { LinkState, Transport } from './transport';

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
