import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startServe, startSimulatorProcess, stopProcess } from '../cli-processes';

export interface ServedTerminal {
  /** The URL `market-terminal serve` printed, token included. */
  url: string;
  dataDir: string;
}

export const test = base.extend<{ terminal: ServedTerminal }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  terminal: async ({}, use) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-'));
    const { child, url } = await startServe(dataDir);
    try {
      await use({ url, dataDir });
    } finally {
      await stopProcess(child);
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
    const { child, url } = await startServe(dataDir, ['--base-url', market.baseUrl], { MARKET_TERMINAL_TOKEN: 'e2e-token-offline-test' });
    try {
      await use({ url, dataDir });
    } finally {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
