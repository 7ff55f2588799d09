// Keyboard paths inside a pane or a dialog: Tab walks their controls in order (a pane hands over to
// the next pane past its last control, a dialog wraps), and Esc releases a field back to its pane.

const TABBABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Where Tab walks: the dialog or the pane body holding the element. */
export function tabScope(el: Element | null): HTMLElement | null {
  return el?.closest<HTMLElement>('[role="dialog"], .pane-body') ?? null;
}

export function isDialog(scope: HTMLElement): boolean {
  return scope.getAttribute('role') === 'dialog';
}

/**
 * The controls Tab stops on, in document order: visible, enabled, and one per radio group (its
 * checked button, else its first; arrows move inside the group).
 */
function tabStops(scope: HTMLElement): HTMLElement[] {
  const seenRadios = new Set<string>();
  return [...scope.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || el.closest('[inert], [hidden]') || el.getClientRects().length === 0) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = `${el.form ? 'f' : ''}${el.name}`;
      if (seenRadios.has(group)) return false;
      const checked = scope.querySelector<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`);
      if (checked && checked !== el) return false;
      seenRadios.add(group);
    }
    return true;
  });
}

/**
 * The control Tab (step 1) or Shift+Tab (step -1) moves to from `from`, or null when the walk
 * leaves the scope (a dialog wraps instead). From the scope itself the walk starts at an end.
 */
export function nextStop(scope: HTMLElement, from: Element | null, step: 1 | -1): HTMLElement | null {
  const stops = tabStops(scope);
  if (stops.length === 0) return null;
  let target: number;
  const at = from ? stops.indexOf(from as HTMLElement) : -1;
  if (at >= 0) target = at + step;
  else if (!from || from === scope || !scope.contains(from)) target = step === 1 ? 0 : stops.length - 1;
  else {
    // Focus sits on something that is not a stop (a row, a chart part): go from its place among them.
    const after = stops.findIndex((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    target = step === 1 ? after : (after < 0 ? stops.length : after) - 1;
  }
  if (target >= 0 && target < stops.length) return stops[target] ?? null;
  if (!isDialog(scope)) return null;
  return stops[step === 1 ? 0 : stops.length - 1] ?? null;
}

/** A field the user types into: its keys are its own (a select, radio or checkbox is a choice, not typing). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
}

/** A list that finds its entries by typing (a select, a listbox): printable keys are its own. */
export function typesAhead(target: EventTarget | null): boolean {
  return target instanceof HTMLSelectElement || (target instanceof Element && target.closest('[role="listbox"]') !== null);
}

/** A form control that keeps focus until released: text entry and choices alike. */
export function isFormControl(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}
