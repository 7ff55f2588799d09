// Cached datasets as workbook sheets: one dataset (a table), or the workbook of one security (its
// details as Field | Value rows, then a table per dataset it has cached).
import { canonicalRecord, flattenRecord } from '../shared/canonical-record';
import { recordSheet, tableSheet, type SheetField, type SheetModel } from '../shared/sheet-model';
import { datasetRecords } from './dataset-records';
import { dateFields, sheetFields } from './dataset-fields';
import { DATASETS, type DatasetName } from './datasets';
import type { Store } from './store';

/** Records as every export writes them: declared Dates canonical. */
export function* exportRecords(store: Store, dataset: DatasetName, id?: number): Generator<Record<string, unknown>> {
  const dates = dateFields(dataset);
  for (const record of datasetRecords(store, dataset, id)) yield canonicalRecord(record, dates);
}

/** When the records were fetched: of one parent or record, else the oldest fetch of the dataset. */
function asOfOf(store: Store, dataset: DatasetName, id?: number): string | null {
  if (id === undefined) return store.freshness.summary().find((s) => s.dataset === dataset)?.oldest ?? null;
  // A top-level record is refreshed alone (its id) or with its list (''): the later counts.
  const keys = DATASETS[dataset].parent === null ? [String(id), ''] : [String(id)];
  const times = keys.map((key) => store.freshness.get(dataset, key)?.lastOkAt).filter((t): t is string => typeof t === 'string');
  return times.length ? times.reduce((a, b) => (a > b ? a : b)) : null;
}

export interface SheetContext {
  /** What the data comes from, as the sheet's first row names it. */
  source: string;
}

/** A dataset (one parent's, with `id`) as a table sheet, and how many records it holds. */
export function datasetSheet(
  store: Store,
  dataset: DatasetName,
  id: number | undefined,
  context: SheetContext & { name?: string; title?: string },
): { sheet: SheetModel; count: number } {
  const rows = Array.from(exportRecords(store, dataset, id), (r) => flattenRecord(r));
  const label = DATASETS[dataset].label;
  const title = {
    name: context.name ?? label,
    title: context.title ?? (id === undefined ? label : `${label} — ${id}`),
    asOf: asOfOf(store, dataset, id),
    source: context.source,
  };
  return { sheet: tableSheet(title, sheetFields(dataset, rows), rows), count: rows.length };
}

export type SecurityKind = 'share' | 'fund';

/** The tables of a security's workbook after its details, by tab name. */
const SECURITY_TABLES: Record<SecurityKind, readonly [string, DatasetName][]> = {
  share: [
    ['Prices', 'share-history'],
    ['Financials', 'share-financials'],
    ['Holders', 'share-shareholders'],
    ['Ratings', 'share-ratings'],
  ],
  fund: [['NAVs', 'fund-valuations']],
};

/** A fund's fees, and its performance figures (returns, volatilities, Sharpe ratios): sheets of their own. */
const isFee = (key: string) => key.startsWith('fees.');
const isPerformance = (key: string) => /^(varp|volat|sharpe)/.test(key);

export interface SecurityWorkbook {
  sheets: SheetModel[];
  /** Tables with nothing cached, left out. */
  missing: DatasetName[];
}

/**
 * A security's workbook. Share: details, history, financials, holders, ratings. Fund: details,
 * fees, performance, NAVs. Tables with nothing cached are left out (and named); null when the
 * security itself is not cached.
 */
export function securityWorkbook(store: Store, kind: SecurityKind, id: number, context: SheetContext): SecurityWorkbook | null {
  const dataset: DatasetName = kind === 'share' ? 'shares' : 'funds';
  const [record] = exportRecords(store, dataset, id);
  if (!record) return null;
  const flat = flattenRecord(record);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const code = text(flat.mnemo_code) ?? text(flat.mnemo) ?? text(flat.isin) ?? String(id);
  const title = (what: string) => ({ name: what, title: `${code} — ${what}`, asOf: asOfOf(store, dataset, id), source: context.source });
  const fields = sheetFields(dataset, [flat]);
  const part = (test: (field: SheetField) => boolean) => fields.filter(test);
  const sheets =
    kind === 'share'
      ? [recordSheet(title('Details'), fields, flat)]
      : [
          recordSheet(
            title('Details'),
            part((f) => !isFee(f.key) && !isPerformance(f.key)),
            flat,
          ),
          recordSheet(
            title('Fees'),
            part((f) => isFee(f.key)),
            flat,
          ),
          recordSheet(
            title('Performance'),
            part((f) => isPerformance(f.key)),
            flat,
          ),
        ];
  const missing: DatasetName[] = [];
  for (const [name, table] of SECURITY_TABLES[kind]) {
    const { sheet, count } = datasetSheet(store, table, id, { ...context, name, title: `${code} — ${name}` });
    if (count === 0) missing.push(table);
    else sheets.push(sheet);
  }
  return { sheets, missing };
}
