// Carries the contract over Electron IPC: one invoke channel for requests, one channel for events.
import { BrowserWindow, ipcMain, type WebFrameMain } from 'electron';
import type { Core } from '../core/core';
import { IPC_CHANNELS } from '../ipc/contract-names';
import { createRouter, type SenderInfo } from '../ipc/router';

function senderInfo(frame: WebFrameMain | null): SenderInfo {
  if (!frame) return { mainFrame: false, origin: null };
  let origin: string | null = null;
  try {
    origin = new URL(frame.url).origin;
  } catch {
    origin = null;
  }
  return { mainFrame: frame.parent === null, origin };
}

export function bridgeIpc(core: Core, trustedOrigins: ReadonlySet<string>): () => void {
  const router = createRouter(core.handlers, { trustedOrigins });
  ipcMain.handle(IPC_CHANNELS.invoke, (event, method: unknown, input: unknown) => {
    // senderFrame must be read now: after an await it may be null or navigated away.
    const sender = senderInfo(event.senderFrame);
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
