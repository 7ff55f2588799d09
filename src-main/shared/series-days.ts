// Days in a series' time column (UTC seconds at midnight, oldest first), for main's series memo and
// the renderer's reads cut from an answer in hand: where a day's rows start and end.

const DAY_SECONDS = 86_400;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function firstAtOrAfter(time: Float64Array, seconds: number): number {
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((time[mid] as number) < seconds) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first time on or after `day` ('YYYY-MM-DD'); the column's length if none. */
export function indexOfDay(time: Float64Array, day: string): number {
  return firstAtOrAfter(time, dayStart(day));
}

/** Index of the first time after `day`: the end of a window that ends on it. */
export function indexAfterDay(time: Float64Array, day: string): number {
  return firstAtOrAfter(time, dayStart(day) + DAY_SECONDS);
}
