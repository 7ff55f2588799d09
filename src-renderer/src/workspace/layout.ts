// The pane layout as a binary tree of splits, and every operation on it as a pure function, so
// the rules are unit-tested and the state can be stored and restored as plain JSON.

import type { ScreenRef, SecurityRef } from '../commands/refs';

export type PaneId = string;
export type Direction = 'left' | 'right' | 'up' | 'down';
/** Panes in the same link group follow each other's security. */
export const LINK_GROUPS = ['amber', 'green', 'blue', 'magenta'] as const;
export type LinkGroup = (typeof LINK_GROUPS)[number];

export interface PaneState {
  id: PaneId;
  screen: ScreenRef;
  back: ScreenRef[];
  forward: ScreenRef[];
  link: LinkGroup | null;
}

export type LayoutNode =
  | { type: 'pane'; pane: PaneId }
  /** `row`: a beside b (a left); `column`: a above b. `ratio` is a's share. */
  | { type: 'split'; dir: 'row' | 'column'; ratio: number; a: LayoutNode; b: LayoutNode };

export interface Layout {
  root: LayoutNode;
  panes: Record<PaneId, PaneState>;
  focused: PaneId;
  maximized: PaneId | null;
  /** Panes shown in their own window (they keep their place in the tree, to come back to). */
  detached?: PaneId[];
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const HISTORY_LIMIT = 50;
export const MIN_RATIO = 0.15;

function newPane(id: PaneId, screen: ScreenRef): PaneState {
  return { id, screen, back: [], forward: [], link: null };
}

export function singlePane(id: PaneId, screen: ScreenRef): Layout {
  return { root: { type: 'pane', pane: id }, panes: { [id]: newPane(id, screen) }, focused: id, maximized: null };
}

/** Pane ids in reading order (left to right, top to bottom). */
export function paneOrder(node: LayoutNode): PaneId[] {
  return node.type === 'pane' ? [node.pane] : [...paneOrder(node.a), ...paneOrder(node.b)];
}

/** Each pane's rectangle in the unit square. */
export function paneRects(node: LayoutNode, rect: Rect = { x: 0, y: 0, w: 1, h: 1 }, out: Record<PaneId, Rect> = {}): Record<PaneId, Rect> {
  if (node.type === 'pane') {
    out[node.pane] = rect;
    return out;
  }
  if (node.dir === 'row') {
    const wa = rect.w * node.ratio;
    paneRects(node.a, { ...rect, w: wa }, out);
    paneRects(node.b, { ...rect, x: rect.x + wa, w: rect.w - wa }, out);
  } else {
    const ha = rect.h * node.ratio;
    paneRects(node.a, { ...rect, h: ha }, out);
    paneRects(node.b, { ...rect, y: rect.y + ha, h: rect.h - ha }, out);
  }
  return out;
}

function replaceNode(node: LayoutNode, pane: PaneId, make: (leaf: LayoutNode) => LayoutNode): LayoutNode {
  if (node.type === 'pane') return node.pane === pane ? make(node) : node;
  return { ...node, a: replaceNode(node.a, pane, make), b: replaceNode(node.b, pane, make) };
}

/** Smallest pane (px) a split may leave: a 4×4 split of a 1280×720 window still fits. */
export const MIN_PANE_PX = { w: 220, h: 110 } as const;

/**
 * Whether splitting the focused pane of a workspace `area` px large leaves both halves at least
 * MIN_PANE_PX: below that a screen has no room to show its data, so the split is refused.
 */
export function splitFits(layout: Layout, where: 'right' | 'down', area: { w: number; h: number }): boolean {
  const rect = paneRects(layout.root)[layout.focused];
  if (!rect) return false;
  return where === 'right' ? (rect.w * area.w) / 2 >= MIN_PANE_PX.w : (rect.h * area.h) / 2 >= MIN_PANE_PX.h;
}

/**
 * Splits the focused pane: `right` puts the new pane beside it, `down` below it. The new pane gets
 * focus. It starts unlinked, so two different charts can sit side by side at once; `link` puts it
 * in a group instead (a monitor opening a pane for its cursor).
 */
export function split(layout: Layout, where: 'right' | 'down', newId: PaneId, screen?: ScreenRef, link: LinkGroup | null = null): Layout {
  const current = layout.panes[layout.focused];
  if (!current || layout.panes[newId]) return layout;
  const fresh: PaneState = { ...newPane(newId, screen ?? current.screen), link };
  return {
    ...layout,
    root: replaceNode(layout.root, layout.focused, (leaf) => ({
      type: 'split',
      dir: where === 'right' ? 'row' : 'column',
      ratio: 0.5,
      a: leaf,
      b: { type: 'pane', pane: newId },
    })),
    panes: { ...layout.panes, [newId]: fresh },
    focused: newId,
    maximized: null,
  };
}

function removeLeaf(node: LayoutNode, pane: PaneId): LayoutNode | null {
  if (node.type === 'pane') return node.pane === pane ? null : node;
  const a = removeLeaf(node.a, pane);
  const b = removeLeaf(node.b, pane);
  if (!a) return b;
  if (!b) return a;
  return { ...node, a, b };
}

/** Closes the focused pane; the last pane cannot be closed. Focus goes to the neighbour that took its space. */
export function closeFocused(layout: Layout): Layout {
  const order = paneOrder(layout.root);
  if (order.length <= 1) return layout;
  const root = removeLeaf(layout.root, layout.focused);
  if (!root) return layout;
  const index = order.indexOf(layout.focused);
  const remaining = paneOrder(root);
  const focused = remaining[Math.min(Math.max(index - 1, 0), remaining.length - 1)] ?? remaining[0] ?? layout.focused;
  const panes = { ...layout.panes };
  delete panes[layout.focused];
  return { ...layout, root, panes, focused, maximized: null };
}

/** Tab / Shift+Tab: the next or previous pane in reading order, wrapping. */
export function focusCycle(layout: Layout, step: 1 | -1): Layout {
  const order = paneOrder(layout.root);
  const i = order.indexOf(layout.focused);
  const next = order[(i + step + order.length) % order.length];
  return next ? { ...layout, focused: next, maximized: layout.maximized ? next : null } : layout;
}

/** The nearest pane in a direction from the focused one, by geometry (edges must face each other). */
export function focusDirection(layout: Layout, dir: Direction): Layout {
  const rects = paneRects(layout.root);
  const from = rects[layout.focused];
  if (!from || layout.maximized) return layout;
  const eps = 1e-9;
  const centre = { x: from.x + from.w / 2, y: from.y + from.h / 2 };
  let best: { id: PaneId; score: number } | null = null;
  for (const [id, r] of Object.entries(rects)) {
    if (id === layout.focused) continue;
    const facing =
      dir === 'left'
        ? r.x + r.w <= from.x + eps
        : dir === 'right'
          ? r.x >= from.x + from.w - eps
          : dir === 'up'
            ? r.y + r.h <= from.y + eps
            : r.y >= from.y + from.h - eps;
    const overlaps =
      dir === 'left' || dir === 'right'
        ? r.y < from.y + from.h - eps && r.y + r.h > from.y + eps
        : r.x < from.x + from.w - eps && r.x + r.w > from.x + eps;
    if (!facing || !overlaps) continue;
    const gap =
      dir === 'left'
        ? from.x - (r.x + r.w)
        : dir === 'right'
          ? r.x - (from.x + from.w)
          : dir === 'up'
            ? from.y - (r.y + r.h)
            : r.y - (from.y + from.h);
    const offAxis = dir === 'left' || dir === 'right' ? Math.abs(r.y + r.h / 2 - centre.y) : Math.abs(r.x + r.w / 2 - centre.x);
    const score = gap * 10 + offAxis;
    if (!best || score < best.score) best = { id, score };
  }
  return best ? { ...layout, focused: best.id } : layout;
}

export function toggleMaximize(layout: Layout): Layout {
  return { ...layout, maximized: layout.maximized ? null : layout.focused };
}

/**
 * Grows the focused pane towards `dir` by `step` of its parent split: moves the nearest divider
 * on that side of the pane. No divider there → unchanged.
 */
export function resize(layout: Layout, dir: Direction, step = 0.05): Layout {
  const axis = dir === 'left' || dir === 'right' ? 'row' : 'column';
  const grow = (node: LayoutNode): { node: LayoutNode; found: boolean; done: boolean } => {
    if (node.type === 'pane') return { node, found: node.pane === layout.focused, done: false };
    const a = grow(node.a);
    if (a.done) return { node: { ...node, a: a.node }, found: true, done: true };
    const b = a.found ? { node: node.b, found: false, done: false } : grow(node.b);
    if (b.done) return { node: { ...node, b: b.node }, found: true, done: true };
    if (!a.found && !b.found) return { node, found: false, done: false };
    // The focused pane is in a (divider on its right/bottom) or in b (divider on its left/top).
    const dividerFaces = a.found ? (axis === 'row' ? 'right' : 'down') : axis === 'row' ? 'left' : 'up';
    if (node.dir !== axis || dividerFaces !== dir) return { node, found: true, done: false };
    const delta = a.found ? step : -step;
    const ratio = Math.min(1 - MIN_RATIO, Math.max(MIN_RATIO, node.ratio + delta));
    return { node: { ...node, ratio }, found: true, done: true };
  };
  const result = grow(layout.root);
  return result.done ? { ...layout, root: result.node } : layout;
}

function samePlace(a: ScreenRef, b: ScreenRef): boolean {
  return a.fn === b.fn && a.security?.kind === b.security?.kind && a.security?.id === b.security?.id;
}

/** Opens a screen in a pane, pushing the current one on its back stack (forward is cleared). */
export function navigate(layout: Layout, paneId: PaneId, screen: ScreenRef): Layout {
  const pane = layout.panes[paneId];
  if (!pane || samePlace(pane.screen, screen)) return layout;
  const updated: PaneState = { ...pane, screen, back: [...pane.back, pane.screen].slice(-HISTORY_LIMIT), forward: [] };
  return { ...layout, panes: { ...layout.panes, [paneId]: updated } };
}

export function goBack(layout: Layout, paneId: PaneId = layout.focused): Layout {
  const pane = layout.panes[paneId];
  const previous = pane?.back.at(-1);
  if (!pane || !previous) return layout;
  const updated: PaneState = {
    ...pane,
    screen: previous,
    back: pane.back.slice(0, -1),
    forward: [pane.screen, ...pane.forward].slice(0, HISTORY_LIMIT),
  };
  return { ...layout, panes: { ...layout.panes, [paneId]: updated } };
}

export function goForward(layout: Layout, paneId: PaneId = layout.focused): Layout {
  const pane = layout.panes[paneId];
  const next = pane?.forward[0];
  if (!pane || !next) return layout;
  const updated: PaneState = {
    ...pane,
    screen: next,
    back: [...pane.back, pane.screen].slice(-HISTORY_LIMIT),
    forward: pane.forward.slice(1),
  };
  return { ...layout, panes: { ...layout.panes, [paneId]: updated } };
}

export function setLink(layout: Layout, link: LinkGroup | null, paneId: PaneId = layout.focused): Layout {
  const pane = layout.panes[paneId];
  return pane ? { ...layout, panes: { ...layout.panes, [paneId]: { ...pane, link } } } : layout;
}

/**
 * A security picked in a linked pane drives the other panes of its group: `screenFor` says what
 * each shows instead (its own function when it applies, else the default), or null to keep its
 * screen (a list pane is a monitor, never replaced by what the group receives).
 */
export function propagateSecurity(
  layout: Layout,
  fromPane: PaneId,
  security: SecurityRef,
  screenFor: (current: ScreenRef, security: SecurityRef) => ScreenRef | null,
): Layout {
  const group = layout.panes[fromPane]?.link;
  if (!group) return layout;
  let next = layout;
  for (const pane of Object.values(layout.panes)) {
    if (pane.id === fromPane || pane.link !== group) continue;
    if (pane.screen.security?.kind === security.kind && pane.screen.security.id === security.id) continue;
    const screen = screenFor(pane.screen, security);
    if (screen) next = navigate(next, pane.id, screen);
  }
  return next;
}

/** First launch: the market on the left, the calendar and the sync centre on the right. */
export function defaultLayout(): Layout {
  return {
    root: {
      type: 'split',
      dir: 'row',
      ratio: 0.6,
      a: { type: 'pane', pane: 'p1' },
      b: { type: 'split', dir: 'column', ratio: 0.5, a: { type: 'pane', pane: 'p2' }, b: { type: 'pane', pane: 'p3' } },
    },
    panes: {
      p1: { id: 'p1', screen: { fn: 'MKT' }, back: [], forward: [], link: 'amber' },
      p2: { id: 'p2', screen: { fn: 'CAL' }, back: [], forward: [], link: null },
      p3: { id: 'p3', screen: { fn: 'SYNC' }, back: [], forward: [], link: null },
    },
    focused: 'p1',
    maximized: null,
  };
}
