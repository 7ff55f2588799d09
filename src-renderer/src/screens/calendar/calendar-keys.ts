// The keys of the calendar screens (CAL and AGENDA share them): date ranges on digits, importance
// with + and −, "." jumps to now, Alt+F reaches the filters. Letters stay free for the command line.
import type { CalendarFilter } from '../../../../src-main/ipc/contract';
import type { Importance } from '../../../../src-main/ipc/contract';
import { hintLine, type KeyLike } from '../../commands/keymap';

/** The screens' hint line, from the key registry (read when shown: it is in the UI language). */
export const calendarKeyHint = (): string => hintLine('CAL AGENDA');

const RANGE_KEYS: Record<string, CalendarFilter['range']> = { '1': 'today', '2': 'this-week', '3': 'next-week', '0': 'all' };
const LEVELS: readonly Importance[] = ['LOW', 'MEDIUM', 'HIGH'];

/** The lowest level shown (LOW when none is), the others above it follow. */
function minimumLevel(filter: CalendarFilter): number {
  const index = LEVELS.findIndex((l) => filter.importance.includes(l));
  return index < 0 ? 0 : index;
}

/** "+" shows only more important events, "−" brings less important ones back; holidays keep their toggle. */
export function stepImportance(filter: CalendarFilter, step: 1 | -1): CalendarFilter {
  const min = Math.min(LEVELS.length - 1, Math.max(0, minimumLevel(filter) + step));
  const levels: Importance[] = LEVELS.slice(min);
  if (filter.importance.includes('HOLIDAY')) levels.push('HOLIDAY');
  return { ...filter, importance: levels };
}

export type CalendarKeyAction = { type: 'filter'; filter: CalendarFilter } | { type: 'now' } | { type: 'filters' };

/** What a key does in a calendar screen; null for keys it leaves alone. */
export function calendarKey(e: KeyLike, filter: CalendarFilter): CalendarKeyAction | null {
  if (e.ctrlKey || e.metaKey) return null;
  if (e.altKey) return e.code === 'KeyF' && !e.shiftKey ? { type: 'filters' } : null;
  const range = RANGE_KEYS[e.key];
  if (range) return { type: 'filter', filter: { ...filter, range } };
  if (e.key === '+') return { type: 'filter', filter: stepImportance(filter, 1) };
  if (e.key === '-') return { type: 'filter', filter: stepImportance(filter, -1) };
  if (e.key === '.') return { type: 'now' };
  return null;
}
