// The figures of a release ("3,5 %", "140K", "-70.0B") as numbers, and how an actual compares with
// its forecast for a trader: better or worse, which depends on whether higher is good for that
// indicator (a higher unemployment rate or deficit is bad news).

export interface Figure {
  /** The value with K/M/B/T applied (140K → 140,000); percentages stay in percent points. */
  value: number;
  percent: boolean;
}

const SCALES: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, MD: 1e9, MDS: 1e9, T: 1e12 };
const FIGURE = /^([+\-\u2212]?)\s*(\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)\s*(%|K|M|B|MDS?|T)?$/i;

/** A release figure as a number; null for text that is not one ("—", "n/a", "Hausse"). */
export function parseFigure(text: string | null | undefined): Figure | null {
  if (typeof text !== 'string') return null;
  const match = FIGURE.exec(text.trim());
  if (!match) return null;
  const [, sign = '', digits = '', unit = ''] = match;
  // Spaces group thousands ("1 200,5"); a comma is the decimal mark when no dot is present.
  const plain = digits.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const magnitude = Number(plain);
  if (!Number.isFinite(magnitude)) return null;
  const upper = unit.toUpperCase();
  const value = (sign === '' || sign === '+' ? 1 : -1) * magnitude * (SCALES[upper] ?? 1);
  return { value, percent: upper === '%' };
}

/** a − b when both are percentages or both plain amounts; null otherwise. */
export function difference(a: Figure | null, b: Figure | null): number | null {
  return a && b && a.percent === b.percent ? a.value - b.value : null;
}

// Indicators where a rise is bad news: unemployment (rate, claims) and deficits.
const HIGHER_IS_BAD = /ch[oô]mage|unemploy|jobless|d[ée]ficit/i;

export function higherIsGood(title: string | null | undefined): boolean {
  return !HIGHER_IS_BAD.test(title ?? '');
}

/** actual − forecast, when both parse as comparable figures. */
export function surprise(actual: string | null | undefined, forecast: string | null | undefined): number | null {
  return difference(parseFigure(actual), parseFigure(forecast));
}

export type Tone = 'better' | 'worse' | 'inline';

/** How the actual reads against the forecast for this indicator; null when they do not compare. */
export function toneOf(
  actual: string | null | undefined,
  forecast: string | null | undefined,
  title: string | null | undefined,
): Tone | null {
  const s = surprise(actual, forecast);
  if (s === null) return null;
  // Figures are published with a few decimals: a difference below that is no surprise.
  if (Math.abs(s) < 1e-9) return 'inline';
  return s > 0 === higherIsGood(title) ? 'better' : 'worse';
}
