// One store accessor per dataset, built from its descriptor with statements prepared once.
import type Database from 'better-sqlite3';
import type { RecordOf } from '../api/endpoints';
import { childList, type ChildList } from './child-lists';
import {
  DATASET_NAMES,
  DATASETS,
  type ChildListDataset,
  type DatasetDescriptor,
  type DatasetName,
  type EntityDataset,
  type SeriesDataset,
  type SeriesField,
} from './datasets';
import { entityTable, type EntityTable } from './entities';
import type { Journal } from './journal';
import type { SearchIndex } from './search-index';
import { seriesTable, type Series } from './series';

type EndpointRecord<D extends DatasetName> = RecordOf<(typeof DATASETS)[D]['endpoint']>;

export type DatasetTables = { [D in EntityDataset]: EntityTable<EndpointRecord<D>> } & {
  [D in ChildListDataset]: ChildList<EndpointRecord<D>>;
} & {
  [D in SeriesDataset]: Series<EndpointRecord<D>, SeriesField<D>>;
};
export type AnyTable = EntityTable<unknown> | ChildList<unknown> | Series<unknown, never>;

function tableFor(db: Database.Database, search: SearchIndex, name: DatasetName, journal: Journal | null): AnyTable {
  const def: DatasetDescriptor = DATASETS[name];
  const record = journal
    ? (parent: number | null, changes: Parameters<Journal['record']>[2]) => journal.record(name, parent, changes)
    : undefined;
  switch (def.storage) {
    case 'entity':
      return entityTable(db, search, def, record);
    case 'list':
      return childList(db, def, record);
    case 'series':
      return seriesTable<Record<string, unknown>, string, string, string>(db, def, record);
  }
}

/** Every write is recorded in `journal` (when there is one), inside the write's own transaction. */
export function datasetTables(db: Database.Database, search: SearchIndex, journal: Journal | null): DatasetTables {
  const tables = Object.fromEntries(DATASET_NAMES.map((d) => [d, tableFor(db, search, d, journal)]));
  // Built from the same descriptors DatasetTables is computed from: each entry has its dataset's record type.
  return tables as DatasetTables;
}
