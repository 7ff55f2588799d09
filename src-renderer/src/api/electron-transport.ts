import type { TerminalBridge } from '../../../src-main/ipc/contract';
import type { Transport } from './transport';

declare global {
  interface Window {
    /** Present only inside the Electron app (exposed by the preload). */
    terminal?: TerminalBridge;
  }
}

export function electronTransport(bridge: TerminalBridge): Transport {
  // The bridge's methods are typed per method; the client re-types results from the contract.
  const methods = bridge as unknown as Record<string, (input: unknown) => ReturnType<Transport['invoke']>>; // one signature per method: called by name, input checked in main
  return {
    kind: 'electron',
    invoke: (method, input) => {
      const fn = methods[method];
      return fn ? fn(input) : Promise.resolve({ ok: false, error: { code: 'UNKNOWN_METHOD', message: `unknown method ${method}` } });
    },
    on: (event, listener) => bridge.on(event, listener),
    onLink: (listener) => {
      listener('up');
      return () => {};
    },
  };
}
