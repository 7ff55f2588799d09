// Exact arithmetic for the portfolio. Binary floating point cannot hold 0.1 or 1234.56, and sums of
// such values drift by a unit of the last place: a total would then disagree with its parts by a
// cent. So quantities and prices are fixed-point integers (bigint, 12 decimals), and money is an
// integer count of the currency's minor unit (cents; XOF and JPY have none). A product is rounded to
// the minor unit once, half away from zero; sums of minor units are exact. Numbers are made only
// for output, from the exact decimal text, so 1234.56 prints as 1234.56.

/** Decimals kept for quantities and prices. */
const FIXED_DECIMALS = 12;
const SCALE = 10n ** BigInt(FIXED_DECIMALS);

/** A quantity or price scaled by 10^12. */
export type Fixed = bigint;
/** An amount in the currency's minor unit. */
export type Minor = bigint;

/** n / d rounded half away from zero (d > 0). */
export function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/**
 * A decimal as typed or imported: a point or a comma as the decimal mark, no thousands separator
 * (so "1,5" is one and a half). Null when it is not such a number or has more than 12 decimals.
 */
export function parseDecimal(text: string): Fixed | null {
  const m = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!m) return null;
  const [, sign = '', whole = '', fraction = ''] = m;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > FIXED_DECIMALS) return null;
  const value = BigInt(whole || '0') * SCALE + BigInt((fraction || '0').padEnd(FIXED_DECIMALS, '0'));
  return sign === '-' ? -value : value;
}

/** A decimal as stored: as entered, with a point for the decimal mark. */
export const storedDecimal = (text: string): string => text.trim().replace(',', '.');

/** A cached price (a float) as the decimal it was served as: its shortest form, to 12 decimals. */
export function fixedOfNumber(value: number): Fixed {
  const text = String(value);
  const exact = /e/i.test(text) ? value.toFixed(FIXED_DECIMALS) : text;
  const [whole = '0', fraction = ''] = exact.split('.');
  const negative = whole.startsWith('-');
  const digits = BigInt(negative ? whole.slice(1) : whole) * SCALE + BigInt(fraction.slice(0, FIXED_DECIMALS).padEnd(FIXED_DECIMALS, '0'));
  return negative ? -digits : digits;
}

/** The plain decimal text of a scaled integer, trailing zeros dropped. */
function scaledText(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A fixed-point value as its decimal text (a point, no exponent): what is stored. */
export const fixedText = (value: Fixed): string => scaledText(value, FIXED_DECIMALS);

/** For output only: the double nearest to the exact decimal. */
export const fixedNumber = (value: Fixed): number => Number(fixedText(value));

export { minorDigits } from '../shared/minor-digits';

/** A fixed-point amount (a fee, a dividend) in minor units. */
export const toMinor = (amount: Fixed, digits: number): Minor => roundDiv(amount * 10n ** BigInt(digits), SCALE);

/** quantity × price in minor units, rounded once. */
export const productMinor = (quantity: Fixed, price: Fixed, digits: number): Minor =>
  roundDiv(quantity * price * 10n ** BigInt(digits), SCALE * SCALE);

/** For output only: minor units as the amount (the double nearest to the exact decimal). */
export const minorNumber = (amount: Minor, digits: number): number => Number(scaledText(amount, digits));

/** a / b as a plain ratio (percentages, weights, average cost): not money, so a float is fine. */
export function ratio(a: bigint, b: bigint): number | null {
  if (b === 0n) return null;
  return Number(a) / Number(b);
}
