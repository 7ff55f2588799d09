import type { Envelope, TerminalBridge } from '../../../src-main/ipc/contract';
import { CANCELLED, type Transport } from './transport';

declare global {
  interface Window {
    /** Present only inside the Electron app (exposed by the preload). */
    terminal?: TerminalBridge;
  }
}

export function electronTransport(bridge: TerminalBridge): Transport {
  // The bridge's methods are typed per method; the client re-types results from the contract.
  const methods = bridge as unknown as Record<string, (input: unknown, call?: number) => ReturnType<Transport['invoke']>>; // one signature per method: called by name, input checked in main
  let nextCall = 1;
  return {
    kind: 'electron',
    invoke: (method, input, signal) => {
      const fn = methods[method];
      if (!fn) return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_METHOD', message: `unknown method ${method}` } });
      if (!signal) return fn(input);
      if (signal.aborted) return Promise.resolve(CANCELLED);
      const call = nextCall++;
      // Main stops the handler; the caller has its answer at once instead of waiting for that.
      return new Promise<Envelope<unknown>>((resolve) => {
        const onAbort = () => {
          bridge.cancel(call);
          resolve(CANCELLED);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        void fn(input, call).then((envelope) => {
          signal.removeEventListener('abort', onAbort);
          resolve(envelope);
        });
      });
    },
    on: (event, listener) => bridge.on(event, listener),
    onLink: (listener) => {
      listener('up');
      return () => {};
    },
  };
}
