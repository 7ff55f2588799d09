// Focus has one owner and is never dropped: when the focused control leaves the page (a list
// re-rendered, a panel closed) and the browser parks focus on <body>, it goes back to the focused
// pane — its table, else its first control, else the pane itself — so the next key acts there
// instead of opening the command line by accident.
import { nextStop } from './focus-walk';

/** Where focus goes back to in the focused pane. */
export function focusPane(): void {
  const body = document.querySelector<HTMLElement>('.pane.focused .pane-body');
  if (!body) return;
  const target = body.querySelector<HTMLElement>('[role="grid"]') ?? nextStop(body, body, 1) ?? body;
  target.focus({ preventScroll: true });
}

const dropped = () => document.activeElement === null || document.activeElement === document.body;

export function installFocusKeeper(): () => void {
  const onFocusOut = (e: FocusEvent) => {
    // Focus moving somewhere (relatedTarget), or the window losing it, is not a drop.
    if (e.relatedTarget !== null || !(e.target instanceof HTMLElement)) return;
    const lost = e.target;
    setTimeout(() => {
      if (!document.hasFocus() || !dropped()) return;
      // A click on an empty spot leaves the element in place: only a control that went away counts.
      if (lost.isConnected && lost.getClientRects().length > 0) return;
      focusPane();
    });
  };
  document.addEventListener('focusout', onFocusOut, true);
  return () => document.removeEventListener('focusout', onFocusOut, true);
}
