// The only bridge between the sandboxed renderer and main: one function per contract method,
// `cancel(call)` and `on(event, listener)`. The renderer never sees ipcRenderer or an IpcRendererEvent.
import { contextBridge, ipcRenderer } from 'electron';
import { EVENT_NAMES, IPC_CHANNELS, METHOD_NAMES, type EventName } from '../src-main/ipc/contract-names';

type Listener = (payload: unknown) => void;
const listeners = new Map<EventName, Set<Listener>>();
const knownEvents = new Set<string>(EVENT_NAMES);

ipcRenderer.on(IPC_CHANNELS.event, (_event, name: EventName, payload: unknown) => {
  for (const listener of listeners.get(name) ?? []) listener(payload);
});

const methods = Object.fromEntries(
  METHOD_NAMES.map((method) => [method, (input: unknown, call?: number) => ipcRenderer.invoke(IPC_CHANNELS.invoke, method, input, call)]),
);

contextBridge.exposeInMainWorld('terminal', {
  ...methods,
  cancel(call: number): void {
    ipcRenderer.send(IPC_CHANNELS.cancel, call);
  },
  on(event: EventName, listener: Listener): () => void {
    if (!knownEvents.has(event)) throw new Error(`unknown event "${String(event)}"`);
    if (typeof listener !== 'function') throw new Error('listener must be a function');
    const set = listeners.get(event) ?? new Set<Listener>();
    listeners.set(event, set);
    set.add(listener);
    return () => void set.delete(listener);
  },
});
