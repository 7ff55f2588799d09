// Annualised volatility from the series' own periodicity, and the Sharpe ratio built on it.
import { dayNumber, indexOnOrBefore, type NavSeries } from './nav-series';
import { annualise, returnBetween } from './returns';

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'irregular';

export interface Volatility {
  value: number;
  frequency: Frequency;
  /** Number of returns the deviation is taken over. */
  n: number;
  /** Periods per year the deviation is scaled by (√ of it). */
  periodsPerYear: number;
}

/** The frequency the gaps between valuations show (their median, in calendar days). */
export function frequencyOf(days: readonly string[]): Frequency {
  const gaps: number[] = [];
  for (let i = 1; i < days.length; i++) gaps.push(dayNumber(days[i] as string) - dayNumber(days[i - 1] as string));
  if (gaps.length === 0) return 'irregular';
  gaps.sort((a, b) => a - b);
  const median = gaps[gaps.length >> 1] as number;
  if (median <= 4) return 'daily';
  if (median >= 5 && median <= 10) return 'weekly';
  if (median >= 27 && median <= 35) return 'monthly';
  return 'irregular';
}

const PERIODS_PER_YEAR: Record<Exclude<Frequency, 'irregular'>, number> = { daily: 252, weekly: 52, monthly: 12 };

/**
 * Sample standard deviation of the simple returns between successive valuations from the last
 * one on or before `start` to the last one, annualised. Needs at least two returns.
 */
export function volatilitySince(series: NavSeries, start: string): Volatility | null {
  const s = indexOnOrBefore(series, start);
  const last = series.values.length - 1;
  if (s < 0 || last - s < 2) return null;
  const returns: number[] = [];
  for (let i = s + 1; i <= last; i++) returns.push((series.values[i] as number) / (series.values[i - 1] as number) - 1);
  const n = returns.length;
  const mean = returns.reduce((a, b) => a + b, 0) / n;
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1);
  const days = series.days.slice(s);
  const frequency = frequencyOf(days);
  const span = dayNumber(days[days.length - 1] as string) - dayNumber(days[0] as string);
  const periodsPerYear = frequency === 'irregular' ? (n * 365.25) / span : PERIODS_PER_YEAR[frequency];
  return { value: Math.sqrt(variance) * Math.sqrt(periodsPerYear), frequency, n, periodsPerYear };
}

/** (annualised return − risk-free rate) / volatility over the same window; null without both. */
export function sharpeSince(series: NavSeries, start: string, riskFreeRate: number): number | null {
  const end = series.days[series.days.length - 1];
  if (end === undefined) return null;
  const change = returnBetween(series, start, end);
  const annual = change ? annualise(change) : null;
  const vol = volatilitySince(series, start);
  if (annual === null || !vol || vol.value === 0) return null;
  return (annual - riskFreeRate) / vol.value;
}
