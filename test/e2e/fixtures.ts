import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { freshListRow } from '../cached-lists';
import { startServe, startSimulatorProcess, stopProcess } from '../cli-processes';
import { openDesktop } from '../desktop/desktop-window';
import { startStandInHost } from '../host/stand-in-host';
import { seedDesktopSource } from '../host/stand-in-seed';

export interface ServedTerminal {
  /** The URL `market-terminal serve` printed, token included. */
  url: string;
  dataDir: string;
}

/**
 * Starting a server (and its worker threads) is not what a test tests: on a loaded machine it took
 * 12 s of a 30 s test. Its own bound instead (startCli gives up after 60 s).
 */
export const SERVER_START = { timeout: 60_000 };

/** `serve` on a data folder of its own for one test, stopped and removed after it. */
async function serveForTest(use: (terminal: ServedTerminal) => Promise<void>, args: string[] = [], env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-'));
  const { child, url } = await startServe(dataDir, args, env);
  // What the server said last: a server that dies during the test fails it with its own words.
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4_000)));
  try {
    await use({ url, dataDir });
    expect(child.exitCode ?? child.signalCode, `serve ended during the test:\n${said}`).toBeNull();
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The desktop app for one test: the built main bundle under the electron stand-in, its windows in
 * this browser context (test/desktop/desktop-window.ts), on a data folder `prepare` may fill
 * first. Fails the test on a CSP violation or an uncaught error in any of its windows.
 */
async function desktopForTest(
  context: BrowserContext,
  use: (terminal: ServedTerminal) => Promise<void>,
  prepare?: (dataDir: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mt-desktop-'));
  try {
    await prepare?.(dataDir);
    const host = await startStandInHost({ dataDir });
    try {
      const app = await openDesktop(context, host);
      try {
        await use({ url: app.url, dataDir });
        expect(app.problems(), 'CSP violations and uncaught errors').toEqual([]);
      } finally {
        app.close();
      }
    } finally {
      await host.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Which path a journey takes: browser mode (WebSocket), or the desktop app (preload, Electron IPC, app:// CSP). */
export type TerminalTransport = 'browser' | 'desktop';

export const test = base.extend<{ transport: TerminalTransport; terminal: ServedTerminal }>({
  /** Set per project in playwright.config.ts: the desktop project runs the journeys tagged @desktop. */
  transport: ['browser', { option: true }],
  terminal: [
    async ({ transport, context }, use) => (transport === 'desktop' ? desktopForTest(context, use) : serveForTest(use)),
    SERVER_START,
  ],
});

export { expect } from '@playwright/test';

/**
 * How long a first start may take to show its shell and cache the lists the command line searches
 * (shares, funds, events, countries): the server's sync and demo-market workers start, then fetch
 * them. A wait for what those lists make appear ends as soon as they land; this only bounds it (a
 * loaded 2-core CI machine, two tests at a time).
 */
export const FIRST_START_MS = 20_000;

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until SYNC (in the first-start layout) says every list the command line searches is cached. */
export async function expectListsCached(page: Page): Promise<void> {
  for (const dataset of ['shares', 'funds', 'events', 'countries'])
    await expect(freshListRow(page, dataset)).toBeVisible({ timeout: FIRST_START_MS });
}

/**
 * Waits until a chart host has drawn bars. "Painted" alone is not enough: a security whose history is
 * not cached yet draws an empty chart first, then its bars once the fetch lands, and keys pressed in
 * between (a cursor, a drawing tool) have nothing to act on.
 */
export async function expectChartDrawn(host: Locator): Promise<void> {
  await expect(host).toHaveAttribute('data-bars', /^[1-9]\d*$/, { timeout: 15_000 });
}

/**
 * Runs a command as a trader does: typed once the command line is there (keys pressed before the
 * shell is up are lost), then Enter once the line suggests it (a suggestion naming every word
 * typed). On a first start Enter before the share or fund list landed finds nothing in the cache;
 * the line searches again by itself when they land.
 */
export async function runCommand(page: Page, command: string): Promise<void> {
  // Named in the UI language: the French UI's tests run commands too.
  const line = page.getByRole('combobox', { name: /^(Command line|Ligne de commande)$/ });
  await expect(line).toBeVisible({ timeout: FIRST_START_MS });
  await page.keyboard.press('Control+k');
  await expect(line).toBeFocused();
  await page.keyboard.type(command);
  const everyWord = new RegExp(
    command
      .trim()
      .split(/\s+/)
      .map((word) => `(?=.*${escaped(word)})`)
      .join(''),
    'i',
  );
  // The line's own list: a screen's <select> has options too.
  const suggestion = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(suggestion).toHaveText(everyWord, { timeout: FIRST_START_MS });
  await page.keyboard.press('Enter');
}

/** Main's answers to some methods, held on the page's WebSocket (browser mode) while a test says so. */
export interface HeldAnswers {
  /** From now on (true) the answers to the methods named are held, until released; false lets them pass again. */
  hold(on: boolean): void;
  /** How many answers are held. */
  count(): number;
  /** Sends the held answers on, in the order main gave them. */
  release(): void;
  /** Settles once main has answered `method` (held or not). */
  answered(method: string): Promise<void>;
}

/** Routes the page's WebSocket (before it opens) so that a test can hold main's answers to `methods`. */
export async function holdAnswers(page: Page, methods: readonly string[]): Promise<HeldAnswers> {
  let holding = false;
  const asked = new Map<number, { method: string; hold: boolean }>();
  const held: string[] = [];
  const seen = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  let send: (message: string) => void = () => {};
  await page.routeWebSocket(/\/ws/, (ws) => {
    const server = ws.connectToServer();
    send = (message) => ws.send(message);
    ws.onMessage((message) => {
      if (typeof message === 'string') {
        const { id, method } = JSON.parse(message) as { id?: number; method?: string };
        if (id !== undefined && method !== undefined) asked.set(id, { method, hold: holding && methods.includes(method) });
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (typeof message !== 'string') return ws.send(message);
      const { id } = JSON.parse(message) as { id?: number };
      const call = id === undefined ? undefined : asked.get(id);
      if (id !== undefined) asked.delete(id);
      if (call) {
        seen.add(call.method);
        for (const done of waiting.get(call.method) ?? []) done();
        waiting.delete(call.method);
      }
      if (call?.hold) held.push(message);
      else ws.send(message);
    });
  });
  return {
    hold: (on) => (holding = on),
    count: () => held.length,
    release: () => held.splice(0).forEach((message) => send(message)),
    answered: (method) =>
      seen.has(method) ? Promise.resolve() : new Promise((resolve) => waiting.set(method, [...(waiting.get(method) ?? []), resolve])),
  };
}

/**
 * Browser mode reading a separate demo market (`market-terminal simulator`) that a test can stop
 * and start again on the same port, to see the terminal go OFFLINE and come back.
 */
export interface ExternalMarket {
  baseUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const EXTERNAL_TOKEN = 'e2e-token-offline-test';

export const externalTest = test.extend<{ marketDownAtStart: boolean; market: ExternalMarket }>({
  /** `test.use({ marketDownAtStart: true })`: the terminal starts on an empty cache with its market down; the test starts it. */
  marketDownAtStart: [false, { option: true }],
  market: [
    async ({ marketDownAtStart }, use) => {
      let sim = await startSimulatorProcess(0, EXTERNAL_TOKEN);
      const port = Number(new URL(sim.baseUrl).port);
      if (marketDownAtStart) await stopProcess(sim.child);
      const market: ExternalMarket = {
        baseUrl: sim.baseUrl,
        stop: () => stopProcess(sim.child),
        start: async () => {
          sim = await startSimulatorProcess(port, EXTERNAL_TOKEN);
        },
      };
      try {
        await use(market);
      } finally {
        await stopProcess(sim.child);
      }
    },
    SERVER_START,
  ],
  // Started on the market: browser mode named on the command line with the token in the
  // environment; the desktop app (which keeps tokens in the keychain only) as a user left it after SET.
  terminal: [
    async ({ market, transport, context }, use) =>
      transport === 'desktop'
        ? desktopForTest(context, use, (dataDir) => seedDesktopSource(dataDir, market.baseUrl, EXTERNAL_TOKEN))
        : serveForTest(use, ['--base-url', market.baseUrl], { MARKET_TERMINAL_TOKEN: EXTERNAL_TOKEN }),
    { scope: 'test', ...SERVER_START }, // an override says its scope again
  ],
});
