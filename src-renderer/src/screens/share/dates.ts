// Calendar days for "upcoming / past / expired" decisions: plain "YYYY-MM-DD" strings compare
// correctly as text, and the service's dates carry no zone, so no Date arithmetic is needed.

const DAY_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/** Today's date on this machine, "YYYY-MM-DD". */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day of a date or date-time text ("2026-11-20T18:00:00" → "2026-11-20"); null otherwise. */
export function dayOf(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  return DAY_PREFIX.exec(value.trim())?.[1] ?? null;
}

/** The day `n` days after `day` (before it when negative), both "YYYY-MM-DD". */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
