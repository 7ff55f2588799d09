// ISIN check digit (ISO 6166): letters become two-digit numbers (A=10 … Z=35), then the Luhn
// algorithm runs over the resulting digit string.

function expand(body: string): string {
  let digits = '';
  for (const ch of body.toUpperCase()) {
    if (ch >= '0' && ch <= '9') digits += ch;
    else if (ch >= 'A' && ch <= 'Z') digits += String(ch.charCodeAt(0) - 55);
    else throw new Error(`invalid ISIN character "${ch}"`);
  }
  return digits;
}

/** The check digit for an 11-character ISIN body (country code + 9-character NSIN). */
export function isinCheckDigit(body: string): number {
  if (!/^[A-Z]{2}[A-Z0-9]{9}$/.test(body)) throw new Error(`invalid ISIN body "${body}"`);
  const digits = expand(body);
  let sum = 0;
  // The check digit will sit to the right, so the rightmost body digit is the one doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]) * (double ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function makeIsin(body: string): string {
  return `${body}${isinCheckDigit(body)}`;
}

export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) return false;
  return isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}
