// Digits of a currency's minor unit: main rounds money to it, the screens show money with it.

const minorDigitsOf = new Map<string, number>();

/** Digits of the currency's minor unit (ISO 4217 as Intl knows it): EUR 2, XOF 0; 2 for an unknown label. */
export function minorDigits(currency: string | null): number {
  if (currency === null) return 2;
  let digits = minorDigitsOf.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2; // not an ISO code: cents, the common case
    }
    minorDigitsOf.set(currency, digits);
  }
  return digits;
}
