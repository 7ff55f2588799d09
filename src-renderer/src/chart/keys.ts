// The price screens' keys, as commands. The screens stop exactly the keys that map to a command
// and let everything else reach the workspace (command line, panes).
import { RANGE_KEYS, type RangeKey } from './ranges';

export type ChartCommand =
  | { type: 'range'; range: RangeKey }
  | { type: 'mode' }
  | { type: 'scale' }
  | { type: 'averages' }
  | { type: 'study-add' }
  | { type: 'study-edit' }
  | { type: 'study-remove' }
  | { type: 'study-select'; step: -1 | 1 }
  | { type: 'study-height'; step: -1 | 1 }
  | { type: 'study-default' }
  | { type: 'pan'; direction: -1 | 1 }
  | { type: 'zoom'; direction: -1 | 1 }
  | { type: 'cursor'; step: -1 | 1 }
  | { type: 'cursor-clear' }
  | { type: 'reset' }
  | { type: 'latest' }
  /** The linked charts' visible range follows this one's (per link group). */
  | { type: 'follow-range' }
  | { type: 'copy-image' }
  | { type: 'save-image' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** `1` … `8` pick 1M … MAX (both screens). */
export function rangeForKey(e: KeyPress): RangeKey | null {
  if (e.ctrlKey || e.metaKey || e.altKey || !/^[1-8]$/.test(e.key)) return null;
  return RANGE_KEYS[Number(e.key) - 1] ?? null;
}

export function chartCommand(e: KeyPress): ChartCommand | null {
  const range = rangeForKey(e);
  if (range) return { type: 'range', range };
  // Ctrl+C and Ctrl+S, as tables copy and save theirs: the chart as a picture.
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.key === 'c' || e.key === 's'))
    return { type: e.key === 'c' ? 'copy-image' : 'save-image' };
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case 'c':
      return { type: 'mode' };
    case 'l':
      return { type: 'scale' };
    case 'm':
      return { type: 'averages' };
    case 's':
      return { type: 'study-add' };
    case 'S':
      return { type: 'study-default' };
    case 'Enter':
      return { type: 'study-edit' };
    case 'x':
    case 'Delete':
      return { type: 'study-remove' };
    case '[':
    case ']':
      return { type: 'study-select', step: e.key === '[' ? -1 : 1 };
    case '{':
    case '}':
      return { type: 'study-height', step: e.key === '{' ? -1 : 1 };
    case 'f':
      return { type: 'follow-range' };
    case 'ArrowLeft':
      return e.shiftKey ? { type: 'cursor', step: -1 } : { type: 'pan', direction: -1 };
    case 'ArrowRight':
      return e.shiftKey ? { type: 'cursor', step: 1 } : { type: 'pan', direction: 1 };
    case 'ArrowUp':
    case '+':
    case '=':
      return { type: 'zoom', direction: 1 };
    case 'ArrowDown':
    case '-':
      return { type: 'zoom', direction: -1 };
    case 'Home':
      return { type: 'reset' };
    case 'End':
      return { type: 'latest' };
    case 'Escape':
      return { type: 'cursor-clear' };
    default:
      return null;
  }
}

/**
 * Where the keyboard cursor goes on Shift+←/→ over `count` points: the first press shows it where
 * the legend already is (`from`: the cursor, else the hovered point), else on the last point.
 * Null when there is nothing to point at.
 */
export function stepCursor(from: number | null, step: -1 | 1, count: number): number | null {
  if (count === 0) return null;
  return from === null ? count - 1 : Math.min(count - 1, Math.max(0, from + step));
}
