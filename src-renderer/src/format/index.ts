/** Locale-aware, cached, pure formatting. Every absent value (null, undefined, NaN, ±∞) is "—". */
export { DEFAULT_LOCALE, EM_DASH } from './cache';
export {
  formatCompact,
  formatInteger,
  formatNumber,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  isPresentNumber,
  signClass,
} from './number';
export { formatAge, formatDate, formatDateTime, formatMoment, formatTime, isoDay, toEpochMs } from './days';
