// The terminal soak:ui measures, on either path: browser mode (`serve`, its page over the
// WebSocket) or the desktop app (the built main bundle under the electron stand-in, its windows in
// Chromium, see test/desktop). Either way on a temp data folder, with the inspector of the process
// that serves the page on a loopback port, and optionally on a demo market N times larger.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { startServe, startSimulatorProcess, stopProcess } from '../cli-processes';
import { openDesktop } from '../desktop/desktop-window';
import { seedDesktopSource } from '../host/stand-in-seed';
import { startStandInHost } from '../host/stand-in-host';
import { freePort } from './server-inspector';

export interface SoakTerminal {
  context: BrowserContext;
  /** The main window's address. */
  url: string;
  /** The process serving the page: `serve`, or the desktop host. */
  pid: number;
  inspectPort: number;
  /** Uncaught errors and CSP violations in the desktop app's windows (browser mode: none tracked). */
  problems(): string[];
  close(): Promise<void>;
}

const SOAK_TOKEN = 'soak-ui-token';

export async function openSoakTerminal(browser: Browser, options: { desktop: boolean; scale: number }): Promise<SoakTerminal> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-soak-ui-'));
  const inspectPort = await freePort();
  const inspect = { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` };
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    // A larger market is the simulator on its own, read as a remote service (the token for its origin).
    let market: string | null = null;
    if (options.scale !== 1) {
      const sim = await startSimulatorProcess(0, SOAK_TOKEN, ['--scale', String(options.scale)]);
      cleanups.push(() => stopProcess(sim.child));
      market = sim.baseUrl;
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 860 } });
    cleanups.push(() => context.close());
    if (!options.desktop) {
      const remote = market === null ? [] : ['--base-url', market];
      const server = await startServe(dataDir, remote, { ...inspect, ...(market === null ? {} : { MARKET_TERMINAL_TOKEN: SOAK_TOKEN }) });
      cleanups.push(() => stopProcess(server.child));
      const pid = server.child.pid;
      if (pid === undefined) throw new Error('serve has no pid');
      return { context, url: server.url, pid, inspectPort, problems: () => [], close };
    }
    if (market !== null) await seedDesktopSource(dataDir, market, SOAK_TOKEN);
    const host = await startStandInHost({ dataDir, env: inspect });
    cleanups.push(() => host.close());
    const app = await openDesktop(context, host);
    cleanups.push(() => app.close());
    return { context, url: app.url, pid: host.pid, inspectPort, problems: () => app.problems(), close };
  } catch (error) {
    await close();
    throw error;
  }
}
