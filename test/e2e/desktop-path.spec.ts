import type { Page } from '@playwright/test';
import { openDesktop, type DesktopApp } from '../desktop/desktop-window';
import { startStandInHost } from '../host/stand-in-host';
import { test as base, expect } from './fixtures';

// The desktop harness itself (test/desktop): what it promises the @desktop journeys. Each test has
// its own context and host, so it can look at the problems the journeys' fixture would fail on.
// Tagged @desktop-only: the browser project leaves them out.

// The page's window as the renderer sees it (this file is type-checked without the DOM).
type PageWindow = { terminal: Record<string, (input?: unknown) => Promise<unknown>> };

const test = base.extend<{ desktop: { page: Page; app: DesktopApp } }>({
  desktop: async ({ browser }, use) => {
    const host = await startStandInHost();
    const context = await browser.newContext();
    try {
      const app = await openDesktop(context, host);
      const page = await context.newPage();
      await page.goto(app.url);
      await use({ page, app });
    } finally {
      await context.close();
      await host.close();
    }
  },
});

test(
  'the page comes with main’s CSP, Chromium enforces it, and the harness reports what it blocks',
  { tag: '@desktop-only' },
  async ({ desktop }) => {
    const { page, app } = desktop;
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.getByRole('status', { name: 'Status bar' }).getByTitle('Transport', { exact: true })).toHaveText('ELECTRON');
    expect(app.problems()).toEqual([]);

    // An inline script, which script-src 'self' forbids: refused, and reported.
    const refused = page.waitForEvent('console', (message) => /Content Security Policy/.test(message.text()));
    await page.addScriptTag({ content: 'globalThis.inlineRan = true' }).catch(() => undefined);
    expect((await refused).text()).toContain('script-src');
    expect(await page.evaluate(() => 'inlineRan' in globalThis)).toBe(false);
    await expect.poll(() => app.problems()).toContainEqual(expect.stringMatching(/^CSP: .*Content Security Policy/));
  },
);

test(
  'a value only one transport carries as sent is caught: NaN the WebSocket would turn into null, a function Electron refuses',
  { tag: '@desktop-only' },
  async ({ desktop }) => {
    const { page, app } = desktop;
    await expect(page.getByRole('status', { name: 'Status bar' }).getByTitle('Transport', { exact: true })).toHaveText('ELECTRON');

    // JSON would carry riskFreeRate as null; the structured clone carries NaN. Main refuses both, but the renderer would only ever have seen one answer.
    await page.evaluate(() => (globalThis as unknown as PageWindow).terminal['settings.update']?.({ riskFreeRate: NaN })); // the preload's global, in the page
    expect(app.problems()).toContainEqual("settings.update's input differs over the WebSocket at $.riskFreeRate: NaN (JSON gives null)");

    // The WebSocket would drop the function silently; Electron's IPC refuses to send it.
    const refused = await page.evaluate(() => {
      const bridge = (globalThis as unknown as PageWindow).terminal; // the preload's global, in the page
      return bridge['workspace.save']?.({ chartPrefs: { draw: () => 1 } }).then(
        () => 'sent',
        (err: Error) => err.message,
      );
    });
    expect(refused).toBe('An object could not be cloned.');
  },
);
