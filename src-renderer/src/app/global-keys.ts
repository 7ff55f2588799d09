// The workspace keyboard: one listener turns key presses into actions from the key map.
// Inputs keep their keys; tables and screens stop the keys they use themselves.
import { t } from '../i18n';
import { actionFor, type ActionId } from '../commands/keymap';
import { MIN_PANE_PX, type LinkGroup } from '../workspace/layout';
import { focusPane } from './focus-keeper';
import { isDialog, isFormControl, isTextEntry, nextStop, tabScope, typesAhead } from './focus-walk';
import type { WorkspaceStore } from '../workspace/workspace-store';

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
const LINKS: Record<string, LinkGroup> = {
  'pane.link-1': 'amber',
  'pane.link-2': 'green',
  'pane.link-3': 'blue',
  'pane.link-4': 'magenta',
};

/** Why a split did not happen: said on the notice line, as other refused pane actions are. */
const splitRefused = (): string =>
  t(
    'No room to split this pane: each half would be under {w}×{h} px. Close a pane (Alt+X) or grow this one (Alt+Shift+arrows) first.',
    MIN_PANE_PX,
  );

/** The tiling area's size, which a split's minimum pane size is measured against. */
export function workspaceArea(): { w: number; h: number } | undefined {
  const area = document.querySelector('.workspace-area');
  return area ? { w: area.clientWidth, h: area.clientHeight } : undefined;
}

export interface GlobalKeyHandlers {
  workspace: WorkspaceStore;
  openCommandLine(initial?: string): void;
  toggleHelp(): void;
  /** Shows or hides the focused screen's help (F1). */
  toggleScreenHelp(): void;
  /** Adds the focused pane's share or fund to the current watchlist. */
  addToWatchlist(): void;
  /** Moves the focused pane into its own window, or back. */
  detachPane(): void;
  focusTicker(): void;
  /** Opens CHG (what the latest sync changed) in the focused pane. */
  openChanges(): void;
  /** Says why a pane action was refused (null: nothing to say any more). */
  say(notice: string | null): void;
}

function splitPane(where: 'right' | 'down', h: GlobalKeyHandlers): void {
  h.say(h.workspace.splitPane(where, workspaceArea()) ? null : splitRefused());
}

/**
 * Tab past a pane's last control (Shift+Tab before its first) goes to the next pane's first
 * control (the previous pane's last): the walk follows the order on screen, and a pane alone
 * wraps to its own first field, so the fields above a table are always reached.
 */
function tabOutOfPane(step: 1 | -1, h: GlobalKeyHandlers): void {
  run(step === 1 ? 'pane.focus-next' : 'pane.focus-prev', h);
  const body = document.querySelector<HTMLElement>('.pane.focused .pane-body');
  if (body) nextStop(body, body, step)?.focus();
}

export function run(action: ActionId, h: GlobalKeyHandlers): void {
  const w = h.workspace;
  switch (action) {
    case 'command.open':
      return h.openCommandLine();
    case 'help.toggle':
      return h.toggleHelp();
    case 'help.screen':
      return h.toggleScreenHelp();
    case 'pane.split-right':
      return splitPane('right', h);
    case 'pane.split-down':
      return splitPane('down', h);
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
    case 'changes.open':
      return h.openChanges();
    case 'alerts.open':
      return w.open({ fn: 'ALRT' });
    default:
      return w.link(LINKS[action] ?? null);
  }
}

export function installGlobalKeys(h: GlobalKeyHandlers): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing) return;
    const scope = tabScope(document.activeElement);
    // Tab walks the controls of the focused pane (then on to the next pane) or of a dialog (wrapping).
    if (scope && e.key === 'Tab' && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      const step = e.shiftKey ? -1 : 1;
      const next = nextStop(scope, document.activeElement, step);
      if (next) next.focus();
      else if (!isDialog(scope)) tabOutOfPane(step, h);
      return;
    }
    // Esc with nothing focused goes back to the focused pane (one level up from nowhere).
    if (e.key === 'Escape' && (document.activeElement === null || document.activeElement === document.body)) {
      e.preventDefault();
      focusPane();
      return;
    }
    // Esc releases a field back to its pane, so typing starts commands again.
    if (scope && !isDialog(scope) && e.key === 'Escape' && isFormControl(e.target)) {
      e.preventDefault();
      scope.focus({ preventScroll: true });
      return;
    }
    // A list that finds by typing keeps its printable keys, shortcuts included ("/" in "Europe/Paris").
    if (typesAhead(e.target) && e.key.length === 1 && !e.altKey && !e.ctrlKey && !e.metaKey) return;
    const inField = isTextEntry(e.target);
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
