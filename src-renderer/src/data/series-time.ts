// The day of a series point. Series arrive as typed columns whose times are each day's 00:00 UTC
// in seconds (src-main/store/series.ts reads them so); screens key rows by 'YYYY-MM-DD'.

/** UTC seconds at midnight → 'YYYY-MM-DD'. */
export function timeToDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
