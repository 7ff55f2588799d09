// The charts of one link group share their crosshair (and, when the group asks for it, their
// visible range): a small bus keyed by the group. A chart that moves its crosshair (mouse or
// keyboard cursor) tells the others the day; each shows its own bar of that day, or the nearest
// earlier one. Calls are synchronous, so the others are drawn in the same frame; receiving never
// publishes (lightweight-charts' setCrosshairPosition fires no crosshair event), so nothing loops.
import { createSignal } from 'solid-js';

/** Days as the charts' points carry them (yyyy-mm-dd), first and last in view. */
export interface DayRange {
  from: string;
  to: string;
}

/** A chart in a group: how it shows what another chart of the group points at. */
export interface LinkedChart {
  showDay(day: string | null): void;
  showRange(range: DayRange): void;
}

const groups = new Map<string, Set<LinkedChart>>();
// Groups whose visible range follows too; a signal so the charts' key lines say so.
const [following, setFollowing] = createSignal<ReadonlySet<string>>(new Set());

/** `chart` joins `group`; the returned function leaves it. */
export function joinGroup(group: string, chart: LinkedChart): () => void {
  let members = groups.get(group);
  if (!members) groups.set(group, (members = new Set()));
  members.add(chart);
  return () => {
    members.delete(chart);
    if (members.size === 0) groups.delete(group);
  };
}

/** The crosshair of `from` moved to `day` (null: it left the chart): the rest of its group follows. */
export function shareDay(group: string | null, from: LinkedChart, day: string | null): void {
  if (group === null) return;
  for (const chart of groups.get(group) ?? []) if (chart !== from) chart.showDay(day);
}

/** `from` shows `range`: the rest of its group follows, if the group's range follows. */
export function shareRange(group: string | null, from: LinkedChart, range: DayRange): void {
  if (group === null || !following().has(group)) return;
  for (const chart of groups.get(group) ?? []) if (chart !== from) chart.showRange(range);
}

export function rangeFollows(group: string | null): boolean {
  return group !== null && following().has(group);
}

/** Turns range following on or off for `group`; says whether it is now on. */
export function toggleRangeFollow(group: string): boolean {
  const next = new Set(following());
  const on = !next.delete(group);
  if (on) next.add(group);
  setFollowing(next);
  return on;
}

/**
 * The index of the last of `count` ascending days (read by `dayAt`) on or before `day`: the bar a
 * chart shows for a day it has no bar of. Null before its first day.
 */
export function indexOnOrBefore(count: number, dayAt: (index: number) => string, day: string): number | null {
  let lo = 0;
  let hi = count - 1;
  let found: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dayAt(mid) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
