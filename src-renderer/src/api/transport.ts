import type { Envelope, EventName, MethodName, TransportKind } from '../../../src-main/ipc/contract';

/** State of the link between this page and main. Electron's IPC is always up. */
export type LinkState = 'connecting' | 'up' | 'down' | 'no-token';

/** What the client needs from a transport; Electron IPC and the WebSocket both provide it. */
export interface Transport {
  readonly kind: TransportKind;
  /** Once `signal` aborts, main is told to stop the call and the answer is CANCELLED at once. */
  invoke(method: MethodName, input: unknown, signal?: AbortSignal): Promise<Envelope<unknown>>;
  on(event: EventName, listener: (payload: unknown) => void): () => void;
  onLink(listener: (state: LinkState) => void): () => void;
}

/** The answer to a call its caller cancelled. */
export const CANCELLED: Envelope<never> = { ok: false, error: { code: 'CANCELLED', message: 'the call was cancelled' } };
