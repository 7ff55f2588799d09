// How a pane's tables looked (filter, sort, cursor, columns, scroll) at each place of its history,
// so back and forward return to a list as it was left. Keyed by the history entry itself: a new
// visit of the same function starts fresh, and entries dropped from history take their views along.
import type { PaneId } from './layout';
import type { ScreenRef } from '../commands/refs';

export interface TableView {
  query: string;
  sort: { column: string; direction: 'asc' | 'desc' } | null;
  selectedKey: string | null;
  order: string[];
  col: number;
  scrollTop: number;
}

const views = new WeakMap<ScreenRef, Map<string, TableView>>();

/** One table of one pane: split panes can share a history entry, so the pane is part of the key. */
function slot(pane: PaneId, table: string): string {
  return `${pane}\u0000${table}`;
}

export function rememberView(place: ScreenRef, pane: PaneId, table: string, view: TableView): void {
  let tables = views.get(place);
  if (!tables) views.set(place, (tables = new Map<string, TableView>()));
  tables.set(slot(pane, table), view);
}

export function recallView(place: ScreenRef, pane: PaneId, table: string): TableView | undefined {
  return views.get(place)?.get(slot(pane, table));
}
