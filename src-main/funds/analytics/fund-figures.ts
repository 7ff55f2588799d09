// The figures of one fund from its NAV series: the screener's line and PERF's full set.
import type { ComputedVolatility, FundMetrics, FundPerformance } from '../types';
import { maxDrawdown, worstDrawdowns } from './drawdown';
import { indexOnOrBefore, type NavSeries } from './nav-series';
import { ANNUALISED_YEARS, annualisedReturn, calendarYearReturns, periodReturn, periodStart, PERIODS } from './returns';
import { sharpeSince, volatilitySince } from './volatility';

const RISK_YEARS = [1, 3, 5] as const;
const WORST_DRAWDOWNS = 5;

const lastDay = (series: NavSeries) => series.days[series.days.length - 1];

function volatilityOver(series: NavSeries, years: 1 | 3 | 5): ComputedVolatility | null {
  const end = lastDay(series);
  const vol = end === undefined ? null : volatilitySince(series, periodStart(end, `${years}Y`));
  return vol ? { years, value: vol.value, frequency: vol.frequency, n: vol.n } : null;
}

function sharpeOver(series: NavSeries, years: 1 | 3 | 5, riskFreeRate: number): number | null {
  const end = lastDay(series);
  return end === undefined ? null : sharpeSince(series, periodStart(end, `${years}Y`), riskFreeRate);
}

/** The screener's figures, before the category quartile is known. */
/** Depth of the deepest drawdown over the last year (0: it never fell); null under a year of history. */
function maxDrawdown1y(series: NavSeries): number | null {
  const end = lastDay(series);
  if (end === undefined) return null;
  const start = periodStart(end, '1Y');
  return indexOnOrBefore(series, start) < 0 ? null : (maxDrawdown(series, start)?.depth ?? 0);
}

export function fundMetrics(id: number, series: NavSeries, riskFreeRate: number): FundMetrics {
  const ret = (p: '1M' | 'YTD' | '1Y' | '3Y' | '5Y') => periodReturn(series, p)?.value ?? null;
  return {
    id,
    change1d: lastChange(series)?.value ?? null,
    return1m: ret('1M'),
    returnYtd: ret('YTD'),
    return1y: ret('1Y'),
    return3y: ret('3Y'),
    return5y: ret('5Y'),
    volatility1y: volatilityOver(series, 1)?.value ?? null,
    sharpe1y: sharpeOver(series, 1, riskFreeRate),
    maxDrawdown1y: maxDrawdown1y(series),
    quartile1y: null,
    valuations: series.days.length,
  };
}

/** The last NAV against the one before it. */
function lastChange(series: NavSeries): FundPerformance['lastChange'] {
  const n = series.values.length;
  if (n < 2) return null;
  return { value: (series.values[n - 1] as number) / (series.values[n - 2] as number) - 1, previous: series.days[n - 2] as string };
}

/** PERF's figures, before the category standings are known. */
export function fundPerformance(
  id: number,
  series: NavSeries,
  riskFreeRate: number,
): Omit<FundPerformance, 'standings' | 'category' | 'netFlows'> {
  const first = series.days[0];
  const last = lastDay(series);
  return {
    id,
    history: first === undefined || last === undefined ? null : { first, last, count: series.days.length },
    riskFreeRate,
    returns: PERIODS.map((period) => {
      const change = periodReturn(series, period);
      return { period, value: change?.value ?? null, from: change?.from ?? null, to: change?.to ?? null };
    }),
    annualised: ANNUALISED_YEARS.map((years) => ({ years, value: annualisedReturn(series, years) })),
    volatility: RISK_YEARS.map((years) => volatilityOver(series, years)).filter((v): v is ComputedVolatility => v !== null),
    sharpe: RISK_YEARS.map((years) => ({ years, value: sharpeOver(series, years, riskFreeRate) })),
    calendarYears: calendarYearReturns(series),
    maxDrawdown: maxDrawdown(series),
    worstDrawdowns: worstDrawdowns(series, WORST_DRAWDOWNS),
    lastChange: lastChange(series),
  };
}
