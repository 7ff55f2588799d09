import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { accelerator, aboutText, appMenuTemplate, type MenuEnvironment } from '../../../src-main/electron/app-menu';
import type { DesktopCommand, DesktopMenu } from '../../../src-main/ipc/contract';

const model: DesktopMenu = {
  functions: [
    { code: 'DES', title: 'Overview', group: 'Shares', needsSecurity: true },
    { code: 'MKT', title: 'Market overview', group: 'Market', needsSecurity: false },
  ],
  actions: [
    { action: 'command.open', label: 'Command line', section: 'general', key: 'Mod+k' },
    { action: 'pane.detach', label: 'Detach the pane', section: 'pane', key: 'Mod+D' },
    { action: 'pane.close', label: 'Close the pane', section: 'pane', key: 'Alt+x' },
    { action: 'pane.link-1', label: 'Amber', section: 'link', key: 'Alt+1' },
  ],
};

function setup(platform: NodeJS.Platform) {
  const sent: DesktopCommand[] = [];
  const env: MenuEnvironment = {
    platform,
    appName: 'Market Terminal',
    isPackaged: true,
    send: (c) => sent.push(c),
    showAbout: () => sent.push({ kind: 'action', action: 'about' }),
  };
  return { template: appMenuTemplate(model, env), sent };
}

const sub = (item: MenuItemConstructorOptions | undefined) => (item?.submenu ?? []) as MenuItemConstructorOptions[];
const find = (items: MenuItemConstructorOptions[], label: string) => items.find((i) => i.label === label || i.role === label);
const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as (() => void) | undefined)?.();

describe('the native application menu', () => {
  it('has the macOS app menu, then File, Edit, View, Functions, Pane, Window, Help', () => {
    expect(setup('darwin').template.map((m) => m.label ?? m.role)).toEqual([
      'Market Terminal',
      'File',
      'Edit',
      'View',
      'Functions',
      'Pane',
      'Window',
      'help',
    ]);
    expect(setup('win32').template.map((m) => m.label ?? m.role)).toEqual(['File', 'Edit', 'View', 'Functions', 'Pane', 'Window', 'help']);
  });

  it('gives Edit the standard roles, so copy and paste work on macOS', () => {
    const roles = sub(find(setup('darwin').template, 'Edit'))
      .map((i) => i.role)
      .filter(Boolean);
    expect(roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']));
  });

  it('offers themes, zoom and full screen in View, and no developer tools when packaged', () => {
    const { template, sent } = setup('linux');
    const view = sub(find(template, 'View'));
    expect(view.map((i) => i.role).filter(Boolean)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    click(find(view, 'Light theme'));
    expect(sent).toEqual([{ kind: 'theme', theme: 'light' }]);
  });

  it('lists every declared function by group and sends it to the focused window', () => {
    const { template, sent } = setup('linux');
    const groups = sub(find(template, 'Functions'));
    expect(groups.map((g) => g.label)).toEqual(['Shares', 'Market']);
    click(sub(groups[1])[0]);
    expect(sent).toEqual([{ kind: 'function', code: 'MKT' }]);
  });

  it('shows pane actions with their keys without taking the keys from the page', () => {
    const { template, sent } = setup('win32');
    const pane = sub(find(template, 'Pane'));
    const detach = find(pane, 'Detach the pane');
    expect(detach).toMatchObject({ accelerator: 'CmdOrCtrl+Shift+D', registerAccelerator: false });
    expect(find(pane, 'Close the pane')).toMatchObject({ accelerator: 'Alt+X' });
    click(detach);
    expect(sent).toEqual([{ kind: 'action', action: 'pane.detach' }]);
    expect(sub(find(pane, 'Link group')).map((i) => i.label)).toEqual(['Amber']);
  });

  it('has About with the versions: the standard panel on macOS, a Help item elsewhere', () => {
    expect(sub(setup('darwin').template[0]).some((i) => i.role === 'about')).toBe(true);
    const { template, sent } = setup('linux');
    click(find(sub(find(template, 'help')), 'About Market Terminal'));
    expect(sent).toEqual([{ kind: 'action', action: 'about' }]);
    expect(aboutText('1.2.3', { ...process.versions, electron: '45.4.1', chrome: '142.0' })).toMatch(
      /Version 1\.2\.3\nElectron 45\.4\.1\nChromium 142\.0\nNode /,
    );
  });
});

describe('accelerator', () => {
  it('turns our key strings into Electron accelerators', () => {
    expect(accelerator('Mod+k', 'linux')).toBe('CmdOrCtrl+K');
    expect(accelerator('Mod+D', 'darwin')).toBe('CmdOrCtrl+Shift+D');
    expect(accelerator('Alt+Shift+ArrowLeft', 'win32')).toBe('Alt+Shift+Left');
    expect(accelerator('Alt+\\', 'linux')).toBe('Alt+\\');
    expect(accelerator('F1', 'darwin')).toBe('F1');
  });

  it('shows no accelerator for plain keys, nor for Option chords on macOS', () => {
    expect(accelerator('Tab', 'linux')).toBeNull();
    expect(accelerator('?', 'linux')).toBeNull();
    expect(accelerator('Alt+x', 'darwin')).toBeNull();
    expect(accelerator(null, 'linux')).toBeNull();
  });
});
