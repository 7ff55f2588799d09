/**
 * The table's keyboard map as a pure reducer: (position, key) → new position + a command for
 * the component to carry out. No DOM here, so it is unit-tested in Node.
 */
import { msg, t } from '../../i18n';

export interface NavState {
  /** Selected row in the displayed (filtered, sorted) rows; -1 when nothing is selected. */
  row: number;
  /** Current column in display order; -1 when there are no columns. */
  col: number;
  rowCount: number;
  colCount: number;
  /** Rows per PageUp/PageDown (what fits in the viewport), at least 1. */
  pageSize: number;
  /** A quick filter is active (Escape then clears it). */
  filtering?: boolean;
}

/** The parts of a KeyboardEvent the reducer looks at. */
export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

export type NavCommand =
  | { type: 'open' }
  | { type: 'sort' }
  | { type: 'filter' }
  | { type: 'clear-filter' }
  | { type: 'export'; format: 'csv' | 'xlsx' }
  | { type: 'copy'; withHeader: boolean }
  | { type: 'move-column'; delta: -1 | 1 }
  | { type: 'all-columns' };

export interface NavResult {
  state: NavState;
  command: NavCommand | null;
  /** The key means something here: the component prevents the default and stops propagation. */
  handled: boolean;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Keep a position inside the current bounds (after rows were filtered away, columns removed…). */
export function clampState(state: NavState): NavState {
  const row = state.rowCount === 0 ? -1 : state.row < 0 ? -1 : clamp(state.row, 0, state.rowCount - 1);
  const col = state.colCount === 0 ? -1 : clamp(state.col, 0, state.colCount - 1);
  return { ...state, row, col, pageSize: Math.max(1, Math.floor(state.pageSize) || 1) };
}

function toRow(state: NavState, row: number): NavState {
  if (state.rowCount === 0) return { ...state, row: -1 };
  return { ...state, row: clamp(row, 0, state.rowCount - 1) };
}

/** Move by `delta` rows; with nothing selected yet, any step lands on the first row. */
function stepRow(state: NavState, delta: number): NavState {
  return toRow(state, state.row < 0 ? 0 : state.row + delta);
}

function toCol(state: NavState, col: number): NavState {
  if (state.colCount === 0) return { ...state, col: -1 };
  return { ...state, col: clamp(col, 0, state.colCount - 1) };
}

export function reduceKey(input: NavState, event: KeyInput): NavResult {
  const state = clampState(input);
  const done = (next: NavState, command: NavCommand | null = null): NavResult => ({ state: next, command, handled: true });
  const pass: NavResult = { state, command: null, handled: false };
  const mod = Boolean(event.ctrlKey || event.metaKey);

  if (mod && !event.altKey) {
    if (event.key.toLowerCase() === 'c') return state.row < 0 ? pass : done(state, { type: 'copy', withHeader: Boolean(event.shiftKey) });
    // "Save the table": as CSV, with Shift as an Excel workbook.
    if (event.key.toLowerCase() === 's') return done(state, { type: 'export', format: event.shiftKey ? 'xlsx' : 'csv' });
    if (event.key === 'Home') return done(toRow(state, 0));
    if (event.key === 'End') return done(toRow(state, state.rowCount - 1));
    return pass; // leave other shortcuts (Ctrl+R, Cmd+W…) to the app
  }
  if (event.altKey) return pass;

  switch (event.key) {
    case 'ArrowDown':
    case 'j':
      return done(stepRow(state, 1));
    case 'ArrowUp':
    case 'k':
      return done(stepRow(state, -1));
    case 'PageDown':
      return done(stepRow(state, state.pageSize));
    case 'PageUp':
      return done(stepRow(state, -state.pageSize));
    case 'Home':
      return done(toRow(state, 0));
    case 'End':
      return done(toRow(state, state.rowCount - 1));
    case 'ArrowLeft':
      return done(toCol(state, state.col - 1));
    case 'ArrowRight':
      return done(toCol(state, state.col + 1));
    case '<':
      return state.col <= 0 ? done(state) : done(toCol(state, state.col - 1), { type: 'move-column', delta: -1 });
    case '>':
      return state.col < 0 || state.col >= state.colCount - 1
        ? done(state)
        : done(toCol(state, state.col + 1), { type: 'move-column', delta: 1 });
    case 'Enter':
      return state.row < 0 ? pass : done(state, { type: 'open' });
    case '=':
      return state.col < 0 ? pass : done(state, { type: 'sort' });
    case '/':
      return done(state, { type: 'filter' });
    case '*':
      return done(state, { type: 'all-columns' });
    case 'Escape':
      return state.filtering ? done(state, { type: 'clear-filter' }) : pass;
    // Other letters are not table keys: typing in a table starts a command (only j/k, the
    // vi keys traders expect in lists, move the selection).
    default:
      return pass;
  }
}

/** What a key in the filter input does: Escape clears it, Enter and ↓ go to the rows. */
export function filterInputKey(event: KeyInput): 'clear' | 'to-rows' | null {
  if (event.key === 'Escape') return 'clear';
  if (event.key === 'Enter' || event.key === 'ArrowDown') return 'to-rows';
  return null;
}

/** The hint line: the keys this table answers, without promising an Enter its rows cannot do. */
export function keyHint(opens: boolean, openHint = msg('open')): string {
  return [
    t('↑↓ move'),
    opens ? t('⏎ {action}', { action: t(openHint) }) : '',
    t('= sort'),
    t('< > move col'),
    t('/ filter'),
    t('^C copy'),
    t('^S csv'),
    t('^⇧S xlsx'),
  ]
    .filter(Boolean)
    .join(' · ');
}
