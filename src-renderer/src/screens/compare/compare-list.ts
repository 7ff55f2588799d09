// What a CMP pane compares: up to eight shares and funds, in the order they were added. Kept per
// pane in localStorage (a view state of this renderer), checked on the way back in.
import { z } from 'zod';
import type { SecurityRef } from '../../workspace/layout';

export const MAX_COMPARED = 8;

export type Compared = SecurityRef & { kind: 'share' | 'fund' };

const listSchema = z
  .array(
    z.object({ kind: z.enum(['share', 'fund']), id: z.number().int().nonnegative(), code: z.string().max(64), title: z.string().max(200) }),
  )
  .max(MAX_COMPARED);

const storageKey = (paneId: string) => `market-terminal.cmp.${paneId}`;
export const comparedKey = (s: Pick<Compared, 'kind' | 'id'>) => `${s.kind}:${s.id}`;

export function loadCompared(paneId: string): Compared[] {
  try {
    const parsed = listSchema.safeParse(JSON.parse(localStorage.getItem(storageKey(paneId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return []; // storage refused or unreadable: start empty
  }
}

export function saveCompared(paneId: string, list: readonly Compared[]): void {
  try {
    localStorage.setItem(storageKey(paneId), JSON.stringify(list));
  } catch {
    // Not remembered; the comparison works the same.
  }
}

/** The list with `s` added at the end (unchanged when it is there already or the list is full). */
export function withCompared(list: readonly Compared[], s: Compared): readonly Compared[] {
  if (list.some((c) => comparedKey(c) === comparedKey(s)) || list.length >= MAX_COMPARED) return list;
  return [...list, s];
}
