// Carries the contract over Electron IPC: one invoke channel for requests, one channel for events.
import { BrowserWindow, ipcMain } from 'electron';
import type { Core } from '../core/core';
import { IPC_CHANNELS } from '../ipc/contract-names';
import { createRouter } from '../ipc/router';
import type { RendererIdentity } from './renderer-identity';

export function bridgeIpc(core: Core, identity: RendererIdentity): () => void {
  const router = createRouter(core.handlers, { trustedOrigins: new Set([identity.origin]) });
  ipcMain.handle(IPC_CHANNELS.invoke, (event, method: unknown, input: unknown) => {
    // senderFrame must be read now: after an await it may be null or navigated away.
    const sender = identity.senderInfo(event.senderFrame);
    return router.dispatch(sender, method, input);
  });
  const unsubscribe = core.events.subscribe((name, payload) => {
    for (const win of BrowserWindow.getAllWindows()) {
      if (!win.isDestroyed()) win.webContents.send(IPC_CHANNELS.event, name, payload);
    }
  });
  return () => {
    unsubscribe();
    ipcMain.removeHandler(IPC_CHANNELS.invoke);
  };
}
