// Carries the contract over Electron IPC: one invoke channel for requests, one channel to cancel
// them, one channel for events.
import { BrowserWindow, ipcMain } from 'electron';
import type { Core } from '../core/core';
import { IPC_CHANNELS } from '../ipc/contract-names';
import { createRouter } from '../ipc/router';
import type { RendererIdentity } from './renderer-identity';

export function bridgeIpc(core: Core, identity: RendererIdentity): () => void {
  const router = createRouter(core.handlers, { trustedOrigins: new Set([identity.origin]) });
  /** Calls in flight by window contents and the renderer's number for the call. */
  const inFlight = new Map<string, AbortController>();
  const callKey = (contentsId: number, call: unknown) => (Number.isSafeInteger(call) ? `${contentsId}:${String(call)}` : null);
  ipcMain.handle(IPC_CHANNELS.invoke, async (event, method: unknown, input: unknown, call: unknown) => {
    // senderFrame must be read now: after an await it may be null or navigated away.
    const sender = identity.senderInfo(event.senderFrame);
    const controller = new AbortController();
    const key = callKey(event.sender.id, call);
    if (key !== null) inFlight.set(key, controller);
    try {
      return await router.dispatch(sender, method, input, { signal: controller.signal, caller: event.sender });
    } finally {
      if (key !== null && inFlight.get(key) === controller) inFlight.delete(key);
    }
  });
  const onCancel = (event: Electron.IpcMainEvent, call: unknown) => {
    const key = callKey(event.sender.id, call);
    if (key !== null) inFlight.get(key)?.abort();
  };
  ipcMain.on(IPC_CHANNELS.cancel, onCancel);
  const unsubscribe = core.events.subscribe((name, payload, skip) => {
    for (const win of BrowserWindow.getAllWindows()) {
      if (!win.isDestroyed() && win.webContents !== skip) win.webContents.send(IPC_CHANNELS.event, name, payload);
    }
  });
  return () => {
    unsubscribe();
    ipcMain.removeHandler(IPC_CHANNELS.invoke);
    ipcMain.off(IPC_CHANNELS.cancel, onCancel);
  };
}
