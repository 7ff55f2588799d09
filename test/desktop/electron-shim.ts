// The page's half of the desktop harness: what `require('electron')` gives the built preload when
// it runs in Chromium instead of Electron. Serialised with toString() into an init script, so it
// may use nothing from outside its own body.

/** The Playwright bindings the Node half exposes, and the hook it calls to deliver webContents.send. */
export const SHIM_NAMES = { invoke: '__standInInvoke', deliver: '__standInDeliver' } as const;

type Listener = (event: { sender: unknown }, ...args: unknown[]) => void;
type InvokeAnswer = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Returns the `require` the preload gets. Electron's rules, copied:
 * - every value crossing IPC is structured-cloned: a function, a Proxy, a symbol throws "An object
 *   could not be cloned." at the call, a class instance arrives as a plain object;
 * - `ipcRenderer.invoke` rejects with "Error invoking remote method '<channel>': <error>" when the
 *   main process's handler throws;
 * - `contextBridge.exposeInMainWorld` defines a read-only global.
 * The preload runs in the page's world here (Electron's isolated world is not copied: the values
 * crossing it are the same structured clones).
 */
export function electronShim(names: typeof SHIM_NAMES): (module: string) => unknown {
  const clone = <T>(value: T): T => {
    try {
      return structuredClone(value);
    } catch {
      throw new Error('An object could not be cloned.');
    }
  };
  // The page's window (this file is type-checked without the DOM); the invoke binding is Playwright's, from the Node half.
  const page = globalThis as unknown as Record<string, (channel: string, args: unknown[]) => Promise<InvokeAnswer>>; // a binding is a plain global function
  const listeners = new Map<string, Set<Listener>>();
  const ipcRenderer = {
    async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
      const answer = await page[names.invoke]!(channel, clone(args));
      if (!answer.ok) throw new Error(`Error invoking remote method '${channel}': ${answer.error}`);
      return clone(answer.value);
    },
    on(channel: string, listener: Listener) {
      const set = listeners.get(channel) ?? new Set<Listener>();
      listeners.set(channel, set);
      set.add(listener);
      return ipcRenderer;
    },
    removeListener(channel: string, listener: Listener) {
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
  };
  Object.defineProperty(page, names.deliver, {
    value: (channel: string, args: unknown[]) => {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: ipcRenderer }, ...clone(args));
    },
  });
  const contextBridge = {
    exposeInMainWorld(key: string, api: unknown) {
      Object.defineProperty(page, key, { value: Object.freeze(api), enumerable: true });
    },
  };
  return (module) => {
    if (module === 'electron') return { contextBridge, ipcRenderer };
    throw new Error(`a sandboxed preload cannot require ${module}`);
  };
}
