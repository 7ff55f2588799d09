// What a drawing on a chart is, as main stores it and the contract carries it: a tool and its
// anchors as (day, price), never pixels, so it stays in place through zoom, pan, range, theme,
// resize and restart. A drawing belongs to a share or fund by code (it follows the security across
// data sources), not to a pane. Environment-neutral: the renderer type-checks it.
import { z } from 'zod';

const DRAWING_TOOLS = ['level', 'trend', 'ray', 'rect', 'vline', 'text', 'fib'] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

/** How many anchors each tool takes. */
export const ANCHOR_COUNT: Record<DrawingTool, 1 | 2> = { level: 1, trend: 2, ray: 2, rect: 2, vline: 1, text: 1, fib: 2 };

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const anchor = z.object({ day, price: z.number().finite() }).strict();
export type Anchor = z.output<typeof anchor>;

/**
 * The colours a drawing may take besides the default (the theme's accent): slots of the chart's
 * study palette, not colours, so each theme paints them in a shade that reads on its background.
 */
export const DRAWING_COLORS = ['blue', 'magenta', 'teal', 'orange', 'lime'] as const;
export type DrawingColor = (typeof DRAWING_COLORS)[number];

export const DRAWING_STYLES = ['solid', 'dashed', 'dotted'] as const;
export type DrawingStyle = (typeof DRAWING_STYLES)[number];

const owner = { kind: z.enum(['share', 'fund']), code: z.string().min(1).max(64) };

const drawingFields = z
  .object({
    ...owner,
    tool: z.enum(DRAWING_TOOLS),
    anchors: z.array(anchor).min(1).max(2),
    /** A text note's text (and any drawing's label). */
    text: z.string().max(500).optional(),
    /** A palette slot; absent: the theme's accent. */
    color: z.enum(DRAWING_COLORS).optional(),
    /** The line's style; absent: solid. */
    style: z.enum(DRAWING_STYLES).optional(),
    /** A trend line drawn on past its second anchor. */
    extend: z.boolean().optional(),
  })
  .strict()
  .refine((d) => d.anchors.length === ANCHOR_COUNT[d.tool], { message: 'wrong number of anchors for the tool' });

export interface Drawing extends z.output<typeof drawingFields> {
  id: number;
  updatedAt: string;
}

/** The inputs of drawings.list / save / remove. */
export const drawingInputs = {
  list: z.object(owner).strict(),
  /** A new drawing (no id) or a changed one (its id). */
  save: z.object({ id: z.number().int().positive().optional(), drawing: drawingFields }).strict(),
  remove: z.object({ id: z.number().int().positive() }).strict(),
};
export type DrawingSave = z.output<typeof drawingInputs.save>;

/** One write as the writer receives it. */
export const drawingWriteSchema = z.discriminatedUnion('op', [
  drawingInputs.save.extend({ op: z.literal('save') }),
  drawingInputs.remove.extend({ op: z.literal('remove') }),
]);
export type DrawingWrite = z.output<typeof drawingWriteSchema>;
