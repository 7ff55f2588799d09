// The live workspace: the pane layout as a Solid signal, every change saved through the contract
// (at once), named workspaces, and the command history.
import { batch, createSignal, getOwner, onCleanup, type Accessor } from 'solid-js';
import type { MethodInput, WorkspaceState } from '../../../src-main/ipc/contract';
import type { Client } from '../api/typed-client';
import { isFunctionCode } from '../commands/functions';
import {
  closeFocused,
  focusCycle,
  focusDirection,
  goBack,
  defaultLayout,
  goForward,
  navigate,
  propagateSecurity,
  resize,
  setLink,
  split,
  splitFits,
  toggleMaximize,
  type Direction,
  type Layout,
  type LinkGroup,
  type PaneId,
} from './layout';
import type { ScreenRef, SecurityRef } from '../commands/refs';
import { setDetached } from './detached';
import { linkedScreen, openFromMonitor } from './links';
import { restoreLayout } from './layout-schema';
import { findByCode, foreignSecurities, rebindSecurities, stampSources } from './source-binding';
import { mergeChartPrefs, type ChartPrefsPatch } from '../chart/chart-prefs';

const HISTORY_LIMIT = 100;

export interface WorkspaceStore {
  layout: Accessor<Layout>;
  saved: Accessor<WorkspaceState['saved']>;
  commandHistory: Accessor<string[]>;
  /** How the trader last left a price chart, as stored (the chart screen validates it). */
  chartPrefs: Accessor<unknown>;
  /** Replaces one chart's part of the preferences (GP's fields, `nav`, `cmp`), keeping the others. */
  setChartPrefs(patch: ChartPrefsPatch): void;
  /** Opens a screen in the focused pane (and drives linked panes with its security). */
  open(screen: ScreenRef, paneId?: PaneId): void;
  /** A list pane's cursor reached a security: the other panes of its group follow (focus stays). */
  follow(fromPane: PaneId, security: SecurityRef): void;
  /**
   * Enter on a list pane's row: opens in the group's target pane, or a new pane beside the list
   * (or, with no room for one in the `area`, px, the largest other pane that is not a list).
   */
  openFromList(fromPane: PaneId, security: SecurityRef, fn?: string, at?: string, area?: { w: number; h: number }): void;
  focus(paneId: PaneId): void;
  /** Splits the focused pane; refused (false) when a half would be under MIN_PANE_PX of the `area` (px). */
  splitPane(where: 'right' | 'down', area?: { w: number; h: number }): boolean;
  closePane(): void;
  maximize(): void;
  focusNext(step: 1 | -1): void;
  focusToward(dir: Direction): void;
  grow(dir: Direction): void;
  back(): void;
  forward(): void;
  link(group: LinkGroup | null): void;
  remember(command: string): void;
  saveAs(name: string): void;
  switchTo(name: string): boolean;
  remove(name: string): void;
  /** Moves a pane into its own window (on) or back (off). */
  detach(pane: PaneId, on: boolean): void;
  /** Takes a layout another window saved, keeping this window's focus. */
  adopt(current: unknown): void;
  /** Saves what is pending now (before another window reads the workspace). */
  flush(): Promise<void>;
  /** This window's id in workspace.save / workspace.changed. */
  readonly instance: string;
  /** Finds the securities of another data source again, by code, in the current source's cache. */
  rebind(): Promise<void>;
}

/** `source`: the data source the window reads (DataSourceInfo.key); the securities a pane keeps carry it. */
export function createWorkspaceStore(client: Client, stored: WorkspaceState, source: Accessor<string | undefined>): WorkspaceStore {
  const stamp = (next: Layout) => {
    const key = source();
    return key === undefined ? next : stampSources(next, key);
  };
  const [layout, setLayout] = createSignal<Layout>(stamp(restoreLayout(stored.current, isFunctionCode) ?? defaultLayout()));
  const [saved, setSaved] = createSignal(stored.saved);
  const [commandHistory, setHistory] = createSignal(stored.commandHistory);
  const [chartPrefs, setChartPrefs] = createSignal<unknown>(stored.chartPrefs ?? null);
  const instance = crypto.randomUUID().slice(0, 8);
  let scheduled = false;
  let pending: Partial<WorkspaceState> = {};
  const flush = async () => {
    scheduled = false;
    const body = pending;
    pending = {};
    if (Object.keys(body).length === 0) return;
    // Layouts are plain data (checked by z.json() in main); their interfaces just lack JSON's index signature.
    await client
      .call('workspace.save', { ...body, by: instance } as MethodInput<'workspace.save'>)
      .catch((err: Error) => console.error('could not save the workspace:', err.message));
  };
  // Anything still pending goes as the page does.
  const onHide = () => void flush();
  window.addEventListener('pagehide', onHide);
  if (getOwner()) onCleanup(() => window.removeEventListener('pagehide', onHide));
  // Saved at once (the changes of one task in one call): a window that dies right after a key
  // press, with no pagehide, still finds its layout on the next start.
  const persist = (patch: Partial<WorkspaceState>) => {
    pending = { ...pending, ...patch };
    if (!scheduled) queueMicrotask(() => void flush());
    scheduled = true;
  };
  // eslint-disable-next-line solid/reactivity -- the first free id, from the layout the store starts with
  let nextId = Math.max(0, ...Object.keys(layout().panes).map((id) => Number(id.replace(/\D/g, '')) || 0)) + 1;
  const update = (changed: Layout) => {
    const next = stamp(changed);
    if (next === layout()) return;
    setLayout(next);
    persist({ current: next });
  };

  return {
    instance,
    flush,
    layout,
    saved,
    commandHistory,
    chartPrefs,
    setChartPrefs(patch) {
      const prefs = mergeChartPrefs(chartPrefs(), patch);
      setChartPrefs(prefs);
      persist({ chartPrefs: prefs });
    },
    open(screen, paneId = layout().focused) {
      let next = navigate(layout(), paneId, screen);
      if (screen.security) next = propagateSecurity(next, paneId, screen.security, linkedScreen);
      update({ ...next, focused: paneId });
    },
    follow: (fromPane, security) => update(propagateSecurity(layout(), fromPane, security, linkedScreen)),
    openFromList: (fromPane, security, fn, at, area) => update(openFromMonitor(layout(), fromPane, security, fn, `p${nextId++}`, at, area)),
    focus: (paneId) => update({ ...layout(), focused: paneId, maximized: layout().maximized ? paneId : null }),
    splitPane(where, area) {
      if (area && !splitFits(layout(), where, area)) return false;
      update(split(layout(), where, `p${nextId++}`));
      return true;
    },
    closePane: () => update(closeFocused(layout())),
    maximize: () => update(toggleMaximize(layout())),
    focusNext: (step) => update(focusCycle(layout(), step)),
    focusToward: (dir) => update(focusDirection(layout(), dir)),
    grow: (dir) => update(resize(layout(), dir)),
    back: () => update(goBack(layout())),
    forward: () => update(goForward(layout())),
    link: (group) => update(setLink(layout(), group)),
    remember(command) {
      const next = [command, ...commandHistory().filter((c) => c !== command)].slice(0, HISTORY_LIMIT);
      setHistory(next);
      persist({ commandHistory: next });
    },
    saveAs(name) {
      const next = [...saved().filter((w) => w.name !== name), { name, layout: layout() }].sort((a, b) => a.name.localeCompare(b.name));
      setSaved(next);
      persist({ saved: next });
    },
    switchTo(name) {
      const entry = saved().find((w) => w.name === name);
      const restored = entry ? restoreLayout(entry.layout, isFunctionCode) : null;
      if (!restored) return false;
      batch(() => {
        nextId = Math.max(nextId, ...Object.keys(restored.panes).map((id) => Number(id.replace(/\D/g, '')) + 1 || 0));
        update(restored);
      });
      return true;
    },
    remove(name) {
      const next = saved().filter((w) => w.name !== name);
      setSaved(next);
      persist({ saved: next });
    },
    detach: (pane, on) => update(setDetached(layout(), pane, on)),
    adopt(current) {
      const restored = restoreLayout(current, isFunctionCode);
      if (!restored) return;
      const here = layout();
      const focused = restored.panes[here.focused] ? here.focused : restored.focused;
      const maximized = here.maximized && restored.panes[here.maximized] ? here.maximized : null;
      nextId = Math.max(nextId, ...Object.keys(restored.panes).map((id) => Number(id.replace(/\D/g, '')) + 1 || 0));
      setLayout({ ...restored, focused, maximized }); // not saved again: it came from the store
    },
    async rebind() {
      const key = source();
      if (key === undefined) return;
      const foreign = foreignSecurities(layout(), key);
      if (foreign.length === 0) return;
      const found = await findByCode((query) => client.call('search.query', query), foreign, key);
      // The source may have changed again while the searches ran: their ids would be stale.
      if (found.size > 0 && source() === key) update(rebindSecurities(layout(), key, found));
    },
  };
}
