import { describe, expect, it } from 'vitest';
import { displayKey, GLOBAL_BINDINGS, actionFor } from '../../../src-renderer/src/commands/keymap';
import { FUNCTIONS } from '../../../src-renderer/src/commands/functions';
import { methods } from '../../../src-main/ipc/contract';
import { desktopMenu } from '../../../src-renderer/src/app/desktop/menu-model';
import { isDetached, paneFromHash, setDetached, windowTitle } from '../../../src-renderer/src/workspace/detached';
import { closeFocused, singlePane, split, type Layout } from '../../../src-renderer/src/workspace/layout';
import { restoreLayout } from '../../../src-renderer/src/workspace/layout-schema';

const boaf = { kind: 'share' as const, id: 1, code: 'BOAF', title: 'BOAF SN' };
function twoPanes(): Layout {
  const l = split(singlePane('p1', { fn: 'MKT' }), 'right', 'p2', { fn: 'GP', security: boaf });
  return { ...l, focused: 'p2' };
}
const known = (fn: string) => FUNCTIONS.some((f) => f.code === fn);

describe('detached panes', () => {
  it('detaches and brings back a pane, keeping its place in the tree', () => {
    const detached = setDetached(twoPanes(), 'p2', true);
    expect(isDetached(detached, 'p2')).toBe(true);
    expect(detached.root).toEqual(twoPanes().root);
    const back = setDetached(detached, 'p2', false);
    expect(isDetached(back, 'p2')).toBe(false);
    expect(setDetached(twoPanes(), 'nope', true)).toEqual(twoPanes());
  });

  it('survives a restore, and a detached pane closed in its window leaves no dangling id', () => {
    const detached = setDetached(twoPanes(), 'p2', true);
    expect(restoreLayout(JSON.parse(JSON.stringify(detached)), known)?.detached).toEqual(['p2']);
    const closed = closeFocused(detached); // p2 closed from its own window
    expect(restoreLayout(JSON.parse(JSON.stringify(closed)), known)?.detached).toEqual([]);
    expect(restoreLayout({ ...detached, detached: 'p2' }, known)).toBeNull();
  });

  it('reads the pane a window shows from its URL fragment', () => {
    expect(paneFromHash('#pane=p2')).toBe('p2');
    expect(paneFromHash('')).toBeNull();
    expect(paneFromHash('#token=abc')).toBeNull();
    expect(paneFromHash('#pane=../../x')).toBeNull();
  });

  it('names the window after the pane: security and function', () => {
    expect(windowTitle(twoPanes())).toBe('BOAF GP — Market Terminal');
    expect(windowTitle(twoPanes(), 'p1')).toBe('MKT — Market Terminal');
    expect(windowTitle(twoPanes(), 'gone')).toBe('Market Terminal');
  });

  it('binds Ctrl/Cmd+Shift+D to detaching, shown with its Shift', () => {
    const press = { key: 'D', code: 'KeyD', ctrlKey: true, altKey: false, shiftKey: true, metaKey: false };
    expect(actionFor(press)).toBe('pane.detach');
    expect(actionFor({ ...press, ctrlKey: false, metaKey: true }, undefined, true)).toBe('pane.detach');
    expect(actionFor({ ...press, key: 'd', shiftKey: false })).not.toBe('pane.detach');
    expect(displayKey('Mod+D')).toBe('Ctrl+Shift+D');
    expect(displayKey('Mod+D', true)).toBe('⌘+Shift+D');
  });
});

describe('the desktop menu model', () => {
  it('declares every function and every workspace shortcut HELP lists', () => {
    const menu = desktopMenu();
    expect(menu.functions.map((f) => f.code)).toEqual(FUNCTIONS.map((f) => f.code));
    expect(menu.actions.map((a) => a.action)).toEqual(GLOBAL_BINDINGS.map((b) => b.action));
    expect(menu.functions.find((f) => f.code === 'GP')?.needsSecurity).toBe(true);
    expect(menu.functions.find((f) => f.code === 'MKT')?.needsSecurity).toBe(false);
  });

  it('is accepted by the contract (a refused menu leaves the desktop app without one)', () => {
    const checked = methods['desktop.menu'].input.safeParse(desktopMenu());
    expect(checked.error?.issues ?? []).toEqual([]);
  });

  it('sorts shortcuts into general, pane and link sections, with the chord a menu can show', () => {
    const menu = desktopMenu();
    const of = (action: string) => menu.actions.find((a) => a.action === action);
    expect(of('command.open')).toMatchObject({ section: 'general', key: 'Mod+k' });
    expect(of('pane.detach')).toMatchObject({ section: 'pane', key: 'Mod+D' });
    expect(of('pane.focus-next')).toMatchObject({ section: 'pane', key: null }); // Tab stays the page's
    expect(of('pane.link-2')).toMatchObject({ section: 'link', key: 'Alt+2' });
    expect(of('pane.unlink')?.section).toBe('link');
  });
});
