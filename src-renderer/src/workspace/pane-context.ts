import { createContext, useContext } from 'solid-js';
import type { KeptChart } from '../chart/price-chart';
import type { ChartKeeper } from './chart-keeper';
import type { PaneId } from './layout';
import type { ScreenRef, SecurityRef } from '../commands/refs';

/** What a screen knows about the pane it lives in, and how it reports the age of its data. */
export interface PaneContextValue {
  paneId: PaneId;
  screen: () => ScreenRef;
  /** The pane's link group (null: not linked). */
  link: () => string | null;
  active: () => boolean;
  /** Time of the data shown (ISO) and whether it is older than the refresh policy allows. */
  setAsOf(asOf: string | null, stale: boolean): void;
  /** The time reported by setAsOf (null until the screen reports one): an export's "as of" line. */
  asOf(): string | null;
  /**
   * Picking a security inside a screen (e.g. a table row) opens it, driving linked panes; `at`: the
   * day a chart opens with its cursor on (with `fn`).
   */
  openSecurity(security: SecurityRef, fn?: string, at?: string): void;
  /** A list's cursor reached a security: the other panes of the link group follow (debounced). */
  followSecurity(security: SecurityRef): void;
  /** The chart a screen left in this pane, for the next screen of its kind (disposed with the pane). */
  charts: ChartKeeper<KeptChart>;
  /** Where a parked chart's element waits: hidden, in the document, at its size (no redraw to come back). */
  chartLot: HTMLElement;
}

export const PaneContext = createContext<PaneContextValue>();

export function usePane(): PaneContextValue {
  const value = useContext(PaneContext);
  if (!value) throw new Error('usePane outside a pane');
  return value;
}
