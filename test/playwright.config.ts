import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { TerminalTransport } from './e2e/fixtures';
import { QUIET_CHROMIUM_ARGS, systemChromium } from './system-chromium';

const executablePath = systemChromium();

// End-to-end tests against browser mode (`market-terminal serve`), one server per test.
export default defineConfig<{ transport: TerminalTransport }>({
  testDir: './e2e',
  outputDir: resolve(__dirname, '../test-results/playwright'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: resolve(__dirname, '../test-results/playwright.json') }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Headless Chromium composites in software: the calendar ticker's endless scroll would cost CPU
    // every frame and slow the timing-sensitive tests on small CI machines. Still and wrapped instead;
    // calendar.spec.ts asks for motion where it tests the moving ticker.
    reducedMotion: 'reduce',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: QUIET_CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'browser', grepInvert: /@desktop-only/ },
    // The journeys tagged @desktop again, on the desktop path: the built preload, Electron's IPC
    // (structured clone) and main's app:// answers and CSP, under the electron stand-in.
    { name: 'desktop', grep: /@desktop/, use: { transport: 'desktop' } },
  ],
});
