// A portfolio's value history is in one currency at a time (never converted): which one is shown,
// and the next one, as PORT's value chart and CMP's portfolio lines both step through them.

interface Currencies {
  /** The currency shown. */
  currency: string | null;
  /** The portfolio's currencies, in order of first trade. */
  currencies: readonly (string | null)[];
}

/** "XOF", or "XOF, 1 of 2 currencies" when the portfolio trades in several. */
export function currencyNote(history: Currencies): string {
  const label = history.currency ?? 'no currency';
  const count = history.currencies.length;
  return count > 1 ? `${label}, ${history.currencies.indexOf(history.currency) + 1} of ${count} currencies` : label;
}

/** The currency after the one shown, round the portfolio's currencies (the same when it has one). */
export function nextCurrency(history: Currencies): string | null {
  const at = history.currencies.indexOf(history.currency);
  const next = history.currencies[(at + 1) % history.currencies.length];
  return next === undefined ? history.currency : next;
}
