// What a link group does with a security. List panes are monitors: MKT, WL, FUNDS, CAL, AGENDA and
// CTRY keep showing themselves; their cursor drives the other panes of their group, Enter opens in
// the group's target pane (a new one when there is none), and a security the group receives never
// replaces them. Other panes follow: their own function when it applies, else the default.
import { appliesTo, DEFAULT_FUNCTION, type FunctionCode } from '../commands/functions';
import {
  LINK_GROUPS,
  navigate,
  paneOrder,
  paneRects,
  propagateSecurity,
  setLink,
  split,
  splitFits,
  type Layout,
  type PaneId,
} from './layout';
import type { ScreenRef, SecurityRef } from '../commands/refs';

const MONITORS: ReadonlySet<string> = new Set<FunctionCode>(['MKT', 'WL', 'FUNDS', 'CAL', 'AGENDA', 'CTRY']);

/** Whether a screen is a list that drives its group rather than follows it (CTRY naming one country is a detail). */
export function isMonitor(screen: ScreenRef): boolean {
  return MONITORS.has(screen.fn) && !screen.security;
}

/** The screen a pane shows for a new security: its own function when it applies, else the default. */
export function screenForSecurity(current: ScreenRef, security: SecurityRef): ScreenRef {
  return { fn: appliesTo(current.fn, security.kind) ? current.fn : DEFAULT_FUNCTION[security.kind], security };
}

/** A security in a named function, opened at a day (a chart's cursor) when one is given. */
export function namedScreen(fn: string, security: SecurityRef, at?: string): ScreenRef {
  return at ? { fn, security, at } : { fn, security };
}

/** What a pane of a link group shows for the security the group receives: null keeps a list's screen. */
export function linkedScreen(current: ScreenRef, security: SecurityRef): ScreenRef | null {
  return isMonitor(current) ? null : screenForSecurity(current, security);
}

/** The pane a monitor's Enter opens into: the first of its group, in reading order, that is not a monitor. */
export function targetPane(layout: Layout, from: PaneId): PaneId | null {
  const group = layout.panes[from]?.link;
  if (!group) return null;
  return (
    paneOrder(layout.root).find((id) => id !== from && layout.panes[id]?.link === group && !isMonitor(layout.panes[id].screen)) ?? null
  );
}

/**
 * Enter on a list row: the security opens (in `fn`, else in what the target pane shows when it
 * applies) in the group's target pane, which takes the focus; the rest of the group follows.
 * With no target, a new pane opens beside the list, in the list's group; an unlinked list and its
 * new pane join a free group, so the list's cursor drives that pane from then on. When a pane
 * beside would be under MIN_PANE_PX of the workspace `area`, the largest other pane that is not a
 * list joins the group and shows it instead, or, when every other pane is a list, the list's own
 * pane does (its Back returns to the list). (A split below would leave the list a header and no rows.)
 */
export function openFromMonitor(
  layout: Layout,
  from: PaneId,
  security: SecurityRef,
  fn: string | undefined,
  newId: PaneId,
  at?: string,
  area?: { w: number; h: number },
): Layout {
  const list = layout.panes[from];
  if (!list) return layout;
  const screenIn = (current: ScreenRef) => (fn ? namedScreen(fn, security, at) : screenForSecurity(current, security));
  const target = targetPane(layout, from);
  if (target) {
    const screen = screenIn(layout.panes[target]?.screen ?? list.screen);
    const next = propagateSecurity(navigate(layout, target, screen), target, security, linkedScreen);
    return { ...next, focused: target, maximized: null };
  }
  const used = new Set(Object.values(layout.panes).map((p) => p.link));
  const group = list.link ?? LINK_GROUPS.find((g) => !used.has(g)) ?? null;
  const screen = screenIn(list.screen);
  const linked = setLink({ ...layout, focused: from }, group, from);
  if (!area || splitFits(linked, 'right', area)) return split(linked, 'right', newId, screen, group);
  // Every other pane a list too: the list's own pane shows it, Backspace coming back.
  const host = largestFollower(linked, from) ?? from;
  return { ...navigate(setLink(linked, group, host), host, screen), focused: host, maximized: null };
}

/** The largest pane other than `from` that is not a list, or null. */
function largestFollower(layout: Layout, from: PaneId): PaneId | null {
  const rects = paneRects(layout.root);
  let best: PaneId | null = null;
  let bestArea = 0;
  for (const id of paneOrder(layout.root)) {
    const pane = layout.panes[id];
    const rect = rects[id];
    if (id === from || !pane || !rect || isMonitor(pane.screen) || rect.w * rect.h <= bestArea) continue;
    best = id;
    bestArea = rect.w * rect.h;
  }
  return best;
}
