/** The fewest fraction digits (up to `max`) that show every value exactly: 2.5 and 3 need 1. */
export function fractionDigits(values: readonly (number | null)[], max: number): number {
  let digits = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    while (digits < max && Math.abs(Number(value.toFixed(digits)) - value) > 1e-9) digits++;
  }
  return digits;
}
