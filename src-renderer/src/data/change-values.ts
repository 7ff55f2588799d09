// A journal row's values in words: CHG's before → after columns and the changed-field marks of
// DES and EV show them the same way. The journal keeps canonical values (numbers are numbers,
// absent is null); an added or removed record is the whole record, named by its most telling field.
import type { ChangesRead } from '../../../src-main/ipc/contract';
import { EM_DASH, formatNumber } from '../format';

export type ChangeRow = ChangesRead['rows'][number];

/** Where a record names itself, most telling first (a person's name, a document's title, a bar's close). */
const NAMING_FIELDS = ['title', 'name', 'person.name', 'rating_agency', 'closing_price', 'value', 'date', 'id'] as const;

function fieldOf(record: object, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** One value as text: numbers in the locale, a record by its name, absent as "—". */
export function changeValueText(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return EM_DASH;
  if (typeof value === 'number')
    return formatNumber(value, { locale, decimals: Number.isInteger(value) ? 0 : Math.min(4, decimalsOf(value)) });
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    for (const name of NAMING_FIELDS) {
      const named = fieldOf(value, name);
      if (typeof named === 'string' || typeof named === 'number') return changeValueText(named, locale);
    }
    return EM_DASH;
  }
  return typeof value === 'string' ? value : EM_DASH;
}

/** Fraction digits a number was given with (0.125 → 3), so a revised 1.25 → 1.3 reads as sent. */
function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 || text.includes('e') ? 2 : text.length - dot - 1;
}

/** Up when a number rose, down when it fell; null when either side is not a number. */
export function changeDirection(before: unknown, after: unknown): 'up' | 'down' | null {
  if (typeof before !== 'number' || typeof after !== 'number' || before === after) return null;
  return after > before ? 'up' : 'down';
}

/** "before → after" of a changed field, for a tooltip or a screen reader. */
export function beforeAfterText(row: Pick<ChangeRow, 'before' | 'after'>, locale: string): string {
  return `${changeValueText(row.before, locale)} → ${changeValueText(row.after, locale)}`;
}
