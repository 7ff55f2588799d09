// The desktop path in Chromium: the built main bundle under the electron stand-in (in its child
// process) and the built preload and renderer in Playwright's Chromium, joined as Electron joins
// them. Chromium will not navigate to app://, so the page lives on a stand-in host,
// https://app.terminal.test, whose every request is answered with exactly the status, headers (the
// CSP included) and body main's app:// protocol handler returns: Chromium enforces what Electron
// would. IPC crosses Playwright bindings to the stand-in's ipcMain, sent by the window's frame with
// origin app://terminal, so main's sender checks run for real; see electron-shim.ts for the page's half.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { StandInHost, StandInNews } from '../host/stand-in-host';
import { electronShim, SHIM_NAMES } from './electron-shim';
import { transportDivergence, type Direction } from './transport-parity';

/** Our renderer's origin in Electron (src-main/electron/renderer-protocol.ts, which imports electron itself). */
const APP_ORIGIN = 'app://terminal';
// https: app:// is registered secure, so the page is a secure context (crypto.randomUUID and the rest), as https is.
const PAGE_ORIGIN = 'https://app.terminal.test';
const builtPreload = path.resolve(__dirname, '../../out/preload/index.cjs');

interface ProtocolResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface DesktopApp {
  /** The main window's page, on the stand-in host. */
  url: string;
  /** CSP violations and uncaught errors seen in any window so far. */
  problems(): string[];
  close(): void;
}

const toPageUrl = (appUrl: string) => (appUrl.startsWith(`${APP_ORIGIN}/`) ? PAGE_ORIGIN + appUrl.slice(APP_ORIGIN.length) : appUrl);

/** The init script: the shim's `require`, then the built preload as Electron runs it (CommonJS, before the page). */
function preloadScript(): string {
  return `(() => {
  if (window.top !== window) return; // Electron runs the preload in the top frame only
  // Under tsx (the soak), esbuild keeps function names by wrapping them in __name(): the shim's source has the calls.
  const __name = (target) => target;
  const require = (${electronShim.toString()})(${JSON.stringify(SHIM_NAMES)});
  const module = { exports: {} };
  ((require, module, exports) => {
${readFileSync(builtPreload, 'utf8')}
  })(require, module, module.exports);
})();`;
}

/** Serves `host`'s windows in `context`: its main window on the page a test opens at `url`, each further window on a page of its own. */
export async function openDesktop(context: BrowserContext, host: StandInHost): Promise<DesktopApp> {
  const [main] = await host.op<{ contents: number; url: string }[]>('windows');
  if (!main) throw new Error('the host has no window');
  const problems: string[] = [];
  /** Pages opened for the host's further windows (detached panes); any other page is the main window. */
  const windowPages = new Map<number, Page>();
  const contentsOf = (page: Page) => [...windowPages].find(([, p]) => p === page)?.[0] ?? main.contents;
  const pageOf = (contents: number) =>
    contents === main.contents ? context.pages().find((p) => contentsOf(p) === main.contents) : windowPages.get(contents);
  const delivering = new WeakMap<Page, Promise<unknown>>();
  /** A frame member (input, envelope, payload): absent over the WebSocket when undefined, so undefined here is no difference. */
  const checkParity = (what: string, value: unknown, direction: Direction) => {
    if (value === undefined) return;
    for (const divergence of transportDivergence(value, direction)) problems.push(`${what} differs over the WebSocket at ${divergence}`);
  };

  await context.route(`${PAGE_ORIGIN}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const answer = await host.op<ProtocolResponse>('protocolRequest', { url: `${APP_ORIGIN}${pathname}${search}` });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: Buffer.from(answer.body) });
  });
  await context.exposeBinding(SHIM_NAMES.invoke, async ({ page }, channel: string, args: unknown[]) => {
    checkParity(`${String(args[0])}'s input`, args[1], 'to-main');
    try {
      const value = await host.op('invoke', { channel, frame: { kind: 'main', contents: contentsOf(page) }, args });
      checkParity(`${String(args[0])}'s answer`, value, 'to-renderer');
      return { ok: true, value };
    } catch (err) {
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  });
  await context.addInitScript({ content: preloadScript() });

  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));

  const onNews = (news: StandInNews) => {
    if (news.kind === 'sent') {
      checkParity(`the event ${String(news.args[0])}`, news.args[1], 'to-renderer');
      const page = pageOf(news.contents);
      if (!page) return;
      // In order, as Electron's one pipe per window delivers them; dropped while the page navigates, as there.
      const next = (delivering.get(page) ?? Promise.resolve()).then(() =>
        page
          .evaluate(
            ([name, channel, args]) =>
              (globalThis as unknown as Record<string, ((c: string, a: unknown[]) => void) | undefined>)[name]?.(channel, args), // the shim's hook, a plain global
            [SHIM_NAMES.deliver, news.channel, news.args] as const,
          )
          .catch(() => undefined),
      );
      delivering.set(page, next);
    } else if (news.kind === 'load' && news.contents !== main.contents && !windowPages.has(news.contents)) {
      void (async () => {
        const page = await context.newPage();
        windowPages.set(news.contents, page);
        // The user closing the window's page closes the window (main hands the pane back).
        page.once('close', () => {
          if (windowPages.delete(news.contents)) void host.op('closeWindow', { contents: news.contents }).catch(() => undefined);
        });
        await page.goto(toPageUrl(news.url));
      })().catch((err: Error) => problems.push(`could not open window ${news.contents}: ${err.message}`));
    } else if (news.kind === 'closed') {
      const page = windowPages.get(news.contents);
      windowPages.delete(news.contents);
      void page?.close();
    }
  };
  const stopNews = host.onNews(onNews);
  return { url: toPageUrl(main.url), problems: () => [...problems], close: stopNews };
}
