// The DQ screen's dataset filter, per pane: SYNC sets it before opening DQ in its pane (Enter on
// a dataset's refused count), and DQ keeps the user's choice there while the pane lives.
import type { DatasetName } from '../../../../src-main/ipc/contract';

/** null: every dataset. */
export type DqFilter = DatasetName | null;

const filters = new Map<string, DqFilter>();

export function dqFilterOf(paneId: string): DqFilter {
  return filters.get(paneId) ?? null;
}

export function setDqFilter(paneId: string, dataset: DqFilter): void {
  filters.set(paneId, dataset);
}

/** The next (+1) or previous (-1) choice among "all" and the datasets with refusals, wrapping. */
export function stepDqFilter(current: DqFilter, datasets: readonly DatasetName[], step: 1 | -1): DqFilter {
  const choices: DqFilter[] = [null, ...datasets];
  const at = Math.max(0, choices.indexOf(current));
  return choices[(at + step + choices.length) % choices.length] ?? null;
}
