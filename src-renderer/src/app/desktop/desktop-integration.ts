// The workspace's side of the desktop app: declares the native menu, runs what its items ask,
// names the window after the focused pane, keeps the windows of detached panes, and follows the
// layout other windows save. In browser mode the same code detaches a pane into a browser window
// on the same session (sessionStorage, and so the link token, is copied to windows it opens).
import { createEffect, onCleanup } from 'solid-js';
import type { Client } from '../../api/typed-client';
import type { DesktopCommand, Theme } from '../../../../src-main/ipc/contract';
import { t } from '../../i18n';
import { functionDef } from '../../commands/functions';
import type { ActionId } from '../../commands/keymap';
import { GLOBAL_BINDINGS } from '../../commands/keymap';
import { paneOrder, type PaneId } from '../../workspace/layout';
import type { WorkspaceStore } from '../../workspace/workspace-store';
import { isDetached, windowTitle } from '../../workspace/detached';
import { desktopMenu } from './menu-model';

export interface DesktopIntegration {
  /** Ctrl/Cmd+Shift+D: the focused pane into its own window, or back. */
  toggleDetach(): void;
}

export interface DesktopOptions {
  client: Client;
  workspace: WorkspaceStore;
  /** The pane this window shows alone (a detached pane's window), else null. */
  onlyPane: PaneId | null;
  runAction(action: ActionId): void;
  setTheme(theme: Theme): void;
  /** Reloads the settings (another window may have changed the theme). */
  refreshSettings(): void;
  /** Shows why a pane stayed in this window (main refused its own window); null clears it. */
  say(problem: string | null): void;
}

const KNOWN_ACTIONS = new Set<string>(GLOBAL_BINDINGS.map((b) => b.action));
/** How often the main tab checks whether a browser window it opened was closed. */
const BROWSER_WINDOW_POLL_MS = 1000;

export function installDesktop(options: DesktopOptions): DesktopIntegration {
  const { client, workspace } = options;
  const layout = workspace.layout;
  const browserWindows = new Map<PaneId, Window>();

  const paneTitle = (pane: PaneId) => windowTitle(layout(), pane);
  const reportProblem = (err: Error) => console.error('desktop:', err.message);

  const openWindow = async (pane: PaneId) => {
    // The new window reads the workspace from the store: it must find this change there.
    await workspace.flush();
    const { windowed } = await client.call('desktop.paneWindow', { pane, open: true, title: paneTitle(pane) });
    if (windowed) return;
    const url = `${location.origin}${location.pathname}${location.search}#pane=${encodeURIComponent(pane)}`;
    const win = window.open(url, `market-terminal-${pane}`, 'popup');
    if (win) browserWindows.set(pane, win);
    else workspace.detach(pane, false); // the browser blocked the window: keep the pane here
  };

  /** Opens the pane's window; refused (at most 16 windows), the pane is put back and the user told why. */
  const detachIntoWindow = (pane: PaneId) =>
    openWindow(pane).catch((err: Error) => {
      workspace.detach(pane, false);
      options.say(t('Pane not detached: {error}', { error: err.message }));
    });

  const closeWindow = (pane: PaneId) => {
    browserWindows.get(pane)?.close();
    browserWindows.delete(pane);
    return client.call('desktop.paneWindow', { pane, open: false, title: '' });
  };

  const run = (command: DesktopCommand) => {
    switch (command.kind) {
      case 'action':
        if (KNOWN_ACTIONS.has(command.action)) options.runAction(command.action as ActionId);
        return;
      case 'function': {
        const def = functionDef(command.code);
        if (!def) return;
        // A security function applies to the focused pane's security; without one the pane asks for it.
        const security = layout().panes[layout().focused]?.screen.security;
        workspace.open(security && def.targets.includes(security.kind) ? { fn: def.code, security } : { fn: def.code });
        return;
      }
      case 'theme':
        return options.setTheme(command.theme);
      case 'reattach':
        return workspace.detach(command.pane, false);
    }
  };

  // Its words are the UI language's: a new language sends the menu again.
  createEffect(() => void client.call('desktop.menu', desktopMenu()).catch(reportProblem));
  onCleanup(client.on('desktop.command', run));
  onCleanup(client.on('workspace.changed', ({ by, current }) => by !== workspace.instance && workspace.adopt(current)));

  // Settings are changed in one window at a time: the others catch up when they get focus.
  const onFocus = () => options.refreshSettings();
  window.addEventListener('focus', onFocus);
  onCleanup(() => window.removeEventListener('focus', onFocus));

  // The title names the focused pane (the pane itself in its own window).
  createEffect(() => {
    document.title = paneTitle(options.onlyPane ?? layout().focused);
  });

  // A detached pane closed from the main window (Alt+X on its placeholder) takes its window along.
  createEffect(() => {
    const pane = options.onlyPane;
    if (pane === null || layout().panes[pane]) return;
    void closeWindow(pane).then(({ windowed }) => !windowed && window.close(), reportProblem);
  });

  if (options.onlyPane === null) {
    // A restored workspace reopens its detached panes' windows.
    for (const pane of layout().detached ?? []) void detachIntoWindow(pane);
    // Browser mode: a closed browser window hands its pane back.
    const poll = setInterval(() => {
      for (const [pane, win] of browserWindows) {
        if (!win.closed) continue;
        browserWindows.delete(pane);
        workspace.detach(pane, false);
      }
    }, BROWSER_WINDOW_POLL_MS);
    onCleanup(() => clearInterval(poll));
  }

  return {
    toggleDetach() {
      const pane = options.onlyPane ?? layout().focused;
      if (isDetached(layout(), pane)) {
        workspace.detach(pane, false);
        const inOwnWindow = options.onlyPane !== null;
        void closeWindow(pane).then(({ windowed }) => {
          // Browser mode: main has no window to close; this tab was opened by script, so it can go.
          if (inOwnWindow && !windowed) window.close();
        }, reportProblem);
      } else if (options.onlyPane === null) {
        options.say(null);
        workspace.detach(pane, true);
        // Typing goes on in this window: to a pane that is still here.
        const stays = paneOrder(layout().root).find((id) => !isDetached(layout(), id));
        if (stays) workspace.focus(stays);
        void detachIntoWindow(pane);
      }
    },
  };
}
