// Company events drawn on the price chart: diary entries and dividend payment dates, each put
// on the trading day it falls on (or the next one, for a weekend or holiday).
import type { DiaryEntry, ShareFinancial } from '../../../src-main/ipc/contract';
import { dayOf } from '../format/days';
import { t } from '../i18n';
import { firstOnOrAfter } from './candles';
import { dayTime, type DayTime } from './chart-time';

export interface ChartEvent {
  day: string;
  kind: 'dividend' | 'diary';
  /** What the legend says about it. */
  text: string;
}

/** An event placed on a bar of the chart. */
export interface PlacedEvent extends ChartEvent {
  /** The bar's time. */
  time: DayTime;
  index: number;
}

export function diaryEvents(entries: readonly Pick<DiaryEntry, 'date' | 'title'>[]): ChartEvent[] {
  const events: ChartEvent[] = [];
  for (const entry of entries) {
    const day = dayOf(entry.date);
    if (day !== null) events.push({ day, kind: 'diary', text: entry.title?.trim() || t('Company event') });
  }
  return events;
}

/** Dividend payments, with the amount per share when known (formatted by the caller's locale). */
export function dividendEvents(
  financials: readonly Pick<ShareFinancial, 'dividend_payment_date' | 'dividend_per_share' | 'fiscal_year'>[],
  amount: (value: number) => string,
): ChartEvent[] {
  const events: ChartEvent[] = [];
  for (const f of financials) {
    const day = dayOf(f.dividend_payment_date);
    if (day === null) continue;
    const dps =
      typeof f.dividend_per_share === 'number' && Number.isFinite(f.dividend_per_share)
        ? ` ${t('{amount} per share', { amount: amount(f.dividend_per_share) })}`
        : '';
    const year = dayOf(f.fiscal_year)?.slice(0, 4);
    const fy = year ? ` ${t('(FY {year})', { year })}` : '';
    events.push({ day, kind: 'dividend', text: `${t('Dividend paid')}${dps}${fy}` });
  }
  return events;
}

/**
 * Events on the bars they fall on, oldest first (markers must be sorted). Events before the
 * first bar or after the last one are off the chart and left out.
 */
export function placeEvents(events: readonly ChartEvent[], bars: readonly { time: DayTime }[]): PlacedEvent[] {
  const last = bars[bars.length - 1];
  if (last === undefined) return [];
  const first = bars[0] as { time: DayTime };
  const placed: PlacedEvent[] = [];
  for (const event of events) {
    const time = dayTime(event.day);
    if (time < first.time || time > last.time) continue;
    const index = firstOnOrAfter(bars, time);
    placed.push({ ...event, time: (bars[index] as { time: DayTime }).time, index });
  }
  return placed.sort((a, b) => a.index - b.index || a.kind.localeCompare(b.kind));
}
