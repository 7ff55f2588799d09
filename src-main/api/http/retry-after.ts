/**
 * Milliseconds to wait from a Retry-After header (delta-seconds or an HTTP-date), capped;
 * null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, capMs: number, now: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, capMs);
  if (!/[a-z]/i.test(text)) return null; // neither seconds nor a date (Date.parse would read "-5" as a year)
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), capMs);
}
