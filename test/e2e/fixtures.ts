import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

const projectRoot = path.resolve(__dirname, '../..');

export interface ServedTerminal {
  /** The URL `market-terminal serve` printed, token included. */
  url: string;
  dataDir: string;
}

/** Starts `market-terminal serve` on a free port with its own data folder and waits for its URL. */
async function serve(dataDir: string, args: string[] = [], env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'src-main/cli/market-terminal.mjs'), 'serve', '--port', '0', ...args], {
    cwd: projectRoot,
    env: { ...process.env, MARKET_TERMINAL_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve printed no URL within 15 s:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
  return { child, url };
}

export const test = base.extend<{ terminal: ServedTerminal }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  terminal: async ({}, use) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-'));
    const { child, url } = await serve(dataDir);
    try {
      await use({ url, dataDir });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';

/**
 * Browser mode reading a separate demo market (`market-terminal simulator`) that a test can stop
 * and start again on the same port, to see the terminal go OFFLINE and come back.
 */
export interface ExternalMarket {
  baseUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startSimulatorProcess(port: number, token: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'src-main/cli/market-terminal.mjs'), 'simulator', '--port', String(port), '--token', token], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator printed no base URL:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Base URL:\s*(http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}:\n${output}`)));
  });
  return { child, baseUrl };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const externalTest = base.extend<{ market: ExternalMarket; terminal: ServedTerminal }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  market: async ({}, use) => {
    const token = 'e2e-token-offline-test';
    let sim = await startSimulatorProcess(0, token);
    const port = Number(new URL(sim.baseUrl).port);
    const market: ExternalMarket = {
      baseUrl: sim.baseUrl,
      stop: () => stopProcess(sim.child),
      start: async () => {
        sim = await startSimulatorProcess(port, token);
      },
    };
    try {
      await use(market);
    } finally {
      await stopProcess(sim.child);
    }
  },
  terminal: async ({ market }, use) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-'));
    const { child, url } = await serve(dataDir, ['--base-url', market.baseUrl], { MARKET_TERMINAL_TOKEN: 'e2e-token-offline-test' });
    try {
      await use({ url, dataDir });
    } finally {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
