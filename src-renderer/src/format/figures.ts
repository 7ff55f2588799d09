// Small conversions between the service's figures and what the formatters expect.
import { isPresentNumber, signClass } from '.';

/** Decimals a column of amounts needs: none when every value is whole (XOF prices), else 2. */
export function decimalsFor(values: ReadonlyArray<number | null | undefined>): 0 | 2 {
  return values.every((v) => v === null || v === undefined || !Number.isFinite(v) || Number.isInteger(v)) ? 0 : 2;
}

/**
 * A figure the service serves in percent (growth, dividend yield, holdings: 12.5 = 12.5 %) as the
 * ratio the percent formatters take; absent stays absent.
 */
export function fromPercent(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value / 100 : null;
}

/** Green/red for a ratio shown as a 2-decimal percentage (so "0.00%" stays neutral). */
export function ratioTone(ratio: number | null | undefined): 'up' | 'down' | 'flat' {
  return signClass(isPresentNumber(ratio) ? ratio * 100 : null, 2);
}
