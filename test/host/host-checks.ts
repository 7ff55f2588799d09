// The desktop host's promises, asserted from the outside. One list, run by the stand-in host test
// (npm run test:host, everywhere) and by the real-Electron test (npm run test:electron).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppSettings, SystemInfo } from '../../src-main/ipc/contract';
import type { FrameSpec, HostDriver } from './host-driver';

export interface HostCheck {
  name: string;
  run(host: HostDriver): Promise<void>;
}

const APP_PAGE = 'app://terminal/index.html';

async function forbidden(host: HostDriver, frame: FrameSpec): Promise<void> {
  const answer = await host.invoke(frame, 'system.info');
  assert.equal(answer.ok, false, `expected a refusal for ${JSON.stringify(frame)}`);
  if (!answer.ok) assert.equal(answer.error.code, 'FORBIDDEN');
}

export const hostChecks: HostCheck[] = [
  {
    name: 'opens one hardened window on the app:// renderer',
    async run(host) {
      const windows = await host.windows();
      assert.equal(windows.length, 1);
      const [win] = windows;
      assert.equal(win?.url, APP_PAGE);
      assert.match(win?.title ?? '', /Market Terminal/);
      const prefs = win?.webPreferences ?? {};
      assert.equal(prefs.contextIsolation, true);
      assert.equal(prefs.sandbox, true);
      assert.equal(prefs.nodeIntegration, false);
      assert.notEqual(prefs.nodeIntegrationInSubFrames, true);
      assert.equal(prefs.webSecurity, true);
      assert.notEqual(prefs.allowRunningInsecureContent, true);
      assert.notEqual(prefs.experimentalFeatures, true);
      assert.notEqual(prefs.webviewTag, true);
      assert.equal(prefs.enableBlinkFeatures, undefined);
      assert.match(String(prefs.preload), /preload[\\/]index\.cjs$/);
    },
  },
  {
    name: "answers its own window's system.info over IPC",
    async run(host) {
      const answer = await host.invoke({ kind: 'main' }, 'system.info');
      assert.equal(answer.ok, true, JSON.stringify(answer));
      const info = (answer as { value: SystemInfo }).value;
      assert.equal(info.transport, 'electron');
      assert.equal(info.dataSource.kind, 'demo');
    },
  },
  {
    name: 'refuses other origins, sub-frames and null frames with an envelope',
    async run(host) {
      await forbidden(host, { kind: 'other', url: 'https://evil.example/', origin: 'https://evil.example' });
      await forbidden(host, { kind: 'other', url: 'app://other/index.html', origin: 'app://other' });
      await forbidden(host, { kind: 'other', url: 'file:///index.html', origin: 'null' });
      await forbidden(host, { kind: 'other', url: 'data:text/html,x', origin: 'null' });
      await forbidden(host, { kind: 'sub' });
      await forbidden(host, null);
    },
  },
  {
    name: 'rejects unknown methods and bad input without crashing',
    async run(host) {
      const unknown = await host.invoke({ kind: 'main' }, 'fs.readFile', { path: '/etc/passwd' });
      assert.equal(unknown.ok, false);
      const bad = await host.invoke({ kind: 'main' }, 'data.read', { dataset: 42 });
      assert.equal(bad.ok, false);
      assert.equal((await host.invoke({ kind: 'main' }, 'system.info')).ok, true);
    },
  },
  {
    name: 'refuses navigation and redirects away from the app, including dropped files',
    async run(host) {
      for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', 'javascript:alert(1)']) {
        assert.equal(await host.navigationRefused('will-navigate', url), true, `will-navigate ${url}`);
        assert.equal(await host.navigationRefused('will-redirect', url), true, `will-redirect ${url}`);
      }
      assert.equal(await host.navigationRefused('will-navigate', APP_PAGE), false, 'reloading our own page is allowed');
    },
  },
  {
    name: 'denies window.open, target=_blank and middle-click windows, and webviews',
    async run(host) {
      for (const disposition of ['foreground-tab', 'background-tab', 'new-window'] as const) {
        assert.equal(await host.windowOpenAction('https://example.com/', disposition), 'deny', disposition);
        assert.equal(await host.windowOpenAction(APP_PAGE, disposition), 'deny', `${disposition} of our page`);
      }
      assert.equal(await host.webviewRefused('https://evil.example/'), true);
      assert.equal((await host.windows()).length, 1);
    },
  },
  {
    name: "denies every permission except our page's clipboard write",
    async run(host) {
      assert.equal(await host.permissionRequestGranted('clipboard-sanitized-write', APP_PAGE, true), true);
      assert.equal(await host.permissionCheckGranted('clipboard-sanitized-write', 'app://terminal', true), true);
      assert.equal(await host.permissionRequestGranted('clipboard-sanitized-write', APP_PAGE, false), false, 'sub-frame');
      assert.equal(await host.permissionRequestGranted('clipboard-sanitized-write', 'https://evil.example/', true), false);
      assert.equal(await host.permissionCheckGranted('clipboard-sanitized-write', 'https://evil.example', true), false);
      for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midiSysex', 'hid']) {
        assert.equal(await host.permissionRequestGranted(permission, APP_PAGE, true), false, permission);
        assert.equal(await host.permissionCheckGranted(permission, 'app://terminal', true), false, permission);
      }
    },
  },
  {
    name: 'serves the renderer on app:// with the CSP and refuses path traversal',
    async run(host) {
      const page = await host.fetchApp(APP_PAGE);
      assert.equal(page.status, 200);
      assert.match(page.bodyStart, /<!doctype html>/i);
      const csp = page.headers['content-security-policy'] ?? '';
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /connect-src 'none'/);
      assert.equal(page.headers['x-content-type-options'], 'nosniff');
      for (const url of [
        'app://terminal/../../package.json',
        'app://terminal/%2e%2e/%2e%2e/package.json',
        'app://terminal/..%2f..%2fpackage.json',
        'app://terminal/assets/..%5c..%5cpackage.json',
        'app://other/index.html',
      ]) {
        const answer = await host.fetchApp(url);
        assert.equal(answer.status, 404, url);
        assert.doesNotMatch(answer.bodyStart, /market-terminal/, url);
      }
    },
  },
  {
    name: "asks the user about a new link host in main's own dialog: the renderer's approve: true does not count",
    async run(host) {
      await host.answerMessageBoxes(1); // the user clicks Cancel
      const url = 'https://renderer-approved.example/page';
      const sent = await host.invoke({ kind: 'main' }, 'external.open', { url, approve: true });
      assert.deepEqual(sent, { ok: true, value: { url, opened: false, approval: null, declined: true } });
      const boxes = await host.messageBoxes();
      assert.equal(boxes.length, 1, JSON.stringify(boxes));
      const [box] = boxes;
      assert.equal(box?.modal, true, 'shown over the window');
      assert.match(box?.message ?? '', /renderer-approved\.example/);
      assert.deepEqual(box?.buttons, ['Open', 'Cancel']);
      assert.equal(box?.defaultId, 1, 'Cancel is the default');
      assert.equal(box?.cancelId, 1);
      const hosts = await host.invoke({ kind: 'main' }, 'links.hosts');
      assert.deepEqual(hosts, { ok: true, value: { trusted: [], declined: ['renderer-approved.example'] } });
      // The answer is remembered: the renderer insisting changes nothing and asks nothing.
      const again = await host.invoke({ kind: 'main' }, 'external.open', { url, approve: true });
      assert.equal((again as { value: { declined: boolean } }).value.declined, true);
      assert.equal((await host.messageBoxes()).length, 1);
      assert.equal((await host.invoke({ kind: 'main' }, 'links.forget', { host: 'renderer-approved.example' })).ok, true);
    },
  },
  {
    name: 'keeps the token in the vault encrypted by safeStorage with the origin it was entered for, never in clear',
    async run(host) {
      const token = 'tok-host-check-5f0e';
      const set = await host.invoke({ kind: 'main' }, 'settings.dataSource.set', { kind: 'remote', baseUrl: 'http://127.0.0.1:9/', token });
      assert.equal(set.ok, true, JSON.stringify(set));
      const settings = await host.invoke({ kind: 'main' }, 'settings.get');
      assert.equal(settings.ok, true);
      const value = (settings as { value: AppSettings }).value;
      assert.equal(value.hasToken, true);
      assert.equal(value.tokenStorage, 'the OS keychain');
      assert.doesNotMatch(JSON.stringify(value), new RegExp(token));
      const stored = readFileSync(path.join(host.dataDir, 'token.enc'));
      assert.equal(stored.includes(token), false, 'the file must not hold the token in clear');
      assert.deepEqual(JSON.parse(await host.decrypt(stored)), { origin: 'http://127.0.0.1:9', token });
      assert.equal((await host.invoke({ kind: 'main' }, 'settings.dataSource.set', { kind: 'demo' })).ok, true);
    },
  },
];
