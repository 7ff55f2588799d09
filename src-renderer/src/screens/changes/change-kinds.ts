// What a journal row is about, for CHG: its kind (the filter chips), the security, fund, event or
// country it belongs to, and the screen (and day) Enter opens on it. Pure, so the rules are unit-tested.
import type { DatasetName } from '../../../../src-main/ipc/contract';
import type { FunctionCode } from '../../commands/functions';
import type { SecurityRef } from '../../commands/refs';
import type { ChangeRow } from '../../data/change-values';
import { msg, t } from '../../i18n';

export const CHANGE_KINDS = ['prices', 'fundamentals', 'people', 'ratings', 'documents', 'calendar'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const KIND_WORDS: Readonly<Record<ChangeKind, string>> = {
  prices: msg('prices'),
  fundamentals: msg('fundamentals'),
  people: msg('people'),
  ratings: msg('ratings'),
  documents: msg('documents'),
  calendar: msg('calendar'),
};

/** A kind as a word in the UI language (the chips and the Kind column). */
export function kindWord(kind: ChangeKind): string {
  return t(KIND_WORDS[kind]);
}

/** Each dataset's kind and the screen that shows it; `shares` and `funds` are split by field below. */
const DATASETS: Record<DatasetName, { kind: ChangeKind; subject: SecurityRef['kind']; fn: FunctionCode }> = {
  shares: { kind: 'fundamentals', subject: 'share', fn: 'DES' },
  'share-prices': { kind: 'prices', subject: 'share', fn: 'GP' },
  'share-history': { kind: 'prices', subject: 'share', fn: 'GP' },
  'share-financials': { kind: 'fundamentals', subject: 'share', fn: 'FA' },
  'share-board': { kind: 'people', subject: 'share', fn: 'MGMT' },
  'share-executives': { kind: 'people', subject: 'share', fn: 'MGMT' },
  'share-auditors': { kind: 'people', subject: 'share', fn: 'AUD' },
  'share-shareholders': { kind: 'fundamentals', subject: 'share', fn: 'HDS' },
  'share-diary': { kind: 'calendar', subject: 'share', fn: 'EVT' },
  'share-documents': { kind: 'documents', subject: 'share', fn: 'DOCS' },
  'share-ratings': { kind: 'ratings', subject: 'share', fn: 'RATE' },
  funds: { kind: 'fundamentals', subject: 'fund', fn: 'DES' },
  'fund-valuations': { kind: 'prices', subject: 'fund', fn: 'NAV' },
  'fund-documents': { kind: 'documents', subject: 'fund', fn: 'DOCS' },
  events: { kind: 'calendar', subject: 'event', fn: 'EV' },
  'event-history': { kind: 'calendar', subject: 'event', fn: 'EV' },
  countries: { kind: 'calendar', subject: 'country', fn: 'CTRY' },
  'country-indicators': { kind: 'calendar', subject: 'country', fn: 'CTRY' },
  'country-links': { kind: 'calendar', subject: 'country', fn: 'CTRY' },
};

/** A share's last session and its returns and volatilities are prices; a fund's last NAV and returns too. */
const PRICE_FIELD = /^(last_|varp|volat)/;

export function kindOf(row: Pick<ChangeRow, 'dataset' | 'field'>): ChangeKind {
  if ((row.dataset === 'shares' || row.dataset === 'funds') && row.field !== null && PRICE_FIELD.test(row.field)) return 'prices';
  return DATASETS[row.dataset].kind;
}

/** What the row belongs to; null for a whole list's baseline (no id). */
export function subjectOf(row: Pick<ChangeRow, 'dataset' | 'id'>): { kind: SecurityRef['kind']; id: number } | null {
  return row.id === null ? null : { kind: DATASETS[row.dataset].subject, id: row.id };
}

/** The screen that shows the row's change: a fund's fees on FEES, its returns on PERF, its last NAV on NAV. */
export function screenOf(row: Pick<ChangeRow, 'dataset' | 'field'>): FunctionCode {
  if (row.dataset === 'funds' && row.field !== null) {
    if (row.field.startsWith('fees.')) return 'FEES';
    if (row.field.startsWith('varp')) return 'PERF';
    if (row.field.startsWith('last_vl')) return 'NAV';
  }
  if (row.dataset === 'shares' && row.field !== null && PRICE_FIELD.test(row.field)) return 'GP';
  return DATASETS[row.dataset].fn;
}

/** Series whose rows are days: a bar or NAV change opens its chart at that day. */
const DAY_ROWS: ReadonlySet<DatasetName> = new Set(['share-history', 'share-prices', 'fund-valuations']);

/** The day (YYYY-MM-DD) the row's chart opens at: a bar's or NAV's day; null for other rows and baselines. */
export function dayOf(row: Pick<ChangeRow, 'dataset' | 'key'>): string | null {
  return DAY_ROWS.has(row.dataset) && row.key !== null ? row.key.slice(0, 10) : null;
}

/** The datasets a security's CHG shows: all of its kind's. */
export function datasetsOf(kind: SecurityRef['kind']): DatasetName[] {
  return (Object.keys(DATASETS) as DatasetName[]).filter((d) => DATASETS[d].subject === kind);
}
