import { formatDate, formatMoment, formatTime, toEpochMs } from './days';

/**
 * When the data shown was fetched, labelled and with its zone: "fetched 14:32:05 UTC" today,
 * "fetched 2026-11-19 17:30 UTC" before today, "never fetched" without a time.
 */
export function formatAsOf(iso: string | null, now: number): string {
  const at = toEpochMs(iso);
  if (at === null) return 'never fetched';
  const sameDay = formatDate(at) === formatDate(now);
  return sameDay ? `fetched ${formatTime(at, { seconds: true })}` : `fetched ${formatMoment(at)}`;
}
