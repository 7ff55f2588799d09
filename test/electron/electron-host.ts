// The host checks' driver for real Electron (Playwright's _electron): reads the real windows,
// frames, handlers and safeStorage in the main process. Where Electron keeps a handler private
// (the invoke handler table, the window-open handler) it is read by its internal name, which is
// what lets the same checks send frames Chromium would never let this page create.
import type { ElectronApplication } from '@playwright/test';
import { IPC_CHANNELS } from '../../src-main/ipc/contract-names';
import type { Envelope } from '../../src-main/ipc/contract';
import type { FrameSpec, HostDriver, MessageBoxSeen, ProtocolAnswer, WindowInfo } from '../host/host-driver';

export function electronHost(app: ElectronApplication, dataDir: string): HostDriver {
  return {
    dataDir,
    windows: () =>
      app.evaluate(({ BrowserWindow }): WindowInfo[] => {
        // Functions passed to evaluate run in Electron's main process: no closures, so read inline.
        const captured = Reflect.get(globalThis, '__marketTerminalHost') as CapturedInternals | undefined;
        if (!captured) throw new Error('launch Electron with -r test/electron/capture-host-internals.cjs');
        const prefs = captured.webPreferences;
        return BrowserWindow.getAllWindows().map((w) => ({
          title: w.getTitle(),
          url: w.webContents.getURL(),
          webPreferences: prefs.get(w.id) ?? {},
        }));
      }),
    invoke: (frame: FrameSpec, method: string, input?: unknown) =>
      app.evaluate(
        async ({ BrowserWindow, ipcMain }, [channel, spec, args]) => {
          const handlers = Reflect.get(ipcMain, '_invokeHandlers') as Map<string, (event: unknown, ...a: unknown[]) => unknown> | undefined;
          const handler = handlers?.get(channel);
          if (!handler) throw new Error(`no invoke handler for ${channel}`);
          const top = BrowserWindow.getAllWindows()[0]?.webContents.mainFrame ?? null;
          const senderFrame =
            spec === null
              ? null
              : spec.kind === 'main'
                ? top
                : spec.kind === 'sub'
                  ? { url: spec.url ?? top?.url, origin: top?.origin, parent: top }
                  : { url: spec.url, origin: spec.origin, parent: null };
          return (await handler({ senderFrame }, ...args)) as Envelope<unknown>;
        },
        [IPC_CHANNELS.invoke, frame, input === undefined ? [method] : [method, input]] as const,
      ),
    navigationRefused: (event, url) =>
      app.evaluate(
        ({ BrowserWindow }, [name, target]) => {
          const e = { defaultPrevented: false, preventDefault: () => (e.defaultPrevented = true) };
          BrowserWindow.getAllWindows()[0]?.webContents.emit(name, e, target);
          return e.defaultPrevented;
        },
        [event, url] as const,
      ),
    windowOpenAction: (url, disposition) =>
      app.evaluate(
        ({ BrowserWindow }, [target, how]) => {
          const contents = BrowserWindow.getAllWindows()[0]?.webContents;
          const handler = contents && (Reflect.get(contents, '_windowOpenHandler') as ((d: unknown) => { action: string }) | null);
          return handler ? handler({ url: target, disposition: how, frameName: '', features: '' }).action : 'allow';
        },
        [url, disposition] as const,
      ),
    webviewRefused: (src) =>
      app.evaluate(({ BrowserWindow }, s) => {
        const e = { defaultPrevented: false, preventDefault: () => (e.defaultPrevented = true) };
        BrowserWindow.getAllWindows()[0]?.webContents.emit('will-attach-webview', e, {}, { src: s });
        return e.defaultPrevented;
      }, src),
    permissionRequestGranted: (permission, url, isMainFrame) => permissionAnswer(app, 'request', permission, url, isMainFrame),
    permissionCheckGranted: (permission, origin, isMainFrame) => permissionAnswer(app, 'check', permission, origin, isMainFrame),
    fetchApp: (url) =>
      app.evaluate(async ({ net }, target): Promise<ProtocolAnswer> => {
        const response = await net.fetch(target);
        const body = await response.text();
        return { status: response.status, headers: Object.fromEntries(response.headers), bodyStart: body.slice(0, 200) };
      }, url),
    decrypt: (encrypted) =>
      app.evaluate(({ safeStorage }, base64) => safeStorage.decryptString(Buffer.from(base64, 'base64')), encrypted.toString('base64')),
    // A real message box waits for a person: the test stands in for them, answering and recording.
    answerMessageBoxes: (response) =>
      app.evaluate(({ BrowserWindow, dialog }, answer) => {
        const seen: MessageBoxSeen[] = (Reflect.get(globalThis, '__marketTerminalMessageBoxes') as MessageBoxSeen[] | undefined) ?? [];
        Reflect.set(globalThis, '__marketTerminalMessageBoxes', seen);
        const answered = (...args: [Electron.BrowserWindow, Electron.MessageBoxOptions] | [Electron.MessageBoxOptions]) => {
          const modal = args[0] instanceof BrowserWindow;
          const options = args.length === 2 ? args[1] : args[0];
          const { message, detail, buttons = [], defaultId, cancelId } = options;
          seen.push({
            modal,
            message,
            buttons,
            ...(detail === undefined ? {} : { detail }),
            ...(defaultId === undefined ? {} : { defaultId }),
            ...(cancelId === undefined ? {} : { cancelId }),
          });
          return Promise.resolve({ response: answer, checkboxChecked: false });
        };
        Reflect.set(dialog, 'showMessageBox', answered);
      }, response),
    messageBoxes: () => app.evaluate(() => (Reflect.get(globalThis, '__marketTerminalMessageBoxes') as MessageBoxSeen[] | undefined) ?? []),
  };
}

/** Asks the permission handlers main installed. */
function permissionAnswer(
  app: ElectronApplication,
  kind: 'request' | 'check',
  permission: string,
  url: string,
  isMainFrame: boolean,
): Promise<boolean> {
  return app.evaluate(
    async ({ BrowserWindow }, [which, name, target, main]) => {
      const contents = BrowserWindow.getAllWindows()[0]?.webContents;
      const { request, check } = (Reflect.get(globalThis, '__marketTerminalHost') as CapturedInternals | undefined) ?? {};
      if (!request || !check)
        throw new Error('main installed no permission handlers (or Electron was launched without -r capture-host-internals.cjs)');
      if (which === 'check') return check(contents, name, target, { isMainFrame: main, requestingUrl: target });
      return await new Promise<boolean>((resolve) => request(contents, name, resolve, { isMainFrame: main, requestingUrl: target }));
    },
    [kind, permission, url, isMainFrame] as const,
  );
}

/** What capture-host-internals.cjs keeps in Electron's main process. */
interface CapturedInternals {
  webPreferences: Map<number, Record<string, unknown>>;
  request: ((contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void) | null;
  check: ((contents: unknown, permission: string, origin: string, details: unknown) => boolean) | null;
}
