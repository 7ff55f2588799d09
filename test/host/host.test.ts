// npm run test:host: the built desktop host, booted under Node with the electron stand-in.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostChecks } from './host-checks';
import { startStandInHost, type StandInHost } from './stand-in-host';

describe('desktop host (built main bundle, electron stand-in)', () => {
  let host: StandInHost;
  beforeAll(async () => {
    host = await startStandInHost();
  }, 30_000);
  afterAll(async () => {
    await host?.close();
  });

  for (const check of hostChecks) it(check.name, () => check.run(host));

  it('registers app:// as a standard, secure scheme before ready and serves it after', async () => {
    const registrations = await host.op<{
      privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[];
      handledSchemes: string[];
    }>('registrations');
    expect(registrations.privilegedSchemes).toContainEqual({
      scheme: 'app',
      privileges: expect.objectContaining({ standard: true, secure: true }) as unknown,
    });
    expect(registrations.handledSchemes).toEqual(['app']);
  });

  it('shows the standard menus at once and the registries’ menus once the renderer declares them', async () => {
    type Item = { label?: string; role?: string; accelerator?: string; submenu?: Item[] };
    const before = await host.op<Item[]>('menu');
    expect(before.find((m) => m.label === 'Edit')?.submenu?.map((i) => i.role)).toEqual(expect.arrayContaining(['copy', 'paste']));
    const menu = {
      functions: [{ code: 'GP', title: 'Price chart', group: 'Shares', needsSecurity: true }],
      actions: [{ action: 'pane.detach', label: 'Detach the pane', section: 'pane', key: 'Mod+D' }],
    };
    await expect(
      host.invoke({ kind: 'other', url: 'https://evil.example/', origin: 'https://evil.example' }, 'desktop.menu', menu),
    ).resolves.toMatchObject({ ok: false });
    await expect(host.invoke({ kind: 'main' }, 'desktop.menu', menu)).resolves.toEqual({ ok: true, value: { shown: true } });
    const after = await host.op<Item[]>('menu');
    expect(after.find((m) => m.label === 'Functions')?.submenu?.[0]?.submenu?.[0]?.label).toMatch(/^GP {2}Price chart/);
    expect(after.find((m) => m.label === 'Pane')?.submenu?.[0]).toMatchObject({
      label: 'Detach the pane',
      accelerator: 'CmdOrCtrl+Shift+D',
    });
  });

  it('opens a detached pane in its own hardened window, and hands the pane back when it closes', async () => {
    const open = await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane: 'p2', open: true, title: 'BOAF GP — Market Terminal' });
    expect(open).toEqual({ ok: true, value: { windowed: true } });
    const windows = await host.windows();
    expect(windows).toHaveLength(2);
    expect(windows[1]).toMatchObject({ url: 'app://terminal/index.html#pane=p2', title: 'BOAF GP — Market Terminal' });
    expect(windows[1]?.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    // The pane's window is our renderer too: its IPC is answered.
    await expect(host.invoke({ kind: 'main' }, 'system.info')).resolves.toMatchObject({ ok: true });

    await host.op('closeWindow', { window: 1 });
    expect(await host.windows()).toHaveLength(1);
    const sent = await host.op<[string, unknown][]>('sent', { window: 0 });
    expect(sent).toContainEqual(['desktop.command', { kind: 'reattach', pane: 'p2' }]);
    const boundsFile = path.join(host.dataDir, 'pane-windows.json');
    const remembered = JSON.parse(readFileSync(boundsFile, 'utf8')) as Record<string, unknown>;
    if (process.platform !== 'win32') expect(statSync(boundsFile).mode & 0o777, 'the bounds file is the user’s alone').toBe(0o600);
    expect(remembered.p2).toMatchObject({
      bounds: expect.objectContaining({ width: expect.any(Number) as unknown }) as unknown,
      maximized: false,
    });
  });

  it("opens a new link host when the user clicks Open in main's dialog, and remembers it", async () => {
    await host.op('answerMessageBoxes', { response: 0 });
    const url = 'https://user-approved.example/a';
    await expect(host.invoke({ kind: 'main' }, 'external.open', { url })).resolves.toEqual({
      ok: true,
      value: { url, opened: true, approval: null, declined: false },
    });
    expect(await host.op<string[]>('openedExternally')).toContain(url);
    const asked = (await host.op<{ message: string }[]>('messageBoxes')).filter((b) => b.message.includes('user-approved.example'));
    expect(asked).toHaveLength(1);
    await host.invoke({ kind: 'main' }, 'external.open', { url: 'https://user-approved.example/b' });
    expect((await host.op<{ message: string }[]>('messageBoxes')).filter((b) => b.message.includes('user-approved.example'))).toHaveLength(
      1,
    );
  });

  it('opens at most 16 detached pane windows: the 17th is refused with a message', async () => {
    const panes = Array.from({ length: 17 }, (_, i) => `many${i}`);
    const answers = [];
    for (const pane of panes) answers.push(await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane, open: true, title: pane }));
    expect(answers.slice(0, 16).every((a) => a.ok)).toBe(true);
    expect(answers[16]).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'at most 16 detached windows: put one back first' },
    });
    expect(await host.windows()).toHaveLength(17); // the main window and 16 panes
    // Putting one back makes room again.
    await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane: 'many0', open: false, title: '' });
    await expect(host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane: 'many16', open: true, title: 'x' })).resolves.toMatchObject({
      ok: true,
    });
    for (const pane of panes.slice(1)) await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane, open: false, title: '' });
    expect(await host.windows()).toHaveLength(1);
  });

  it('shares one layout between windows: a save is announced to the others, not back to the saving one', async () => {
    await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane: 'layout', open: true, title: 'layout' });
    await host.invoke({ kind: 'main', window: 1 }, 'workspace.save', { current: { hello: 1 }, by: 'win-b' });
    const changed = ([name]: [string, unknown]) => name === 'workspace.changed';
    expect((await host.op<[string, unknown][]>('sent', { window: 0 })).filter(changed)).toEqual([
      ['workspace.changed', { by: 'win-b', current: { hello: 1 } }],
    ]);
    expect((await host.op<[string, unknown][]>('sent', { window: 1 })).filter(changed)).toEqual([]);
    await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane: 'layout', open: false, title: '' });
  });

  it('keeps only the last few events it sent a window, so a long run (soak:ui --desktop) measures main, not the stand-in', async () => {
    await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane: 'record', open: true, title: 'record' });
    for (let save = 1; save <= 60; save++)
      await host.invoke({ kind: 'main', window: 1 }, 'workspace.save', { current: { save }, by: 'win-b' });
    const sent = await host.op<[string, unknown][]>('sent', { window: 0 });
    expect(sent.length).toBeLessThanOrEqual(50);
    expect(sent.at(-1)).toEqual(['workspace.changed', { by: 'win-b', current: { save: 60 } }]);
    await host.invoke({ kind: 'main' }, 'desktop.paneWindow', { pane: 'record', open: false, title: '' });
  });

  it('loads the Node build of better-sqlite3 here, and says so', () => {
    expect(host.output()).toMatch(/better-sqlite3: not running in Electron .*Node build/);
  });
});
