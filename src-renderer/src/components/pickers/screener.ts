// A list screen with a filter bar (MKT, FUNDS): the filters it has set, and its keys — Alt+F
// reaches the bar, leaving the bar returns to the table. Alt+F, not a bare letter: letters typed
// in a table start a command.
import { type Accessor, createSignal } from 'solid-js';
import type { FilterValues } from './record-filters';

export interface FilterState<K extends string> {
  values: Accessor<FilterValues<K>>;
  /** A picker chose a value for `key` (undefined clears it). */
  change: (key: K, value: string | undefined) => void;
}

export function createFilterState<K extends string>(): FilterState<K> {
  const [values, setValues] = createSignal<FilterValues<K>>({});
  return { values, change: (key, value) => setValues((current) => ({ ...current, [key]: value })) };
}

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
