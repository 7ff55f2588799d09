// Cached records of any dataset as canonical records, child records carrying their parent key
// (share_id, fund_id, event_id, country_id): what `market-terminal export` prints.
import { DATASETS, type DatasetName } from './datasets';
import type { Store } from './store';

export type ExportRecord = Record<string, unknown>;

/** All cached records of a dataset, or those of one parent (child datasets) / one record (top-level). */
export function* datasetRecords(store: Store, dataset: DatasetName, id?: number): Generator<ExportRecord> {
  const def = DATASETS[dataset];
  if (def.storage === 'series') {
    const series = dataset === 'share-history' ? store.shares.history : store.funds.valuations;
    for (const parent of id === undefined ? series.parents() : [id]) {
      for (const record of series.records(parent)) yield { [def.parent]: parent, ...record };
    }
    return;
  }
  // Table and column names come from DATASETS, never from input.
  if (def.parent === null) {
    const rows = id === undefined ? store.db.prepare(`SELECT record FROM ${def.table} ORDER BY id`).pluck().iterate() : store.db.prepare(`SELECT record FROM ${def.table} WHERE id = ?`).pluck().iterate(id);
    for (const json of rows) yield JSON.parse(json as string) as ExportRecord;
    return;
  }
  const sql = `SELECT ${def.parent} AS parent, record FROM ${def.table}${id === undefined ? '' : ` WHERE ${def.parent} = ?`} ORDER BY ${def.parent}, seq`;
  const rows = (id === undefined ? store.db.prepare(sql).iterate() : store.db.prepare(sql).iterate(id)) as Iterable<{ parent: number; record: string }>;
  for (const row of rows) yield { [def.parent]: row.parent, ...(JSON.parse(row.record) as ExportRecord) };
}

/** Rows cached per dataset. */
export function datasetCounts(store: Store): Record<DatasetName, number> {
  return Object.fromEntries(
    (Object.keys(DATASETS) as DatasetName[]).map((d) => [d, (store.db.prepare(`SELECT count(*) FROM ${DATASETS[d].table}`).pluck().get() as number) ?? 0]),
  ) as Record<DatasetName, number>;
}
