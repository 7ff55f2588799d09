// Every cached record grouped by request, to compare a cache before and after a sync.
import { DATASETS } from '../../../src-main/store/datasets';
import { datasetRecords } from '../../../src-main/store/dataset-records';
import type { Store } from '../../../src-main/store/store';
import { DATASET_NAMES } from './helpers';

export type Snapshot = Map<string, { count: number; content: string }>; // "dataset|parent" → its records

/**
 * Every cached record, grouped by request (parent id for child datasets, record id for lists).
 * Series (300,000 days) are summed up in SQL: days, first and last day, and a total of every
 * number per parent.
 */
export function snapshot(store: Store): Snapshot {
  const out: Snapshot = new Map();
  for (const dataset of DATASET_NAMES) {
    const def = DATASETS[dataset];
    if (def.storage === 'series') {
      const numbers =
        dataset === 'share-history'
          ? ['opening_price', 'upper', 'lower', 'closing_price', 'volume', 'variation', 'day_price', 'per']
          : ['value', 'net_assets', 'parts'];
      const rows = store.db
        .prepare(
          `SELECT ${def.parent} AS parent, count(*) AS count, min(day) || '..' || max(day) || ' ' || ${numbers.map((n) => `total(${n})`).join(" || ' ' || ")} AS content FROM ${def.table} GROUP BY ${def.parent}`,
        )
        .all() as { parent: number; count: number; content: string }[];
      for (const r of rows) out.set(`${dataset}|${r.parent}`, { count: r.count, content: r.content });
      continue;
    }
    const groups = new Map<string, unknown[]>();
    for (const found of datasetRecords(store, dataset)) {
      const record: Record<string, unknown> = found; // any dataset's record, read by field name
      const key = `${dataset}|${def.parent ? String(record[def.parent]) : String(record.id)}`;
      const group = groups.get(key) ?? [];
      group.push(record);
      groups.set(key, group);
    }
    for (const [key, records] of groups) out.set(key, { count: records.length, content: JSON.stringify(records) });
  }
  return out;
}

/** Requests that hold fewer records than before. */
export function shrunk(before: Snapshot, after: Snapshot): string[] {
  return [...before].filter(([key, was]) => (after.get(key)?.count ?? 0) < was.count).map(([key]) => key);
}
