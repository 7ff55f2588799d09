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
async function serve(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'src-main/cli/market-terminal.mjs'), 'serve', '--port', '0'], {
    cwd: projectRoot,
    env: { ...process.env, MARKET_TERMINAL_DATA_DIR: dataDir },
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
