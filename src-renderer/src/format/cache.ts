/**
 * Intl formatter instances are expensive to build and cheap to use, so every formatter is built
 * once per locale + options and reused. An unknown or malformed locale falls back to the default
 * instead of throwing in the middle of a render.
 */

export const DEFAULT_LOCALE = 'en-US';

/** What every formatter prints for a value that is not there (null, undefined, NaN, ±Infinity). */
export const EM_DASH = '\u2014';

/** The typographic minus sign, the same width as "+" in monospace fonts. */
export const MINUS = '\u2212';

/** Formatters kept per kind: far more than the screens use, a bound for a day of odd locales and options. */
const KEPT = 200;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const collators = new Map<string, Intl.Collator>();

function cached<F, O>(cache: Map<string, F>, make: (locale: string, options: O) => F, locale: string | undefined, options: O): F {
  const wanted = locale || DEFAULT_LOCALE;
  const key = `${wanted}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  // Map order is insertion order: re-inserting marks the formatter most recently used.
  if (formatter) cache.delete(key);
  else {
    try {
      formatter = make(wanted, options);
    } catch {
      // RangeError for a malformed locale tag: format in the default locale rather than fail.
      formatter = make(DEFAULT_LOCALE, options);
    }
    if (cache.size >= KEPT) cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, formatter);
  return formatter;
}

/** How many formatters are kept, all kinds (for the tests of the bound). */
export function keptFormatters(): number {
  return numberFormats.size + dateFormats.size + collators.size;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, (l, o: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o), locale, options);
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, (l, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, o), locale, options);
}

export function collator(locale: string | undefined, options: Intl.CollatorOptions): Intl.Collator {
  return cached(collators, (l, o: Intl.CollatorOptions) => new Intl.Collator(l, o), locale, options);
}
