// CMP's arithmetic: every series rebased to 100 at one anchor day, each on its own dates (no
// forward fill), over the whole range: a line crosses 100 at the anchor, whichever day it is, and
// its days before the anchor show where it came from. The anchor defaults to the latest of the
// series' first days in the range, so every line has a value there; a series is based on its last
// value on or before the anchor, no older than a tolerance that fits weekly NAVs.

import { dayNumber } from '../format/days';

export interface CompareInput {
  key: string;
  /** Days ascending, with a positive value each. */
  days: readonly string[];
  values: readonly number[];
}

export interface Rebased {
  key: string;
  /** The day and value the series is based on; null when it has none near the anchor. */
  base: { day: string; value: number } | null;
  /** Its own days in the range (and its base day, if earlier), as 100 × value / base. */
  points: { time: string; value: number }[];
  /** Last value over the base, − 1 (null without a base). */
  change: number | null;
}

/** A weekly NAV published on Friday still bases a comparison anchored on the next Thursday. */
export const BASE_TOLERANCE_DAYS = 10;

function lastOnOrBefore(days: readonly string[], day: string): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as string) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function firstOnOrAfter(days: readonly string[], day: string): number {
  const before = lastOnOrBefore(days, day);
  return days[before] === day ? before : before + 1;
}

/** The latest of the series' first days on or after `from` (null: from their start). */
export function defaultAnchor(series: readonly CompareInput[], from: string | null): string | null {
  let anchor: string | null = null;
  for (const s of series) {
    const first = from === null ? s.days[0] : s.days.find((d) => d >= from);
    if (first !== undefined && (anchor === null || first > anchor)) anchor = first;
  }
  return anchor;
}

/** The series over the range starting `from` (null: their whole history), each 100 on the anchor day. */
export function rebase(series: readonly CompareInput[], anchor: string | null, from: string | null): Rebased[] {
  return series.map((s) => {
    const i = anchor === null ? -1 : lastOnOrBefore(s.days, anchor);
    const day = s.days[i];
    if (anchor === null || day === undefined || dayNumber(anchor) - dayNumber(day) > BASE_TOLERANCE_DAYS)
      return { key: s.key, base: null, points: [], change: null };
    const base = s.values[i] as number;
    const first = from === null ? 0 : Math.min(i, firstOnOrAfter(s.days, from));
    const points: Rebased['points'] = [];
    for (let k = first; k < s.days.length; k++) points.push({ time: s.days[k] as string, value: (100 * (s.values[k] as number)) / base });
    const last = points.at(-1);
    return { key: s.key, base: { day, value: base }, points, change: last ? last.value / 100 - 1 : null };
  });
}

/** Every day any series has in the range: the chart's common time axis. */
export function unionDays(rebased: readonly Rebased[]): string[] {
  const days = new Set<string>();
  for (const r of rebased) for (const p of r.points) days.add(p.time);
  return [...days].sort();
}

/** A series' rebased value on `day` or, failing that, its last before (what the legend reads). */
export function valueAt(r: Rebased, day: string): number | null {
  const i = lastOnOrBefore(
    r.points.map((p) => p.time),
    day,
  );
  return i < 0 ? null : (r.points[i] as { value: number }).value;
}
