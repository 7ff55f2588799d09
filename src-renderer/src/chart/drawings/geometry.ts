// What a drawing looks like in pixels, for the chart's size and view of the moment: computed
// afresh on every frame from its (day, price) anchors, so zoom, pan, resize and range changes
// move it with the bars. Pure: the renderer paints it, and a click is tested against it.
import type { Anchor, DrawingTool } from '../../../../src-main/shared/drawings/types';
import { fibLevels } from './anchors';

interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Label {
  x: number;
  y: number;
  text: string;
}

export interface Shape {
  lines: Segment[];
  /** A rectangle's area (filled lightly). */
  box: { x: number; y: number; w: number; h: number } | null;
  labels: Label[];
  /** Where its anchors are (drawn as handles when it is selected). */
  handles: { x: number; y: number }[];
}

/** What the shape needs of the chart: anchors to pixels, the pane's width and height. */
export interface Projection {
  x(day: string): number | null;
  y(price: number): number | null;
  width: number;
  height: number;
  price(value: number): string;
}

interface ShapeInput {
  tool: DrawingTool;
  anchors: readonly Anchor[];
  text?: string;
  extend?: boolean;
}

/** The point where the line through a and b meets the pane's right edge (a when it is vertical). */
function toRightEdge(a: { x: number; y: number }, b: { x: number; y: number }, width: number): { x: number; y: number } {
  if (b.x === a.x) return b;
  const x = b.x > a.x ? width : 0;
  return { x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) };
}

/** The shape of a drawing; null when its anchors are not on the chart (no bars, no scale yet). */
export function shapeOf(d: ShapeInput, p: Projection): Shape | null {
  const points = d.anchors.map((a) => ({ x: p.x(a.day), y: p.y(a.price) }));
  if (points.some((q) => q.x === null || q.y === null)) return null;
  const at = points as { x: number; y: number }[];
  const [a, b] = at as [{ x: number; y: number }, { x: number; y: number } | undefined];
  const shape: Shape = { lines: [], box: null, labels: [], handles: at };
  const line = (from: { x: number; y: number }, to: { x: number; y: number }) =>
    shape.lines.push({ x1: from.x, y1: from.y, x2: to.x, y2: to.y });
  const first = d.anchors[0] as Anchor;
  switch (d.tool) {
    case 'level':
      line({ x: 0, y: a.y }, { x: p.width, y: a.y });
      shape.labels.push({ x: 4, y: a.y - 4, text: d.text ?? p.price(first.price) });
      break;
    case 'vline':
      line({ x: a.x, y: 0 }, { x: a.x, y: p.height });
      break;
    case 'text':
      shape.labels.push({ x: a.x + 6, y: a.y - 6, text: d.text ?? '' });
      break;
    case 'trend':
    case 'ray':
      if (!b) break;
      line(a, d.tool === 'ray' || d.extend ? toRightEdge(a, b, p.width) : b);
      break;
    case 'rect':
      if (!b) break;
      shape.box = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
      break;
    case 'fib': {
      const second = d.anchors[1];
      if (!b || !second) break;
      const left = Math.min(a.x, b.x);
      for (const level of fibLevels(first.price, second.price)) {
        const y = p.y(level.price);
        if (y === null) continue;
        line({ x: left, y }, { x: p.width, y });
        shape.labels.push({ x: left + 4, y: y - 3, text: `${(level.ratio * 100).toFixed(1)}% ${p.price(level.price)}` });
      }
      line(a, b); // the move retraced, in the drawing's style like every line of it
      break;
    }
  }
  return shape;
}

/** The distance from (x, y) to a segment. */
function distanceToSegment(x: number, y: number, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - s.x1) * dx + (y - s.y1) * dy) / length));
  return Math.hypot(x - (s.x1 + t * dx), y - (s.y1 + t * dy));
}

/** Whether (x, y) is on the shape, within `slop` pixels of a line, a box's edge or a handle. */
export function hits(shape: Shape, x: number, y: number, slop: number): boolean {
  const { box } = shape;
  const edges = box
    ? [
        { x1: box.x, y1: box.y, x2: box.x + box.w, y2: box.y },
        { x1: box.x, y1: box.y + box.h, x2: box.x + box.w, y2: box.y + box.h },
        { x1: box.x, y1: box.y, x2: box.x, y2: box.y + box.h },
        { x1: box.x + box.w, y1: box.y, x2: box.x + box.w, y2: box.y + box.h },
      ]
    : [];
  return (
    [...shape.lines, ...edges].some((s) => distanceToSegment(x, y, s) <= slop) ||
    shape.handles.some((h) => Math.hypot(x - h.x, y - h.y) <= slop)
  );
}
