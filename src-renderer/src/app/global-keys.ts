// The workspace keyboard: one listener turns key presses into actions from the key map.
// Inputs keep their keys; tables and screens stop the keys they use themselves.
import { actionFor, type ActionId } from '../commands/keymap';
import type { LinkGroup } from '../workspace/layout';
import type { WorkspaceStore } from '../workspace/workspace-store';

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
const LINKS: Record<string, LinkGroup> = {
  'pane.link-1': 'amber',
  'pane.link-2': 'green',
  'pane.link-3': 'blue',
  'pane.link-4': 'magenta',
};

function editable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The tiling area's size, which a split's minimum pane size is measured against. */
function workspaceArea(): { w: number; h: number } | undefined {
  const area = document.querySelector('.workspace-area');
  return area ? { w: area.clientWidth, h: area.clientHeight } : undefined;
}

export interface GlobalKeyHandlers {
  workspace: WorkspaceStore;
  openCommandLine(initial?: string): void;
  toggleHelp(): void;
  /** Adds the focused pane's share or fund to the current watchlist. */
  addToWatchlist(): void;
  /** Moves the focused pane into its own window, or back. */
  detachPane(): void;
  focusTicker(): void;
}

export function run(action: ActionId, h: GlobalKeyHandlers): void {
  const w = h.workspace;
  switch (action) {
    case 'command.open':
      return h.openCommandLine();
    case 'help.toggle':
      return h.toggleHelp();
    case 'pane.split-right':
      return w.splitPane('right', workspaceArea());
    case 'pane.split-down':
      return w.splitPane('down', workspaceArea());
    case 'pane.close':
      return w.closePane();
    case 'pane.maximize':
      return w.maximize();
    case 'pane.focus-next':
      return w.focusNext(1);
    case 'pane.focus-prev':
      return w.focusNext(-1);
    case 'pane.focus-left':
      return w.focusToward('left');
    case 'pane.focus-right':
      return w.focusToward('right');
    case 'pane.focus-up':
      return w.focusToward('up');
    case 'pane.focus-down':
      return w.focusToward('down');
    case 'pane.grow-left':
      return w.grow('left');
    case 'pane.grow-right':
      return w.grow('right');
    case 'pane.grow-up':
      return w.grow('up');
    case 'pane.grow-down':
      return w.grow('down');
    case 'pane.back':
      return w.back();
    case 'pane.forward':
      return w.forward();
    case 'pane.unlink':
      return w.link(null);
    case 'watchlist.add':
      return h.addToWatchlist();
    case 'pane.detach':
      return h.detachPane();
    case 'ticker.focus':
      return h.focusTicker();
    default:
      return w.link(LINKS[action] ?? null);
  }
}

export function installGlobalKeys(h: GlobalKeyHandlers): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing) return;
    const inField = editable(e.target);
    const action = actionFor(e, undefined, isMac);
    // In a text field only the chords that cannot be typing reach the workspace.
    if (inField && (!action || !(e.altKey || e.ctrlKey || e.metaKey || e.key === 'F1'))) return;
    if (action) {
      e.preventDefault();
      run(action, h);
      return;
    }
    // Just start typing: a printable key with no modifier opens the command line with it.
    if (!inField && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ') {
      e.preventDefault();
      h.openCommandLine(e.key);
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
