// Which panes live in their own window. Pure, like the rest of the layout rules.
import type { Layout, PaneId } from './layout';

export function isDetached(layout: Layout, pane: PaneId): boolean {
  return layout.detached?.includes(pane) ?? false;
}

/** The layout with the pane detached (on) or back in the workspace (off); unknown panes are ignored. */
export function setDetached(layout: Layout, pane: PaneId, on: boolean): Layout {
  if (!layout.panes[pane] || isDetached(layout, pane) === on) return layout;
  const others = (layout.detached ?? []).filter((id) => id !== pane && layout.panes[id]);
  return { ...layout, detached: on ? [...others, pane] : others };
}

/** The pane id a detached window shows, from its URL fragment (#pane=p2). */
export function paneFromHash(hash: string): PaneId | null {
  const pane = new URLSearchParams(hash.replace(/^#/, '')).get('pane');
  return pane && /^[a-z0-9-]{1,40}$/i.test(pane) ? pane : null;
}

/** What a window's title says: the focused pane's security and function. */
export function windowTitle(layout: Layout, pane: PaneId = layout.focused): string {
  const screen = layout.panes[pane]?.screen;
  if (!screen) return 'Market Terminal';
  return `${screen.security ? `${screen.security.code} ` : ''}${screen.fn} — Market Terminal`;
}
