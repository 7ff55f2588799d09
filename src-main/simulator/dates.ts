// Calendar arithmetic on whole UTC days ("day numbers" = days since 1970-01-01), so that no
// time zone or daylight-saving rule can shift a generated date.

export type DayNumber = number;

const MS_PER_DAY = 86_400_000;

/** The generation "today". Fixed, never the wall clock, so a seed always gives the same data. */
export const DEFAULT_ANCHOR_DATE = '2026-11-20';

export function parseIsoDay(iso: string): DayNumber {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY);
}

/** Strict YYYY-MM-DD check that rejects impossible dates like 2024-13-45 or 2023-02-29. */
export function isValidIsoDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isoDay(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function dayOf(year: number, month: number, date: number): DayNumber {
  return Math.floor(Date.UTC(year, month - 1, date) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isWeekend(day: DayNumber): boolean {
  const w = weekday(day);
  return w === 0 || w === 6;
}

export function yearOf(day: DayNumber): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

export function monthOf(day: DayNumber): number {
  return new Date(day * MS_PER_DAY).getUTCMonth() + 1;
}

/** Same calendar date n months later, clamped to the month's end (Jan 31 + 1 month → Feb 28). */
export function addMonths(day: DayNumber, months: number): DayNumber {
  const d = new Date(day * MS_PER_DAY);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / MS_PER_DAY);
}

export function addYears(day: DayNumber, years: number): DayNumber {
  return addMonths(day, years * 12);
}

/** Canonical date-time text: YYYY-MM-DDTHH:MM:SS, or with .mmm when millis is given. */
export function isoDateTime(day: DayNumber, hour: number, minute: number, second: number, millis?: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const base = `${isoDay(day)}T${two(hour)}:${two(minute)}:${two(second)}`;
  return millis === undefined ? base : `${base}.${String(millis).padStart(3, '0')}`;
}

/** Index of the last element of a sorted day list that is ≤ day, or -1. */
export function lastIndexOnOrBefore(days: ArrayLike<number>, day: DayNumber): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as number) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
