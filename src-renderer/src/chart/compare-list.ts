// What a CMP pane compares: up to eight shares, funds and portfolios, in the order they were added,
// each with the colour it keeps while it is compared, and the range CMP was last left on. Kept with the workspace's chart preferences (through the contract)
// under `cmp`: the range for every CMP pane (as GP's), the list per pane; checked on the way back in.
import { z } from 'zod';
import type { SecurityRef } from '../commands/refs';
import { storedField, type ChartPrefsPatch } from './chart-prefs';
import { isRangeKey, type RangeKey } from './ranges';

export const MAX_COMPARED = 8;

/**
 * The line's colour, a slot of CMP's palette given when the item is added and kept with it, so
 * removing another line leaves every colour where it was. Absent in lists saved before: given then.
 */
interface Colored {
  color?: number;
}

export type ComparedSecurity = SecurityRef & Colored & { kind: 'share' | 'fund' };

/**
 * A portfolio, by its id in the home file: it follows the user across data sources, so it has no
 * source. Its line is its time-weighted return in one currency (never summed across currencies):
 * `currency` as chosen in CMP, absent for main's choice (its label when it trades in it).
 */
export interface ComparedPortfolio extends Colored {
  kind: 'portfolio';
  id: number;
  /** Its name when it was added. */
  code: string;
  title: string;
  currency?: string | null;
}

export type Compared = ComparedSecurity | ComparedPortfolio;

const color = z
  .number()
  .int()
  .min(0)
  .max(MAX_COMPARED - 1)
  .optional();

const listSchema = z
  .array(
    z.union([
      z.object({
        kind: z.enum(['share', 'fund']),
        id: z.number().int().nonnegative(),
        code: z.string().max(64),
        title: z.string().max(200),
        source: z.string().max(400).optional(),
        color,
      }),
      z.object({
        kind: z.literal('portfolio'),
        id: z.number().int().nonnegative(),
        code: z.string().max(64),
        title: z.string().max(200),
        currency: z.string().max(12).nullable().optional(),
        color,
      }),
    ]),
  )
  .max(MAX_COMPARED);

/** What is stored of one compared item: its own fields, nothing a caller spread into it. */
const storedItem = (c: Compared) => {
  const own =
    c.kind === 'portfolio'
      ? { kind: c.kind, id: c.id, code: c.code, title: c.title, ...(c.currency !== undefined ? { currency: c.currency } : {}) }
      : { kind: c.kind, id: c.id, code: c.code, title: c.title, ...(c.source ? { source: c.source } : {}) };
  return c.color === undefined ? own : { ...own, color: c.color };
};

export const comparedKey = (s: Pick<Compared, 'kind' | 'id'>) => `${s.kind}:${s.id}`;

const DEFAULT_COMPARE_RANGE: RangeKey = '1Y';

export interface ComparePrefs {
  range: RangeKey;
  list: Compared[];
}

/** The pane's stored comparison and CMP's last range; anything unreadable gets its default. */
export function comparePrefsOf(chartPrefs: unknown, paneId: string): ComparePrefs {
  const cmp = storedField(chartPrefs, 'cmp');
  const range = storedField(cmp, 'range');
  const list = listSchema.safeParse(storedField(storedField(cmp, 'lists'), paneId) ?? []);
  return { range: isRangeKey(range) ? range : DEFAULT_COMPARE_RANGE, list: list.success ? list.data : [] };
}

/**
 * CMP's part of the chart preferences with this pane's list and the range set. Lists of panes no
 * longer in the layout are dropped, so closed panes leave nothing behind.
 */
export function comparePrefsPatch(
  chartPrefs: unknown,
  paneId: string,
  prefs: { range: RangeKey; list: readonly Compared[] },
  livePanes: readonly string[],
): ChartPrefsPatch {
  const lists: ChartPrefsPatch = {};
  for (const id of livePanes) {
    if (id === paneId) continue;
    const kept = listSchema.safeParse(storedField(storedField(storedField(chartPrefs, 'cmp'), 'lists'), id));
    if (kept.success) lists[id] = kept.data;
  }
  lists[paneId] = prefs.list.map(storedItem);
  return { cmp: { range: prefs.range, lists } };
}

/**
 * Each item's colour slot: its own when it has one no earlier item took, else the lowest slot no
 * item holds (a list saved before colours were kept gets them in order).
 */
export function colorSlots(list: readonly Compared[]): number[] {
  const taken = new Set<number>();
  const own = list.map((c) => {
    if (c.color === undefined || taken.has(c.color)) return null;
    taken.add(c.color);
    return c.color;
  });
  return own.map((slot) => {
    if (slot !== null) return slot;
    let free = 0;
    while (taken.has(free)) free++;
    taken.add(free);
    return free;
  });
}

/** The list with every item holding its colour slot (the same list when they all do). */
export function withColors(list: readonly Compared[]): readonly Compared[] {
  const slots = colorSlots(list);
  return list.every((c, i) => c.color === slots[i]) ? list : list.map((c, i) => ({ ...c, color: slots[i] }));
}

/**
 * The list with `s` added at the end in the first colour no line has (unchanged when it is there
 * already or the list is full).
 */
export function withCompared(list: readonly Compared[], s: Compared): readonly Compared[] {
  if (list.some((c) => comparedKey(c) === comparedKey(s)) || list.length >= MAX_COMPARED) return list;
  const { color: _given, ...item } = s;
  return withColors([...withColors(list), item]);
}
