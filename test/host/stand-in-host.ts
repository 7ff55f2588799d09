// Boots the built main bundle (out/main/index.js) under plain Node with the `electron` stand-in,
// in a child process, and drives it through the stand-in's control channel.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IPC_CHANNELS } from '../../src-main/ipc/contract-names';
import type { Envelope } from '../../src-main/ipc/contract';
import type { FrameSpec, HostDriver, MessageBoxSeen, ProtocolAnswer, WindowInfo } from './host-driver';

// __dirname, not import.meta: Playwright loads this file as CommonJS (test/desktop) and vitest as ESM.
const projectRoot = path.resolve(__dirname, '../..');
const mainBundle = path.join(projectRoot, 'out/main/index.js');

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: string;
}

/** What the stand-in tells unasked: what a window's page would see (see electron-stand-in.cjs). */
export type StandInNews =
  | { kind: 'load'; contents: number; url: string }
  | { kind: 'closed'; contents: number }
  | { kind: 'sent'; contents: number; channel: string; args: unknown[] };

export interface StandInHost extends HostDriver {
  /** The host process (main and its worker threads), for measuring its memory. */
  pid: number;
  /** Everything the host wrote to stdout and stderr so far. */
  output(): string;
  /** Raw access to a stand-in op (see electron-stand-in.cjs). */
  op<T>(op: string, args?: Record<string, unknown>): Promise<T>;
  /** Hears what the stand-in tells unasked; returns the unsubscribe. */
  onNews(listener: (news: StandInNews) => void): () => void;
  close(): Promise<void>;
}

export async function startStandInHost(options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<StandInHost> {
  if (!existsSync(mainBundle)) throw new Error(`${mainBundle} is missing: run npm run build first`);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mt-host-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, MARKET_TERMINAL_DATA_DIR: dataDir };
  delete env.ELECTRON_RENDERER_URL; // the built renderer, never a dev server
  const child: ChildProcess = fork(mainBundle, [], {
    cwd: projectRoot,
    execArgv: ['--require', path.join(__dirname, 'use-electron-stand-in.cjs')],
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // The v8 serializer: values cross as Electron's IPC carries them (the structured clone), not as JSON.
    serialization: 'advanced',
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  const newsListeners = new Set<(news: StandInNews) => void>();
  child.on('message', (message: Reply | { tell: StandInNews }) => {
    if ('tell' in message) {
      for (const listener of newsListeners) listener(message.tell);
      return;
    }
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiter?.resolve(message.value);
    else waiter?.reject(new Error(message.error));
  });
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`the host exited (${code}):\n${output}`));
    pending.clear();
  });

  const op = <T>(name: string, args: Record<string, unknown> = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (child.exitCode !== null || !child.connected) {
        reject(new Error(`the host is not running:\n${output}`));
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // A host exiting as this is sent (a test's end) closes the pipe: EPIPE rejects this op
      // instead of surfacing as an unhandled 'error' on the child process.
      child.send({ id, op: name, ...args }, (err) => {
        if (!err) return;
        pending.delete(id);
        reject(new Error(`the host is not running (${err.message}):\n${output}`));
      });
    });

  // Ready once main has bridged IPC and opened its window (the core is up by then).
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [registrations, windows] = await Promise.all([op<{ ipcChannels: string[] }>('registrations'), op<WindowInfo[]>('windows')]);
    if (registrations.ipcChannels.includes(IPC_CHANNELS.invoke) && windows.length > 0) break;
    if (Date.now() > deadline) throw new Error(`the host did not open its window in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }

  if (child.pid === undefined) throw new Error('the host has no pid');
  return {
    pid: child.pid,
    dataDir,
    output: () => output,
    op,
    windows: () => op<WindowInfo[]>('windows'),
    invoke: (frame: FrameSpec, method: string, input?: unknown) =>
      op<Envelope<unknown>>('invoke', { channel: IPC_CHANNELS.invoke, frame, args: input === undefined ? [method] : [method, input] }),
    navigationRefused: async (event, url) => (await op<{ refused: boolean }>('navigate', { event, url })).refused,
    windowOpenAction: async (url, disposition) => (await op<{ action: string }>('windowOpen', { url, disposition })).action,
    webviewRefused: async (src) => (await op<{ refused: boolean }>('attachWebview', { src })).refused,
    permissionRequestGranted: async (permission, url, isMainFrame) =>
      (await op<{ granted: boolean }>('permissionRequest', { permission, url, isMainFrame })).granted,
    permissionCheckGranted: async (permission, origin, isMainFrame) =>
      (await op<{ granted: boolean }>('permissionCheck', { permission, origin, isMainFrame })).granted,
    fetchApp: (url) => op<ProtocolAnswer>('protocolFetch', { url }),
    decrypt: (encrypted) => op<string>('decrypt', { base64: encrypted.toString('base64') }),
    answerMessageBoxes: async (response) => void (await op('answerMessageBoxes', { response })),
    messageBoxes: () => op<MessageBoxSeen[]>('messageBoxes'),
    onNews(listener) {
      newsListeners.add(listener);
      return () => void newsListeners.delete(listener);
    },
    async close() {
      if (child.exitCode === null && child.connected) {
        const exited = new Promise((r) => child.once('exit', r));
        await op('quit').catch(() => undefined);
        child.kill();
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
