// What DQ says about the refusals it lists. SYNC counts what the last fetch of each request
// refused, while only the newest refusals are kept overall: a dataset can show thousands refused
// in SYNC and none here, and DQ says why instead of "nothing refused".

import { t } from '../../i18n';

export interface RefusalCounts {
  /** Kept refusals shown (of the dataset, or all). */
  shown: number;
  /** Refused at the last fetches (SYNC's count) of the same dataset, or all. */
  lastFetch: number;
  /** How many refusals are kept overall. */
  kept: number;
}

type Format = (n: number) => string;

/** Said beside the count when the last fetches refused more than is kept of them; else null. */
export function keptNote(c: RefusalCounts, fmt: Format): string | null {
  return c.lastFetch > c.shown
    ? t('{refused} refused in the last syncs, the newest {kept} kept overall', { refused: fmt(c.lastFetch), kept: fmt(c.kept) })
    : null;
}

/** The table's text when it has no rows: `dataset` null stands for all of them. */
export function dqEmptyText(dataset: string | null, c: RefusalCounts, fmt: Format): string {
  const note = keptNote(c, fmt);
  if (dataset === null)
    return note ? t('{note}: none of them is left', { note }) : t('Nothing refused: every record the service sent was valid');
  return note ? t('{note}: none of them is from {dataset}', { note, dataset }) : t('Nothing refused in {dataset}', { dataset });
}
