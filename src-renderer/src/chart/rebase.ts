// CMP's arithmetic: every series rebased to 100 at one anchor day, each on its own dates (no
// forward fill), over the whole range: a line crosses 100 at the anchor, whichever day it is, and
// its days before the anchor show where it came from. The anchor defaults to the latest of the
// series' first days in the range, so every line has a value there; a series is based on its last
// value on or before the anchor, no older than a tolerance that fits weekly NAVs. Days are chart
// times (see chart-time.ts); the anchor and the range's first day come in as days, read once.

import { timeToDay } from '../format/days';
import { dayTime, type DayTime } from './chart-time';

export interface CompareInput {
  key: string;
  /** Days ascending (chart times), with a positive value each. */
  times: readonly DayTime[];
  values: readonly number[];
}

export interface Rebased {
  key: string;
  /** The day and value the series is based on; null when it has none near the anchor. */
  base: { time: DayTime; value: number } | null;
  /** Its own days in the range (and its base day, if earlier), as 100 × value / base. */
  points: { time: DayTime; value: number }[];
  /** Last value over the base, − 1 (null without a base). */
  change: number | null;
}

/** A weekly NAV published on Friday still bases a comparison anchored on the next Thursday. */
export const BASE_TOLERANCE_DAYS = 10;
const DAY_SECONDS = 86_400;

function lastOnOrBefore(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function firstOnOrAfter(times: readonly number[], time: number): number {
  const before = lastOnOrBefore(times, time);
  return times[before] === time ? before : before + 1;
}

/** The latest of the series' first days on or after `from` (null: from their start), as a day. */
export function defaultAnchor(series: readonly CompareInput[], from: string | null): string | null {
  const since = from === null ? null : dayTime(from);
  let anchor: DayTime | null = null;
  for (const s of series) {
    const first = since === null ? s.times[0] : s.times[firstOnOrAfter(s.times, since)];
    if (first !== undefined && (anchor === null || first > anchor)) anchor = first;
  }
  return anchor === null ? null : timeToDay(anchor);
}

/** The series over the range starting `from` (null: their whole history), each 100 on the anchor day. */
export function rebase(series: readonly CompareInput[], anchorDay: string | null, from: string | null): Rebased[] {
  const anchor = anchorDay === null ? null : dayTime(anchorDay);
  const since = from === null ? null : dayTime(from);
  return series.map((s) => {
    const i = anchor === null ? -1 : lastOnOrBefore(s.times, anchor);
    const time = s.times[i];
    if (anchor === null || time === undefined || anchor - time > BASE_TOLERANCE_DAYS * DAY_SECONDS)
      return { key: s.key, base: null, points: [], change: null };
    const base = s.values[i] as number;
    const first = since === null ? 0 : Math.min(i, firstOnOrAfter(s.times, since));
    const points: Rebased['points'] = [];
    for (let k = first; k < s.times.length; k++)
      points.push({ time: s.times[k] as DayTime, value: (100 * (s.values[k] as number)) / base });
    const last = points.at(-1);
    return { key: s.key, base: { time, value: base }, points, change: last ? last.value / 100 - 1 : null };
  });
}

/** Every day any series has in the range, ascending: the chart's common time axis. */
export function unionTimes(rebased: readonly Rebased[]): DayTime[] {
  const times = new Set<DayTime>();
  for (const r of rebased) for (const p of r.points) times.add(p.time);
  return [...times].sort((a, b) => a - b);
}

/** A series' rebased value on `day` or, failing that, its last before (what the legend reads). */
export function valueAt(r: Rebased, day: string): number | null {
  const i = lastOnOrBefore(
    r.points.map((p) => p.time),
    dayTime(day),
  );
  return i < 0 ? null : (r.points[i] as { value: number }).value;
}
