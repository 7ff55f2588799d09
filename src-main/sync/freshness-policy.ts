// How old each dataset may get before a read schedules a refresh. Defaults come from the dataset
// registry (how fast the data moves); the settings screen can override any of them.
import { z } from 'zod';
import { DATASET_NAMES, DATASETS, type DatasetName } from '../store/datasets';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_MAX_AGE_MS = Object.fromEntries(DATASET_NAMES.map((d) => [d, DATASETS[d].maxAgeMs])) as Record<DatasetName, number>;

/** Stored overrides: dataset → max age in ms (at least a minute). */
export const policyOverridesSchema = z.partialRecord(
  z.enum(DATASET_NAMES as [DatasetName, ...DatasetName[]]),
  z
    .number()
    .int()
    .min(MINUTE)
    .max(365 * DAY),
);
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
