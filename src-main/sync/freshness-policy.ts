// How old each dataset may get before a read schedules a refresh. Defaults follow how fast the
// data moves; the settings screen can override any of them.
import { z } from 'zod';
import { DATASET_NAMES, type DatasetName } from '../store/datasets';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_MAX_AGE_MS: Record<DatasetName, number> = {
  shares: 5 * MINUTE, // carries the latest prices
  'share-prices': 5 * MINUTE,
  'share-history': DAY,
  'share-financials': 7 * DAY,
  'share-board': 7 * DAY,
  'share-executives': 7 * DAY,
  'share-auditors': 7 * DAY,
  'share-shareholders': 7 * DAY,
  'share-diary': DAY,
  'share-documents': 7 * DAY,
  'share-ratings': 7 * DAY,
  funds: DAY,
  'fund-valuations': DAY,
  'fund-documents': 7 * DAY,
  events: 10 * MINUTE,
  'event-history': DAY,
  countries: 7 * DAY,
  'country-indicators': 7 * DAY,
  'country-links': 7 * DAY,
};

/** Stored overrides: dataset → max age in ms (at least a minute). */
export const policyOverridesSchema = z.partialRecord(z.enum(DATASET_NAMES as [DatasetName, ...DatasetName[]]), z.number().int().min(MINUTE).max(365 * DAY));
export type PolicyOverrides = z.output<typeof policyOverridesSchema>;

export class FreshnessPolicy {
  constructor(private overrides: PolicyOverrides = {}) {}

  maxAgeMs(dataset: DatasetName): number {
    return this.overrides[dataset] ?? DEFAULT_MAX_AGE_MS[dataset];
  }

  /** Stale when never fetched successfully, or when the last success is older than allowed. */
  isStale(dataset: DatasetName, lastOkAt: string | null, now: number): boolean {
    if (!lastOkAt) return true;
    return now - Date.parse(lastOkAt) > this.maxAgeMs(dataset);
  }

  update(overrides: PolicyOverrides): void {
    this.overrides = overrides;
  }
}
