// Cached records of any dataset as canonical records, child records carrying their parent key
// (share_id, fund_id, event_id, country_id): what `data.read` returns and `market-terminal export` prints.
import type { ChildList } from './child-lists';
import type { AnyTable } from './dataset-tables';
import { DATASET_NAMES, DATASETS, type DatasetName, type DatasetRecord } from './datasets';
import type { EntityTable } from './entities';
import type { Series } from './series';
import type { Store } from './store';

/** All cached records of a dataset, or those of one parent (child datasets) / one record (top-level). */
export function* datasetRecords<D extends DatasetName>(store: Store, dataset: D, id?: number): Generator<DatasetRecord<D>> {
  const def = DATASETS[dataset];
  // The accessor of D holds D's records; widened to its storage kind to be walked generically.
  const table: AnyTable = store.data[dataset];
  if (def.parent === null) {
    for (const record of (table as EntityTable<DatasetRecord<D>>).iterate(id)) yield record;
    return;
  }
  const parentKey = def.parent;
  const withParent = (parent: number, record: object) => ({ [parentKey]: parent, ...record }) as DatasetRecord<D>;
  if (def.storage === 'series') {
    const series = table as Series<object, string>;
    for (const parent of id === undefined ? series.parents() : [id]) {
      for (const record of series.records(parent)) yield withParent(parent, record);
    }
    return;
  }
  for (const { parent, record } of (table as ChildList<object>).iterate(id)) yield withParent(parent, record);
}

/** The cached records of a dataset kept by day (events) whose day is from..to; null for other datasets. */
export function datasetRecordsInDays<D extends DatasetName>(store: Store, dataset: D, from: string, to: string): DatasetRecord<D>[] | null {
  if (DATASETS[dataset].parent !== null) return null;
  // As in datasetRecords: the accessor of a top-level D is an entity table of D's records.
  return (store.data[dataset] as AnyTable as EntityTable<DatasetRecord<D>>).inDays(from, to);
}

/** Rows cached per dataset. */
export function datasetCounts(store: Store): Record<DatasetName, number> {
  return Object.fromEntries(DATASET_NAMES.map((d) => [d, store.data[d].count()])) as Record<DatasetName, number>;
}
