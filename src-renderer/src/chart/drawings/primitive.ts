// The drawings of a chart as one lightweight-charts series primitive: a pane view that paints
// every drawing (and the one being placed) from its (day, price) anchors on each frame the chart
// draws, so zoom, pan, resize and range changes need nothing from us; price-axis labels for the
// levels; and a hit test the chart asks on hover (the pointer turns to a hand over a drawing).
import type {
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  ISeriesPrimitiveAxisView,
  Logical,
  PrimitiveHoveredItem,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';
import type { Anchor, DrawingColor, DrawingStyle, DrawingTool } from '../../../../src-main/shared/drawings/types';
import type { ChartTheme } from '../chart-theme';
import { hits, shapeOf, type Projection, type Shape } from './geometry';
import { dashOf } from './look';

/** A drawing as the primitive paints it (saved ones carry their id). */
export interface Painted {
  id: number | null;
  tool: DrawingTool;
  anchors: readonly Anchor[];
  text?: string;
  color?: DrawingColor;
  style?: DrawingStyle;
  extend?: boolean;
}

/** What the primitive paints: the saved drawings, the selected one, the one being placed. */
export interface Scene {
  drawings: readonly Painted[];
  selected: number | null;
  /** The drawing being placed, its last anchor where the keyboard or the mouse has it. */
  draft: Painted | null;
}

/** The colour a drawing is painted in: its palette slot's in this theme, else the accent. */
const colorIn = (theme: ChartTheme, color: DrawingColor | undefined): string => (color === undefined ? theme.accent : theme.studies[color]);

type Target = Parameters<IPrimitivePaneRenderer['draw']>[0];

/** Pixels from a line that still count as on it, for the mouse. */
const HIT_SLOP = 5;
const HANDLE = 3;

export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  private param: SeriesAttachedParameter<Time> | null = null;
  private scene: Scene = { drawings: [], selected: null, draft: null };
  private theme: ChartTheme | null = null;
  private axisViews: ISeriesPrimitiveAxisView[] = [];
  private readonly view: IPrimitivePaneView;

  constructor(
    /** A day's logical index among the bars drawn (see anchors.ts logicalOfDay). */
    private readonly logicalOf: (day: string) => number | null,
    private readonly price: (value: number) => string,
  ) {
    this.view = { zOrder: () => 'top', renderer: () => ({ draw: (target) => this.draw(target) }) };
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.param = param;
  }

  detached(): void {
    this.param = null;
  }

  set(scene: Scene): void {
    this.scene = scene;
    this.refreshAxis();
    this.param?.requestUpdate();
  }

  restyle(theme: ChartTheme): void {
    this.theme = theme;
    this.refreshAxis();
    this.param?.requestUpdate();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  priceAxisViews(): readonly ISeriesPrimitiveAxisView[] {
    return this.axisViews;
  }

  /** The saved drawing at (x, y) in the pane, if any (the topmost: the last drawn). */
  drawingAt(x: number, y: number): number | null {
    const projection = this.projection();
    if (!projection) return null;
    for (const d of [...this.scene.drawings].reverse()) {
      const shape = shapeOf(d, projection);
      if (d.id !== null && shape && hits(shape, x, y, HIT_SLOP)) return d.id;
    }
    return null;
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    const id = this.drawingAt(x, y);
    return id === null ? null : { externalId: `drawing-${id}`, zOrder: 'top', cursorStyle: 'pointer' };
  }

  /** Labels on the price axis: each level's price, and the anchor being placed. */
  private refreshAxis(): void {
    const theme = this.theme;
    const param = this.param;
    if (!theme || !param) return;
    const { series } = param;
    const label = (price: number, color: string): ISeriesPrimitiveAxisView => ({
      coordinate: () => series.priceToCoordinate(price) ?? -1000,
      text: () => this.price(price),
      textColor: () => theme.background,
      backColor: () => color,
    });
    const levels = this.scene.drawings.filter((d) => d.tool === 'level');
    const draftAnchor = this.scene.draft?.anchors.at(-1);
    this.axisViews = [
      ...levels.map((d) => label((d.anchors[0] as Anchor).price, colorIn(theme, d.color))),
      ...(draftAnchor ? [label(draftAnchor.price, theme.text)] : []),
    ];
  }

  private projection(): Projection | null {
    const param = this.param;
    if (!param) return null;
    const { chart, series } = param;
    const timeScale = chart.timeScale();
    const height = series.getPane().getHeight();
    return {
      x: (day) => {
        const logical = this.logicalOf(day);
        return logical === null ? null : timeScale.logicalToCoordinate(logical as Logical);
      },
      y: (value) => series.priceToCoordinate(value),
      width: timeScale.width(),
      height,
      price: this.price,
    };
  }

  private draw(target: Target): void {
    const theme = this.theme;
    const projection = this.projection();
    if (!theme || !projection) return;
    const { drawings, selected, draft } = this.scene;
    target.useMediaCoordinateSpace(({ context: ctx }) => {
      ctx.save();
      ctx.font = `11px ${theme.font}`;
      for (const d of drawings) {
        const shape = shapeOf(d, projection);
        if (shape) paint(ctx, shape, colorIn(theme, d.color), dashOf(d.style), d.id !== null && d.id === selected);
      }
      const shape = draft && shapeOf(draft, projection);
      if (shape) paint(ctx, shape, theme.text, dashOf('dashed'), true);
      ctx.restore();
    });
  }
}

function paint(ctx: CanvasRenderingContext2D, shape: Shape, color: string, dash: number[], selected: boolean): void {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = selected ? 2 : 1;
  ctx.setLineDash(dash);
  ctx.beginPath();
  for (const s of shape.lines) {
    ctx.moveTo(s.x1, s.y1);
    ctx.lineTo(s.x2, s.y2);
  }
  ctx.stroke();
  if (shape.box) {
    const { x, y, w, h } = shape.box;
    ctx.globalAlpha = 0.12; // any CSS colour, faded
    ctx.fillRect(x, y, w, h);
    ctx.globalAlpha = 1;
    ctx.strokeRect(x, y, w, h);
  }
  for (const l of shape.labels) ctx.fillText(l.text, l.x, l.y);
  if (!selected) return;
  ctx.setLineDash([]);
  for (const h of shape.handles) ctx.fillRect(h.x - HANDLE, h.y - HANDLE, HANDLE * 2, HANDLE * 2);
}
