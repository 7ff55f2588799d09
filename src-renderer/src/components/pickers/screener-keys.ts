// The keys of a list screen with a filter bar (MKT, FUNDS): Alt+F reaches the bar, leaving the
// bar returns to the table. Alt+F, not a bare letter: letters typed in a table start a command.

export interface ScreenerKeys {
  /** The screen's root element (its table is found inside). */
  root: (element: HTMLElement) => void;
  /** The filter bar's first control (FilterBar's ref). */
  firstFilter: (element: HTMLButtonElement) => void;
  focusTable: () => void;
  /** On the screen's root: Alt+F to the filters. */
  onKeyDown: (event: KeyboardEvent) => void;
}

export function screenerKeys(): ScreenerKeys {
  let root: HTMLElement | undefined;
  let first: HTMLButtonElement | undefined;
  return {
    root: (element) => (root = element),
    firstFilter: (element) => (first = element),
    focusTable: () => root?.querySelector<HTMLElement>('[role="grid"]')?.focus(),
    onKeyDown: (event) => {
      // The physical key is read, since macOS turns Alt+F into "ƒ".
      if (event.altKey && event.code === 'KeyF' && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        first?.focus();
      }
    },
  };
}
