// Types of the cache that other layers see (contract, renderer): no runtime, no Node, no SQLite.
import type { DatasetName, SearchKind } from './datasets';

export type Outcome = 'ok' | 'partial' | 'error';

export interface FreshnessRecord {
  dataset: DatasetName;
  /** Which request: the parent id for child datasets, '' for whole lists. */
  key: string;
  fetchedAt: string;
  source: string;
  outcome: Outcome;
  error: string | null;
  /** Records refused by validation in that fetch. */
  rejected: number;
  /** Last time this request succeeded; kept across later failures. */
  lastOkAt: string | null;
}

export interface SearchHit {
  kind: SearchKind;
  ref: number;
  code: string;
  title: string;
  /** Events: the day of the series' next release (else its latest), YYYY-MM-DD. */
  date?: string | null;
}

/**
 * A per-day series as typed-array columns (day ascending): `time` is each day's 00:00 UTC in
 * seconds (lightweight-charts' UTCTimestamp), a value the cache lacks is NaN. Electron's
 * structured clone copies them as raw memory; browser mode sends them in one binary frame
 * (server/binary-frame.ts), which looks for typed arrays under plain objects, not inside arrays.
 */
export interface SeriesColumns<F extends string = string> {
  time: Float64Array;
  columns: Record<F, Float64Array>;
}

/**
 * One row of the change journal (store/journal.ts), as `changes.list` and `market-terminal changes`
 * give it. `id` is what `export DATASET --id` takes: the record's own id for top-level datasets,
 * the parent's for child lists and series. `key` names the record within its list (the day of a
 * series, a member's id or name). A baseline (first sync of a request) has `after` = its count.
 */
export interface ChangeRow {
  /** When the sync run that made the change began (ISO). */
  at: string;
  dataset: DatasetName;
  id: number | null;
  key: string | null;
  change: 'added' | 'removed' | 'changed' | 'baseline';
  field: string | null;
  before: unknown;
  after: unknown;
}

/** A sync run of the journal and how many changes it recorded. */
export interface ChangeRun {
  at: string;
  changes: number;
}
