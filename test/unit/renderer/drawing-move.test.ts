import { describe, expect, it } from 'vitest';
import { logicalOfDay, moveAnchors, shiftDay } from '../../../src-renderer/src/chart/drawings/anchors';
import { grabCommand, drawingCommand } from '../../../src-renderer/src/chart/drawings/keys';
import { dashOf, nextColor, nextStyle } from '../../../src-renderer/src/chart/drawings/look';
import type { KeyPress } from '../../../src-renderer/src/chart/keys';

// Friday 1 March 2024, then Monday to Wednesday; Thursday 7 a holiday; Friday 8 the last bar.
const days = ['2024-03-01', '2024-03-04', '2024-03-05', '2024-03-06', '2024-03-08'];
const dayAt = (i: number) => days[i] as string;
const shift = (day: string, bars: number) => shiftDay(days.length, dayAt, day, bars);

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('moving a drawing along the bars', () => {
  it('moves an anchor from bar to bar, over the weekend and the holiday between them', () => {
    expect(shift('2024-03-01', 1)).toBe('2024-03-04');
    expect(shift('2024-03-04', -1)).toBe('2024-03-01');
    expect(shift('2024-03-06', 1)).toBe('2024-03-08');
    expect(shift('2024-03-08', -1)).toBe('2024-03-06');
    expect(shift('2024-03-01', 4)).toBe('2024-03-08');
    expect(shift('2024-03-05', 0)).toBe('2024-03-05');
  });

  it('moves an anchor on a holiday as the bar before it, where it is drawn', () => {
    expect(logicalOfDay(days.length, dayAt, '2024-03-07')).toBe(3);
    expect(shift('2024-03-07', 1)).toBe('2024-03-08');
    expect(shift('2024-03-07', -1)).toBe('2024-03-05');
  });

  it('moves beyond the bars a weekday at a time, and back onto the edge bar', () => {
    expect(shift('2024-03-08', 1)).toBe('2024-03-11');
    expect(shift('2024-03-08', 3)).toBe('2024-03-13');
    expect(shift('2024-03-13', -3)).toBe('2024-03-08');
    expect(shift('2024-03-01', -1)).toBe('2024-02-29');
    expect(shift('2024-02-26', 5)).toBe('2024-03-04'); // Mon … Thu 29, then the first bar, then the next
    // A Saturday past the last bar goes back to it, not to a day between.
    expect(shift('2024-03-09', -1)).toBe('2024-03-08');
  });

  it('moves every anchor of a drawing by the same bars and its prices as told, keeping its span', () => {
    const trend = [
      { day: '2024-03-01', price: 10 },
      { day: '2024-03-05', price: 12 },
    ];
    const moved = moveAnchors(trend, 2, (p) => p + 0.5, days.length, dayAt);
    expect(moved).toEqual([
      { day: '2024-03-05', price: 10.5 },
      { day: '2024-03-08', price: 12.5 },
    ]);
    const span = (a: typeof trend) =>
      (logicalOfDay(days.length, dayAt, a[1]?.day ?? '') ?? NaN) - (logicalOfDay(days.length, dayAt, a[0]?.day ?? '') ?? NaN);
    expect(span(moved)).toBe(span(trend));
    // There and back again: the same (day, price) anchors.
    expect(moveAnchors(moved, -2, (p) => p - 0.5, days.length, dayAt)).toEqual(trend);
  });
});

describe('the selected drawing’s keys', () => {
  it('g grabs, Shift+C recolours, Shift+D restyles, Enter edits, only while one is selected', () => {
    expect(drawingCommand(press('g'), true)).toEqual({ type: 'grab' });
    expect(drawingCommand(press('C', { shiftKey: true }), true)).toEqual({ type: 'color' });
    expect(drawingCommand(press('D', { shiftKey: true }), true)).toEqual({ type: 'style' });
    expect(drawingCommand(press('Enter'), true)).toEqual({ type: 'edit' });
    for (const key of ['g', 'C', 'D', 'Enter']) expect(drawingCommand(press(key), false)).toBeNull();
  });

  it('while grabbed the arrows move it (Shift ×10), Enter keeps, Esc puts back; Ctrl snaps nothing', () => {
    expect(grabCommand(press('ArrowRight'))).toEqual({ type: 'move', bars: 1, steps: 0, snap: false });
    expect(grabCommand(press('ArrowDown', { shiftKey: true }))).toEqual({ type: 'move', bars: 0, steps: -10, snap: false });
    expect(grabCommand(press('Enter'))).toEqual({ type: 'place' });
    expect(grabCommand(press('Escape'))).toEqual({ type: 'cancel' });
    expect(grabCommand(press('ArrowUp', { ctrlKey: true }))).toBeNull();
  });

  it('cycles the colours from the accent through the palette and back, and the styles round', () => {
    const seen: (string | undefined)[] = [];
    let color = nextColor(undefined);
    while (color !== undefined) {
      seen.push(color);
      color = nextColor(color);
    }
    expect(seen).toEqual(['blue', 'magenta', 'teal', 'orange', 'lime']);
    expect(nextStyle(undefined)).toBe('dashed');
    expect(nextStyle('dashed')).toBe('dotted');
    expect(nextStyle('dotted')).toBe('solid');
    expect(dashOf('solid')).toEqual([]);
    expect(dashOf('dotted')).not.toEqual(dashOf('dashed'));
  });
});
