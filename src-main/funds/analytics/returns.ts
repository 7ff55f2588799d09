// Returns on a NAV series: period returns on the last NAV on or before each date, annualised
// returns for periods of a year or more, and calendar-year returns.
import { addDays, addMonths, dayNumber, indexOnOrBefore, type NavSeries } from './nav-series';

export const PERIODS = ['7D', '1M', '3M', '6M', 'YTD', '1Y', '2Y', '3Y', '5Y', '10Y'] as const;
export type Period = (typeof PERIODS)[number];
export const ANNUALISED_YEARS = [1, 2, 3, 5, 10] as const;

/** The start date of a trailing period ending on `end`. */
export function periodStart(end: string, period: Period): string {
  switch (period) {
    case '7D':
      return addDays(end, -7);
    case 'YTD':
      return `${String(Number(end.slice(0, 4)) - 1).padStart(4, '0')}-12-31`;
    default: {
      const n = Number(period.slice(0, -1));
      return addMonths(end, period.endsWith('M') ? -n : -12 * n);
    }
  }
}

export interface Change {
  value: number;
  /** The valuations the return is measured between. */
  from: string;
  to: string;
}

/** V_t/V_s − 1 with V the last NAV on or before each date; null when the series starts later. */
export function returnBetween(series: NavSeries, start: string, end: string): Change | null {
  const s = indexOnOrBefore(series, start);
  const t = indexOnOrBefore(series, end);
  if (s < 0 || t < 0 || t <= s) return null;
  return {
    value: (series.values[t] as number) / (series.values[s] as number) - 1,
    from: series.days[s] as string,
    to: series.days[t] as string,
  };
}

/** The trailing return of a period ending on the last valuation. */
export function periodReturn(series: NavSeries, period: Period): Change | null {
  const end = series.days[series.days.length - 1];
  return end === undefined ? null : returnBetween(series, periodStart(end, period), end);
}

/** (V1/V0)^(365.25/days) − 1 over the valuations a change was measured between; null under a year. */
export function annualise(change: Change): number | null {
  const days = dayNumber(change.to) - dayNumber(change.from);
  if (days < 365) return null;
  return (1 + change.value) ** (365.25 / days) - 1;
}

export function annualisedReturn(series: NavSeries, years: (typeof ANNUALISED_YEARS)[number]): number | null {
  const change = periodReturn(series, `${years}Y` as Period);
  return change ? annualise(change) : null;
}

export interface YearReturn {
  year: number;
  value: number;
  /** The first year runs from the first valuation, the last to the latest: not whole years. */
  partial: boolean;
}

/** Each calendar year's return: from the last NAV of the year before (or the first NAV) to its last. */
export function calendarYearReturns(series: NavSeries): YearReturn[] {
  const first = series.days[0];
  const last = series.days[series.days.length - 1];
  if (first === undefined || last === undefined) return [];
  const out: YearReturn[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    const yearEnd = `${year}-12-31`;
    const priorEnd = `${year - 1}-12-31`;
    const hasPrior = indexOnOrBefore(series, priorEnd) >= 0;
    const change = returnBetween(series, hasPrior ? priorEnd : first, yearEnd);
    if (change) out.push({ year, value: change.value, partial: !hasPrior || yearEnd > last });
  }
  return out;
}
