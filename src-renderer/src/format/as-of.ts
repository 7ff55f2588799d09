/** "as of 14:32:05" today, "as of 2026-11-19 17:30" before today, "never fetched" without a time. */
export function formatAsOf(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'never fetched';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'never fetched';
  const sameDay = at.toDateString() === now.toDateString();
  const time = at.toLocaleTimeString('en-GB', { hour12: false });
  return sameDay ? `as of ${time}` : `as of ${at.toISOString().slice(0, 10)} ${time.slice(0, 5)}`;
}
