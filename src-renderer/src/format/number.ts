import { EM_DASH, MINUS, numberFormat } from './cache';

/** A value a number formatter accepts; anything that is not a finite number renders as "—". */
export type NumberInput = number | null | undefined;

export interface NumberOptions {
  /** Fraction digits, fixed (so columns line up). Each formatter documents its default. */
  decimals?: number;
  /** BCP 47 tag, default 'en-US'. */
  locale?: string;
}

/** True for a finite number: the only kind of value that is formatted rather than shown as "—". */
export function isPresentNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function digits(decimals: number | undefined, fallback: number): number {
  if (decimals === undefined || !Number.isFinite(decimals)) return fallback;
  return Math.min(20, Math.max(0, Math.trunc(decimals)));
}

/** Hyphen-minus → typographic minus, so "−" lines up with "+" and reads as a sign. */
function minus(text: string): string {
  return text.replace(/-/g, MINUS);
}

function fixed(decimals: number, extra: Intl.NumberFormatOptions = {}): Intl.NumberFormatOptions {
  // 'negative' keeps "−0.00" from appearing for a tiny negative that rounds to zero.
  return { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative', ...extra };
}

/** 1234.5 → "1,234.50" (2 decimals unless told). */
export function formatNumber(value: NumberInput, options: NumberOptions = {}): string {
  if (!isPresentNumber(value)) return EM_DASH;
  return minus(numberFormat(options.locale, fixed(digits(options.decimals, 2))).format(value));
}

/** 1234567.8 → "1,234,568". */
export function formatInteger(value: NumberInput, options: Omit<NumberOptions, 'decimals'> = {}): string {
  if (!isPresentNumber(value)) return EM_DASH;
  return minus(numberFormat(options.locale, fixed(0)).format(value));
}

/** A ratio as a percentage: 0.0123 → "1.23%" (2 decimals unless told). */
export function formatPercent(ratio: NumberInput, options: NumberOptions = {}): string {
  if (!isPresentNumber(ratio)) return EM_DASH;
  return minus(numberFormat(options.locale, fixed(digits(options.decimals, 2), { style: 'percent' })).format(ratio));
}

/** A ratio as a signed percentage: 0.0123 → "+1.23%", −0.0045 → "−0.45%", 0 → "0.00%". */
export function formatSignedPercent(ratio: NumberInput, options: NumberOptions = {}): string {
  if (!isPresentNumber(ratio)) return EM_DASH;
  const format = numberFormat(options.locale, fixed(digits(options.decimals, 2), { style: 'percent', signDisplay: 'exceptZero' }));
  return minus(format.format(ratio));
}

/** A change: 1.5 → "+1.50", −1234.5 → "−1,234.50", 0 → "0.00" (2 decimals unless told). */
export function formatSigned(value: NumberInput, options: NumberOptions = {}): string {
  if (!isPresentNumber(value)) return EM_DASH;
  return minus(numberFormat(options.locale, fixed(digits(options.decimals, 2), { signDisplay: 'exceptZero' })).format(value));
}

/** Volumes and market caps: 1234567 → "1.2M", 3.4e9 → "3.4B" (at most 1 decimal unless told). */
export function formatCompact(value: NumberInput, options: NumberOptions = {}): string {
  if (!isPresentNumber(value)) return EM_DASH;
  const decimals = digits(options.decimals, 1);
  const format = numberFormat(options.locale, {
    notation: 'compact',
    compactDisplay: 'short',
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  });
  return minus(format.format(value));
}

/**
 * 'up' | 'down' | 'flat' for colouring a value by its sign. With `decimals`, the value is first
 * rounded the way it is displayed, so "0.00" is never painted green or red. Absent → 'flat'.
 */
export function signClass(value: NumberInput, decimals?: number): 'up' | 'down' | 'flat' {
  if (!isPresentNumber(value)) return 'flat';
  let shown = value;
  if (decimals !== undefined && Number.isFinite(decimals)) {
    const scale = 10 ** digits(decimals, 0);
    shown = Math.round(Math.abs(value) * scale) / scale;
    if (shown === 0) return 'flat';
    return value > 0 ? 'up' : 'down';
  }
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
}
