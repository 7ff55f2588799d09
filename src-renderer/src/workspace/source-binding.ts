// Ids mean something only within one data source: two services use the same numeric id for
// different records. Every security a pane keeps carries the source it was picked in; after a
// switch, a security of another source is found again by its code in the new source's cache, and
// until it is found the pane says so instead of showing whatever record has that id here.
import type { SearchHit } from '../../../src-main/ipc/contract';
import type { Layout, PaneState } from './layout';
import type { ScreenRef, SecurityRef } from '../commands/refs';

/** The screen's security with `fn` applied, keeping the screen itself when nothing changed. */
function mapScreen(screen: ScreenRef, fn: (ref: SecurityRef) => SecurityRef): ScreenRef {
  if (!screen.security) return screen;
  const next = fn(screen.security);
  return next === screen.security ? screen : { ...screen, security: next };
}

/** Every security the layout holds (each pane's screen and its back/forward history) through `fn`. */
function mapSecurities(layout: Layout, fn: (ref: SecurityRef) => SecurityRef): Layout {
  let changed = false;
  const panes: Record<string, PaneState> = {};
  for (const [id, pane] of Object.entries(layout.panes)) {
    const screen = mapScreen(pane.screen, fn);
    const back = pane.back.map((s) => mapScreen(s, fn));
    const forward = pane.forward.map((s) => mapScreen(s, fn));
    const same = screen === pane.screen && back.every((s, i) => s === pane.back[i]) && forward.every((s, i) => s === pane.forward[i]);
    panes[id] = same ? pane : { ...pane, screen, back, forward };
    changed ||= !same;
  }
  return changed ? { ...layout, panes } : layout;
}

/** Whether a security belongs to a source other than `source`: its id means nothing here. */
export const isForeign = (ref: SecurityRef, source: string): boolean => ref.source !== undefined && ref.source !== source;

/** Identifies a security across sources: its kind and code. */
export const codeKey = (ref: Pick<SecurityRef, 'kind' | 'code'>): string => `${ref.kind}:${ref.code.toUpperCase()}`;

/** A security picked before sources were kept belongs to `source` (the one it was used with). */
export const stamped = <R extends SecurityRef>(ref: R, source: string): R => (ref.source === undefined ? { ...ref, source } : ref);

/** A foreign security as `found` (by code key) knows it in `source`; itself otherwise. */
export function rebound<R extends SecurityRef>(ref: R, source: string, found: ReadonlyMap<string, SecurityRef>): R {
  const again = isForeign(ref, source) ? found.get(codeKey(ref)) : undefined;
  return again ? { ...ref, id: again.id, title: again.title, source } : ref;
}

export const stampSources = (layout: Layout, source: string): Layout => mapSecurities(layout, (ref) => stamped(ref, source));

/** The distinct securities of the layout that belong to another source. */
export function foreignSecurities(layout: Layout, source: string): SecurityRef[] {
  const found = new Map<string, SecurityRef>();
  mapSecurities(layout, (ref) => {
    if (isForeign(ref, source)) found.set(codeKey(ref), ref);
    return ref;
  });
  return [...found.values()];
}

/** Each foreign security `found` knows in `source` is replaced by it; the others stay. */
export const rebindSecurities = (layout: Layout, source: string, found: ReadonlyMap<string, SecurityRef>): Layout =>
  mapSecurities(layout, (ref) => rebound(ref, source, found));

/**
 * Finds each security again in `source`'s cache by its code (mnemonic, ISIN or other code the
 * search index keeps), keyed by codeKey; a security not there (yet) is left out.
 */
export async function findByCode(
  search: (query: { text: string; kind: SecurityRef['kind']; limit: number }) => Promise<SearchHit[]>,
  refs: readonly SecurityRef[],
  source: string,
): Promise<Map<string, SecurityRef>> {
  const found = new Map<string, SecurityRef>();
  for (const ref of refs) {
    const code = ref.code.toUpperCase();
    const hits = await search({ text: ref.code, kind: ref.kind, limit: 10 });
    const hit = hits.find((h) => h.code.toUpperCase().split(' ').includes(code));
    if (hit) found.set(codeKey(ref), { kind: ref.kind, id: hit.ref, code: ref.code, title: hit.title, source });
  }
  return found;
}
