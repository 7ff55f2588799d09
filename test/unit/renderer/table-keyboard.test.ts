import { describe, expect, it } from 'vitest';
import {
  clampState,
  filterInputKey,
  keyHint,
  type KeyInput,
  type NavState,
  reduceKey,
} from '../../../src-renderer/src/components/table/keyboard';

const base: NavState = { row: 5, col: 2, rowCount: 100, colCount: 6, pageSize: 20 };
const press = (key: string | KeyInput, state: Partial<NavState> = {}) =>
  reduceKey({ ...base, ...state }, typeof key === 'string' ? { key } : key);

describe('row navigation', () => {
  it('moves with arrows and j/k', () => {
    expect(press('ArrowDown').state.row).toBe(6);
    expect(press('j').state.row).toBe(6);
    expect(press('ArrowUp').state.row).toBe(4);
    expect(press('k').state.row).toBe(4);
  });
  it('stops at the bounds', () => {
    expect(press('ArrowUp', { row: 0 }).state.row).toBe(0);
    expect(press('k', { row: 0 }).state.row).toBe(0);
    expect(press('ArrowDown', { row: 99 }).state.row).toBe(99);
  });
  it('pages by the page size, clamped', () => {
    expect(press('PageDown').state.row).toBe(25);
    expect(press('PageUp', { row: 30 }).state.row).toBe(10);
    expect(press('PageUp').state.row).toBe(0);
    expect(press('PageDown', { row: 90 }).state.row).toBe(99);
  });
  it('jumps to the ends with Home/End and Ctrl+Home/End, leaving letters to the command line', () => {
    expect(press('Home').state.row).toBe(0);
    expect(press('g').handled).toBe(false); // letters other than j/k start a command
    expect(press('End').state.row).toBe(99);
    expect(press('G').handled).toBe(false);
    expect(press({ key: 'End', ctrlKey: true }).state.row).toBe(99);
    expect(press({ key: 'Home', metaKey: true }).state.row).toBe(0);
  });
  it('selects the first row on any step when nothing is selected', () => {
    expect(press('ArrowDown', { row: -1 }).state.row).toBe(0);
    expect(press('ArrowUp', { row: -1 }).state.row).toBe(0);
    expect(press('PageDown', { row: -1 }).state.row).toBe(0);
    expect(press('End', { row: -1 }).state.row).toBe(99);
  });
  it('keeps nothing selected in an empty table, but still handles the key', () => {
    const result = press('ArrowDown', { row: -1, rowCount: 0 });
    expect(result.state.row).toBe(-1);
    expect(result.handled).toBe(true);
    expect(press('End', { row: 3, rowCount: 0 }).state.row).toBe(-1);
  });
  it('uses a page of at least one row', () => {
    expect(press('PageDown', { pageSize: 0 }).state.row).toBe(6);
    expect(press('PageDown', { pageSize: Number.NaN }).state.row).toBe(6);
  });
});

describe('columns', () => {
  it('moves the current column with ←/→, clamped', () => {
    expect(press('ArrowRight').state.col).toBe(3);
    expect(press('l').handled).toBe(false);
    expect(press('ArrowLeft').state.col).toBe(1);
    expect(press('ArrowLeft', { col: 0 }).state.col).toBe(0);
    expect(press('ArrowRight', { col: 5 }).state.col).toBe(5);
  });
  it('< and > move the current column itself, and the cursor follows it', () => {
    expect(press('<')).toEqual({ state: { ...base, col: 1 }, command: { type: 'move-column', delta: -1 }, handled: true });
    expect(press('>')).toEqual({ state: { ...base, col: 3 }, command: { type: 'move-column', delta: 1 }, handled: true });
  });
  it('< at the first and > at the last column do nothing', () => {
    expect(press('<', { col: 0 }).command).toBeNull();
    expect(press('>', { col: 5 }).command).toBeNull();
  });
});

describe('commands', () => {
  it('Enter opens the selected row, not when nothing is selected', () => {
    expect(press('Enter').command).toEqual({ type: 'open' });
    expect(press('Enter', { row: -1 }).handled).toBe(false);
  });
  it('s sorts the current column', () => {
    expect(press('=')).toMatchObject({ command: { type: 'sort' }, state: { row: 5, col: 2 } });
    expect(press('=', { colCount: 0 }).handled).toBe(false);
    expect(press('s').handled).toBe(false);
  });
  it('/ focuses the filter; Escape clears it only while filtering', () => {
    expect(press('/').command).toEqual({ type: 'filter' });
    expect(press('Escape', { filtering: true }).command).toEqual({ type: 'clear-filter' });
    expect(press('Escape').handled).toBe(false);
  });
  it('x exports', () => {
    expect(press('x').handled).toBe(false);
  });
  it('Ctrl/Cmd+S saves the table as CSV, with Shift as an xlsx workbook', () => {
    expect(press({ key: 's', ctrlKey: true }).command).toEqual({ type: 'export', format: 'csv' });
    expect(press({ key: 's', metaKey: true }).command).toEqual({ type: 'export', format: 'csv' });
    expect(press({ key: 'S', ctrlKey: true, shiftKey: true }).command).toEqual({ type: 'export', format: 'xlsx' });
  });
  it('Ctrl/Cmd+C copies the selected row, Shift adds the header', () => {
    expect(press({ key: 'c', ctrlKey: true }).command).toEqual({ type: 'copy', withHeader: false });
    expect(press({ key: 'c', metaKey: true }).command).toEqual({ type: 'copy', withHeader: false });
    expect(press({ key: 'C', ctrlKey: true, shiftKey: true }).command).toEqual({ type: 'copy', withHeader: true });
    expect(press({ key: 'c', ctrlKey: true }, { row: -1 }).handled).toBe(false);
  });
  it('plain c, other shortcuts and Alt chords are left to the app', () => {
    for (const key of [
      { key: 'c' },
      { key: 'k', ctrlKey: true },
      { key: 'j', altKey: true },
      { key: 'ArrowDown', altKey: true },
      { key: 'Tab' },
      { key: 'a' },
      { key: 'F5' },
    ]) {
      const result = press(key);
      expect(result.handled).toBe(false);
      expect(result.command).toBeNull();
    }
  });
  it('moves never carry a command', () => {
    for (const key of ['ArrowDown', 'k', 'PageDown', 'Home', 'G', 'ArrowLeft']) expect(press(key).command).toBeNull();
  });
});

describe('clampState', () => {
  it('pulls a stale position back inside the bounds', () => {
    expect(clampState({ ...base, row: 500, col: 9 })).toMatchObject({ row: 99, col: 5 });
    expect(clampState({ ...base, rowCount: 0, colCount: 0 })).toMatchObject({ row: -1, col: -1 });
    expect(clampState({ ...base, row: -1 })).toMatchObject({ row: -1 });
  });
  it('the reducer clamps before acting (rows were filtered away)', () => {
    expect(press('ArrowUp', { row: 80, rowCount: 10 }).state.row).toBe(8);
  });
});

describe('hidden columns', () => {
  it('* shows (or fits again) the columns a narrow pane hides', () => {
    expect(press('*')).toMatchObject({ handled: true, command: { type: 'all-columns' } });
  });
});

describe('filter input keys', () => {
  it('clears with Escape and goes to the rows with Enter or ↓, leaving other keys to the input', () => {
    expect(filterInputKey({ key: 'Escape' })).toBe('clear');
    expect(filterInputKey({ key: 'Enter' })).toBe('to-rows');
    expect(filterInputKey({ key: 'ArrowDown' })).toBe('to-rows');
    expect(filterInputKey({ key: 'ArrowUp' })).toBeNull();
    expect(filterInputKey({ key: 'j' })).toBeNull();
  });
});

describe('key hint', () => {
  it('promises Enter only where it opens, in the words of the owner', () => {
    expect(keyHint(true)).toBe('↑↓ move · ⏎ open · = sort · < > move col · / filter · ^C copy · ^S csv · ^⇧S xlsx');
    expect(keyHint(true, 'chart')).toContain('⏎ chart');
    expect(keyHint(false, 'chart')).toBe('↑↓ move · = sort · < > move col · / filter · ^C copy · ^S csv · ^⇧S xlsx');
  });
});
