// The drawing keys of a chart, as commands: Shift+letter starts a tool (plain letters stay the
// chart's and the command line's); while a drawing is placed, the arrows move its anchor and
// Enter / Esc confirm / cancel; otherwise Tab walks the drawings and the selected one is
// removed, extended, turned into an alert, grabbed (then the arrows move it), recoloured, restyled
// or its note's text edited by key.
import type { DrawingTool } from '../../../../src-main/shared/drawings/types';
import type { KeyPress } from '../keys';

export type DrawingCommand =
  | { type: 'start'; tool: DrawingTool }
  /** Bars sideways (`bars`) and price steps up (`steps`); `snap`: onto the bar's O/H/L/C. */
  | { type: 'move'; bars: number; steps: number; snap: boolean }
  | { type: 'place' }
  | { type: 'cancel' }
  | { type: 'select'; step: -1 | 1 }
  | { type: 'remove' }
  | { type: 'extend' }
  | { type: 'alert' }
  /** Grab the selected drawing: the arrows then move it, Enter keeps it there, Esc puts it back. */
  | { type: 'grab' }
  | { type: 'color' }
  | { type: 'style' }
  /** A note's text, in the prompt it was written in. */
  | { type: 'edit' };

/** Shift+letter: the tool it starts (listed in the keymap, see commands/keymap.ts). */
const TOOL_KEYS: Readonly<Record<string, DrawingTool>> = {
  H: 'level',
  T: 'trend',
  F: 'fib',
  R: 'ray',
  B: 'rect',
  V: 'vline',
  N: 'text',
};

/** Shift's step: ten bars, ten price steps. */
const BIG_STEP = 10;

/** A key while a drawing is being placed; null: not a drawing key (it goes on). */
export function draftCommand(e: KeyPress): DrawingCommand | null {
  if (e.altKey) return null;
  const snap = e.ctrlKey || e.metaKey;
  const size = e.shiftKey ? BIG_STEP : 1;
  switch (e.key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      return { type: 'move', bars: (e.key === 'ArrowLeft' ? -1 : 1) * size, steps: 0, snap };
    case 'ArrowUp':
    case 'ArrowDown':
      return { type: 'move', bars: 0, steps: (e.key === 'ArrowDown' ? -1 : 1) * (snap ? 1 : size), snap };
    case 'Enter':
      return snap ? null : { type: 'place' };
    case 'Escape':
      return { type: 'cancel' };
    default:
      return null;
  }
}

/** A key while a drawing is grabbed: a draft's keys, but Ctrl snaps no anchor of a whole drawing. */
export function grabCommand(e: KeyPress): DrawingCommand | null {
  const command = draftCommand(e);
  return command?.type === 'move' && command.snap ? null : command;
}

/**
 * A key with no drawing being placed: a tool key, or one for the drawings (`selected`: one is).
 * Null: not a drawing key.
 */
export function drawingCommand(e: KeyPress, selected: boolean): DrawingCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const tool = TOOL_KEYS[e.key];
  if (tool) return { type: 'start', tool };
  if (e.key === 'Tab') return { type: 'select', step: e.shiftKey ? -1 : 1 };
  if (!selected) return null;
  switch (e.key) {
    case 'Delete':
    case 'x':
      return { type: 'remove' };
    case 'e':
      return { type: 'extend' };
    case 'A':
      return { type: 'alert' };
    case 'g':
      return { type: 'grab' };
    case 'C':
      return { type: 'color' };
    case 'D':
      return { type: 'style' };
    case 'Enter':
      return { type: 'edit' };
    case 'Escape':
      return { type: 'cancel' };
    default:
      return null;
  }
}
