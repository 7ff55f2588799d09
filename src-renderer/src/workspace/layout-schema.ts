// Restoring a stored layout: anything malformed or inconsistent, or a pane showing an unknown
// function, is refused as a whole, and the caller falls back to the default layout. A pane's
// history is only where it has been: an unknown function there is dropped, never a reason to lose
// the layout.
import { z } from 'zod';
import { LINK_GROUPS, MIN_RATIO, paneOrder, type Layout, type LayoutNode } from './layout';

const securitySchema = z.object({
  kind: z.enum(['share', 'fund', 'event', 'country']),
  id: z.number().int().nonnegative(),
  code: z.string().max(64),
  title: z.string().max(200),
  source: z.string().max(400).optional(),
});
// Which codes exist is the registry's to say (isKnownFunction); the shape only bounds the text.
const screenSchema = z.object({ fn: z.string().regex(/^[A-Z]{2,12}$/), security: securitySchema.optional(), at: z.iso.date().optional() });
const paneSchema = z.object({
  id: z.string().min(1).max(40),
  screen: screenSchema,
  back: z.array(screenSchema).max(50),
  forward: z.array(screenSchema).max(50),
  link: z.enum(LINK_GROUPS).nullable(),
});
const nodeSchema: z.ZodType<LayoutNode> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('pane'), pane: z.string() }),
    z.object({
      type: z.literal('split'),
      dir: z.enum(['row', 'column']),
      ratio: z
        .number()
        .min(MIN_RATIO)
        .max(1 - MIN_RATIO),
      a: nodeSchema,
      b: nodeSchema,
    }),
  ]),
);
const layoutSchema = z.object({
  root: nodeSchema,
  panes: z.record(z.string(), paneSchema),
  focused: z.string(),
  maximized: z.string().nullable(),
  detached: z.array(z.string()).max(20).optional(),
});

/** The stored layout when it is whole and consistent, else null. */
export function restoreLayout(stored: unknown, isKnownFunction: (fn: string) => boolean): Layout | null {
  const parsed = layoutSchema.safeParse(stored);
  if (!parsed.success) return null;
  const layout = parsed.data;
  const ids = paneOrder(layout.root);
  const unique = new Set(ids);
  const paneIds = Object.keys(layout.panes);
  if (unique.size !== ids.length || paneIds.length !== ids.length || !paneIds.every((id) => unique.has(id))) return null;
  if (!unique.has(layout.focused) || (layout.maximized !== null && !unique.has(layout.maximized))) return null;
  for (const pane of Object.values(layout.panes)) {
    if (pane.id !== paneIds.find((id) => layout.panes[id] === pane)) return null;
    if (!isKnownFunction(pane.screen.fn)) return null;
    pane.back = pane.back.filter((s) => isKnownFunction(s.fn));
    pane.forward = pane.forward.filter((s) => isKnownFunction(s.fn));
  }
  // A detached pane closed in its window leaves its id behind: drop it, keep the layout.
  if (layout.detached) layout.detached = layout.detached.filter((id) => unique.has(id));
  return layout;
}
