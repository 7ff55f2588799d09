import { describe, expect, it } from 'vitest';
import { logicalOfDay, snapStep } from '../../../src-renderer/src/chart/drawings/anchors';
import { hits, shapeOf, type Projection } from '../../../src-renderer/src/chart/drawings/geometry';
import { draftCommand, drawingCommand } from '../../../src-renderer/src/chart/drawings/keys';

const days = ['2024-03-01', '2024-03-04', '2024-03-05', '2024-03-06'];
const dayAt = (i: number) => days[i] as string;

// Bar i at x = 10·i; price p at y = 200 − p; a pane 400 wide, 200 high.
const projection: Projection = {
  x: (day) => {
    const logical = logicalOfDay(days.length, dayAt, day);
    return logical === null ? null : 10 * logical;
  },
  y: (price) => 200 - price,
  width: 400,
  height: 200,
  price: (v) => v.toFixed(2),
};

describe('drawing anchors on the time axis', () => {
  it("puts a bar's day on its index and a holiday on the bar before it", () => {
    expect(logicalOfDay(days.length, dayAt, '2024-03-05')).toBe(2);
    expect(logicalOfDay(days.length, dayAt, '2024-03-03')).toBe(0);
    expect(logicalOfDay(0, dayAt, '2024-03-03')).toBeNull();
  });

  it('extrapolates a day outside the bars at five trading days a week, keeping a line in place', () => {
    expect(logicalOfDay(days.length, dayAt, '2024-03-13')).toBeCloseTo(3 + 5, 9);
    expect(logicalOfDay(days.length, dayAt, '2024-02-23')).toBeCloseTo(-5, 9);
  });

  it("steps to the bar's next price above or below among open, high, low and close", () => {
    const bar = { time: '2024-03-01', open: 10, high: 12, low: 9, close: 11 };
    expect(snapStep(10.5, bar, 1)).toBe(11);
    expect(snapStep(11, bar, 1)).toBe(12);
    expect(snapStep(12, bar, 1)).toBe(12);
    expect(snapStep(10.5, bar, -1)).toBe(10);
    expect(snapStep(9, bar, -1)).toBe(9);
  });
});

describe('drawing shapes', () => {
  it('draws a level across the pane at its price, labelled with it', () => {
    const shape = shapeOf({ tool: 'level', anchors: [{ day: '2024-03-04', price: 50 }] }, projection);
    expect(shape?.lines).toEqual([{ x1: 0, y1: 150, x2: 400, y2: 150 }]);
    expect(shape?.labels[0]?.text).toBe('50.00');
  });

  it('ends a trend line at its anchor, and an extended one or a ray at the right edge on its slope', () => {
    const anchors = [
      { day: '2024-03-01', price: 100 },
      { day: '2024-03-04', price: 110 },
    ];
    expect(shapeOf({ tool: 'trend', anchors }, projection)?.lines).toEqual([{ x1: 0, y1: 100, x2: 10, y2: 90 }]);
    const ray = shapeOf({ tool: 'ray', anchors }, projection)?.lines[0];
    expect(ray).toEqual({ x1: 0, y1: 100, x2: 400, y2: 100 - 400 });
    expect(shapeOf({ tool: 'trend', anchors, extend: true }, projection)?.lines[0]).toEqual(ray);
  });

  it('draws a retracement line and label at each Fibonacci level, from its left anchor to the edge', () => {
    const shape = shapeOf(
      {
        tool: 'fib',
        anchors: [
          { day: '2024-03-04', price: 100 },
          { day: '2024-03-06', price: 200 },
        ],
      },
      projection,
    );
    const levels = shape?.lines.slice(0, 7) ?? [];
    const expected = [100, 123.6, 138.2, 150, 161.8, 178.6, 200];
    levels.forEach((l, i) => expect(200 - l.y1).toBeCloseTo(expected[i] as number, 9));
    expect(levels).toHaveLength(7);
    expect(levels.every((l) => l.x1 === 10 && l.x2 === 400)).toBe(true);
    expect(shape?.labels.map((l) => l.text.split(' ')[0])).toEqual(['0.0%', '23.6%', '38.2%', '50.0%', '61.8%', '78.6%', '100.0%']);
  });

  it('is hit within a few pixels of its lines or a rectangle edge, not elsewhere', () => {
    const level = shapeOf({ tool: 'level', anchors: [{ day: '2024-03-04', price: 50 }] }, projection);
    if (!level) throw new Error('no shape');
    expect(hits(level, 200, 153, 5)).toBe(true);
    expect(hits(level, 200, 160, 5)).toBe(false);
    const box = shapeOf(
      {
        tool: 'rect',
        anchors: [
          { day: '2024-03-01', price: 100 },
          { day: '2024-03-06', price: 50 },
        ],
      },
      projection,
    );
    if (!box) throw new Error('no shape');
    expect(box.box).toEqual({ x: 0, y: 100, w: 30, h: 50 });
    expect(hits(box, 30, 120, 3)).toBe(true);
    expect(hits(box, 15, 125, 3)).toBe(false);
  });

  it('is not drawn while an anchor is off the scale', () => {
    expect(shapeOf({ tool: 'level', anchors: [{ day: '2024-03-04', price: 1 }] }, { ...projection, y: () => null })).toBeNull();
  });
});

const press = (key: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('drawing keys', () => {
  it('starts a tool on Shift+letter only, and leaves plain letters to the chart', () => {
    expect(drawingCommand(press('H', { shiftKey: true }), false)).toEqual({ type: 'start', tool: 'level' });
    expect(drawingCommand(press('T', { shiftKey: true }), false)).toEqual({ type: 'start', tool: 'trend' });
    expect(drawingCommand(press('F', { shiftKey: true }), false)).toEqual({ type: 'start', tool: 'fib' });
    expect(drawingCommand(press('h'), false)).toBeNull();
    expect(drawingCommand(press('f'), false)).toBeNull();
  });

  it('takes Delete, x, e and Shift+A only while a drawing is selected (else they stay the studies’ and alerts’)', () => {
    expect(drawingCommand(press('Delete'), false)).toBeNull();
    expect(drawingCommand(press('Delete'), true)).toEqual({ type: 'remove' });
    expect(drawingCommand(press('A', { shiftKey: true }), true)).toEqual({ type: 'alert' });
    expect(drawingCommand(press('a'), true)).toBeNull();
    expect(drawingCommand(press('Tab', { shiftKey: true }), false)).toEqual({ type: 'select', step: -1 });
  });

  it('moves the anchor by bar and price step (Shift ×10), snapping with Ctrl; Enter places, Esc cancels', () => {
    expect(draftCommand(press('ArrowLeft'))).toEqual({ type: 'move', bars: -1, steps: 0, snap: false });
    expect(draftCommand(press('ArrowRight', { shiftKey: true }))).toEqual({ type: 'move', bars: 10, steps: 0, snap: false });
    expect(draftCommand(press('ArrowUp', { shiftKey: true }))).toEqual({ type: 'move', bars: 0, steps: 10, snap: false });
    expect(draftCommand(press('ArrowDown', { ctrlKey: true }))).toEqual({ type: 'move', bars: 0, steps: -1, snap: true });
    expect(draftCommand(press('Enter'))).toEqual({ type: 'place' });
    expect(draftCommand(press('Escape'))).toEqual({ type: 'cancel' });
    expect(draftCommand(press('ArrowLeft', { altKey: true }))).toBeNull();
  });
});
