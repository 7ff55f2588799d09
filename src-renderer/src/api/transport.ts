import type { Envelope, EventName, MethodName, TransportKind } from '../../../src-main/ipc/contract';

/** State of the link between this page and main. Electron's IPC is always up. */
export type LinkState = 'connecting' | 'up' | 'down' | 'no-token';

/** What the client needs from a transport; Electron IPC and the WebSocket both provide it. */
export interface Transport {
  readonly kind: TransportKind;
  invoke(method: MethodName, input: unknown): Promise<Envelope<unknown>>;
  on(event: EventName, listener: (payload: unknown) => void): () => void;
  onLink(listener: (state: LinkState) => void): () => void;
}
