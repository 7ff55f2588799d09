// A fund's NAV series as the analytics read it: ISO days ascending with their values, and the
// calendar arithmetic every figure shares (days as UTC day numbers, month and year steps).

export interface NavSeries {
  /** YYYY-MM-DD, ascending, one per valuation. */
  days: readonly string[];
  values: readonly number[];
}

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an ISO day. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY);
}

function isoOfDayNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The same day `months` months earlier (or later), clamped to the end of a shorter month. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

export function addDays(day: string, days: number): string {
  return isoOfDayNumber(dayNumber(day) + days);
}

/** Index of the last valuation on or before `day`; -1 when the series starts after it. */
export function indexOnOrBefore(series: NavSeries, day: string): number {
  let lo = 0;
  let hi = series.days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((series.days[mid] as string) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The indexes of valuations with a positive value (a zero or missing NAV cannot base a return). */
export function usableValuations(values: readonly (number | null)[]): number[] {
  const kept: number[] = [];
  values.forEach((v, i) => {
    if (v !== null && Number.isFinite(v) && v > 0) kept.push(i);
  });
  return kept;
}

export function navSeries(days: readonly string[], values: readonly (number | null)[]): NavSeries {
  const kept = usableValuations(values);
  return { days: kept.map((i) => days[i] as string), values: kept.map((i) => values[i] as number) };
}
