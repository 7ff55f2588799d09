// CHG's filters and period, per pane: back and forward return to CHG as it was left, while the pane lives.
import type { DatasetName } from '../../../../src-main/ipc/contract';
import type { ChangeKind } from './change-kinds';

export interface ChangeView {
  kind: ChangeKind | null;
  dataset: DatasetName | null;
  /** Only my watchlists (the watched set is read live, so the choice is kept, not the set). */
  watchedOnly: boolean;
  /** null: the latest sync; else every change recorded since this local day. */
  since: string | null;
}

const views = new Map<string, ChangeView>();

export function changeViewOf(paneId: string): ChangeView {
  return views.get(paneId) ?? { kind: null, dataset: null, watchedOnly: false, since: null };
}

export function keepChangeView(paneId: string, view: ChangeView): void {
  views.set(paneId, view);
}

/** The next (+1) or previous (-1) choice among "all" and these, wrapping. */
export function stepChoice<T>(current: T | null, choices: readonly T[], step: 1 | -1): T | null {
  const all: (T | null)[] = [null, ...choices];
  const at = Math.max(0, all.indexOf(current));
  return all[(at + step + all.length) % all.length] ?? null;
}
