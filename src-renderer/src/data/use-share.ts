// The pane's share and its cached child lists, for the share detail screens.
import type { Accessor, Resource } from 'solid-js';
import { useApp } from '../platform/context';
import type { DataRead, DatasetRecord, ListDataset } from '../../../src-main/ipc/contract';
import { useDataset } from './use-data';
import { usePane } from '../workspace/pane-context';
import { emptyListText } from './list-state';

/** The lists cached per share (each record carries its share_id). */
export type ShareChildDataset = { [K in ListDataset]: DatasetRecord<K> extends { share_id: number } ? K : never }[ListDataset];

export function useShareId(): Accessor<number | undefined> {
  const pane = usePane();
  return () => pane.screen().security?.id;
}

export interface ShareList<D extends ShareChildDataset> {
  read: Resource<DataRead<D>>;
  /** The share's rows; [] until the cache answers. */
  rows: Accessor<DatasetRecord<D>[]>;
  /** What an empty table says: fetching, offline, or nothing published. */
  emptyText: Accessor<string>;
}

/**
 * One child list of the pane's share, read from the cache and refreshed in place when the sync
 * lands fresher data. `what` names the list in messages ("Documents"). `report` makes its as-of
 * the pane's.
 */
export function useShareList<D extends ShareChildDataset>(dataset: D, what: string, report = true): ShareList<D> {
  const { cacheState } = useApp();
  const id = useShareId();
  const read = useDataset(dataset, id, report);
  // While another share's list is being read (a linked pane switched), the previous answer is
  // still the resource's value: keep only this share's rows.
  const rows = () => (read()?.records ?? []).filter((row) => row.share_id === id());
  return { read, rows, emptyText: () => emptyListText(read(), cacheState(), what) };
}

/** The pane's security code (file names of exports). */
export function useShareCode(): Accessor<string> {
  const pane = usePane();
  return () => pane.screen().security?.code ?? 'share';
}
