// Fees come as text ("2,5 %", "1.50%", "20% au-delà de 5%"): a number only when the text is a
// plain percentage, so sorting never rests on a guess.

const PLAIN_PERCENT = /^\s*(\d+(?:[.,]\d+)?)\s*%\s*$/;

/** The percentage of a plain "x %" text (2.5 for "2,5 %"); null for anything else. */
export function feePercent(text: string | null | undefined): number | null {
  const match = text ? PLAIN_PERCENT.exec(text) : null;
  return match ? Number((match[1] as string).replace(',', '.')) : null;
}
