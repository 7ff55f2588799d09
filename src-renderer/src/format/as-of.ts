import { t } from '../i18n';
import { formatDate, formatMoment, formatTime, toEpochMs } from './days';

/**
 * When the data shown was fetched, labelled and with its zone: "fetched 14:32:05 UTC" today,
 * "fetched 2026-11-19 17:30 UTC" before today, "never fetched" without a time.
 */
export function formatAsOf(iso: string | null, now: number): string {
  const at = toEpochMs(iso);
  if (at === null) return t('never fetched');
  const sameDay = formatDate(at, { style: 'iso' }) === formatDate(now, { style: 'iso' });
  return sameDay
    ? t('fetched {time}', { time: formatTime(at, { seconds: true }) })
    : t('fetched on {moment}', { moment: formatMoment(at) });
}
