// Region codes: country lists carry two- or three-letter codes (and EMU for the euro area); events
// carry two-letter ones. The calendar filters by the latter.
import { alpha3ToAlpha2 } from 'i18n-iso-countries';

/** The euro area is no ISO country: the service lists it as EMU (countries) and EU (events). */
const SPECIAL: Record<string, string> = { EMU: 'EU', EUR: 'EU', EA: 'EU', EZ: 'EU' };

/** The two-letter code events use for a country code of two or three letters; null if unknown. */
export function toRegionCode(code: string | null | undefined): string | null {
  const upper = (code ?? '').trim().toUpperCase();
  const special = SPECIAL[upper];
  if (special) return special;
  if (/^[A-Z]{2}$/.test(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper)) return alpha3ToAlpha2(upper) ?? null;
  return null;
}
