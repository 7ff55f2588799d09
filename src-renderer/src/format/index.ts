/** Locale-aware, cached, pure formatting. Every absent value (null, undefined, NaN, ±∞) is "—". */
export { DEFAULT_LOCALE, EM_DASH, MINUS } from './cache';
export {
  formatCompact,
  formatInteger,
  formatNumber,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  isPresentNumber,
  signClass,
  type NumberInput,
  type NumberOptions,
} from './number';
export {
  formatAge,
  formatDate,
  formatDateTime,
  formatMoment,
  formatTime,
  isoDay,
  toEpochMs,
  type DateInput,
  type DateOptions,
  type DateTimeOptions,
} from './date';
