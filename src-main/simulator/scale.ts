// The size of the demo market: 1 is the demo as shipped; N multiplies the shares, funds and
// calendar events by N and lengthens the histories, so the terminal can be tried (and benched)
// on a market as large as a real service's. Same seed and scale → same data.

/** Largest scale: the invented company names and event series run out beyond it. */
export const MAX_SCALE = 100;

/** The embedded demo market's scale, for browser mode and the desktop app (default 1). */
const DEMO_SCALE_ENV = 'MARKET_TERMINAL_DEMO_SCALE';

/** Years of trading calendar behind the anchor date: 12 at 1×, 20 at 10×, 28 at 100×. */
export function historyYears(scale: number): number {
  return 12 + Math.round(8 * Math.log10(scale));
}

/** `text` as a scale, or an error saying what is accepted. */
export function parseScale(text: string, what = 'scale'): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(value) || value < 1 || value > MAX_SCALE)
    throw new RangeError(`${what} must be a whole number from 1 to ${MAX_SCALE}, got "${text}"`);
  return value;
}

export function checkScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new RangeError(`scale must be an integer from 1 to ${MAX_SCALE}, got ${scale}`);
  return scale;
}

/** The embedded demo market's scale from the environment: unset or empty is 1. */
export function demoScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[DEMO_SCALE_ENV];
  return text === undefined || text.trim() === '' ? 1 : parseScale(text, DEMO_SCALE_ENV);
}
