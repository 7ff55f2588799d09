// Reading cached data in a screen: the cache answers at once, the pane shows its as-of, and the
// screen updates itself when the sync lands fresher data (a `data.updated` push for its dataset).
import { createEffect, createResource, onCleanup, type Accessor, type Resource } from 'solid-js';
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { useApp } from '../app/context';
import { usePane } from '../workspace/pane-context';
import type { DatasetRecords, ListDataset, SeriesDataset } from './datasets';

export interface Read<R> {
  records: R[];
  asOf: string | null;
  stale: boolean;
}

/** Refetch when the sync updates this dataset (for this parent, or the whole list). */
function onUpdate(dataset: string, key: () => string, refetch: () => void): void {
  const { client } = useApp();
  onCleanup(client.on('data.updated', (u) => u.dataset === dataset && (u.key === '' || u.key === key()) && refetch()));
}

/**
 * Records of a dataset (for child datasets, of one parent; for top-level datasets with an id, that
 * record). `report` (default true) makes this read the pane's as-of.
 */
export function useDataset<D extends ListDataset>(dataset: D, id?: Accessor<number | undefined>, report = true): Resource<Read<DatasetRecords[D]>> {
  const { client } = useApp();
  const pane = usePane();
  const [data, { refetch }] = createResource(
    () => ({ id: id?.() }),
    // The router checked the dataset name; records come back as that dataset's canonical records.
    async (args) => (await client.call('data.read', { dataset, ...(args.id !== undefined ? { id: args.id } : {}) })) as Read<DatasetRecords[D]>,
  );
  onUpdate(dataset, () => String(id?.() ?? ''), () => void refetch());
  if (report) createEffect(() => data() && pane.setAsOf(data()?.asOf ?? null, data()?.stale ?? false));
  return data;
}

/** A per-day series as columns, for a range of days. */
export function useSeries(dataset: SeriesDataset, id: Accessor<number>, range: Accessor<{ from?: string; to?: string }> = () => ({}), report = true): Resource<SeriesRead> {
  const { client } = useApp();
  const pane = usePane();
  const [data, { refetch }] = createResource(
    () => ({ id: id(), ...range() }),
    (args) => client.call('data.series', { dataset, ...args }),
  );
  onUpdate(dataset, () => String(id()), () => void refetch());
  if (report) createEffect(() => data() && pane.setAsOf(data()?.asOf ?? null, data()?.stale ?? false));
  return data;
}
