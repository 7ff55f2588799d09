// The tiling area: renders the layout tree; a maximised pane takes the whole area. A detached
// pane's window shows that pane alone; the main window keeps its place with a placeholder.
import { For, Match, Switch, type JSX } from 'solid-js';
import { DetachedPlaceholder } from './desktop/DetachedPlaceholder';
import { isDetached } from '../workspace/detached';
import { paneOrder, paneRects, type PaneId } from '../workspace/layout';
import { PaneView } from './PaneView';
import { useWorkspace } from '../workspace/workspace-context';

export function Workspace(props: { onlyPane: PaneId | null }): JSX.Element {
  const workspace = useWorkspace();
  const layout = workspace.layout;
  // Panes are absolutely placed from the tree's geometry, so a split or a close moves boxes
  // instead of re-creating screens (charts and tables keep their state).
  const rects = () => (props.onlyPane ? { [props.onlyPane]: { x: 0, y: 0, w: 1, h: 1 } } : paneRects(layout().root));
  const ids = () => (props.onlyPane ? paneOrder(layout().root).filter((id) => id === props.onlyPane) : paneOrder(layout().root));
  return (
    <div class="workspace-area">
      <For each={ids()}>
        {(id) => {
          const pane = () => layout().panes[id];
          const rect = () => (layout().maximized === id ? { x: 0, y: 0, w: 1, h: 1 } : rects()[id]);
          const hidden = () => layout().maximized !== null && layout().maximized !== id;
          return (
            <Switch>
              <Match when={pane() && rect()}>
                <div
                  class="pane-slot"
                  classList={{ hidden: hidden() }}
                  style={{
                    left: `${(rect()?.x ?? 0) * 100}%`,
                    top: `${(rect()?.y ?? 0) * 100}%`,
                    width: `${(rect()?.w ?? 0) * 100}%`,
                    height: `${(rect()?.h ?? 0) * 100}%`,
                  }}
                >
                  <Switch>
                    <Match when={!props.onlyPane && isDetached(layout(), id)}>
                      <DetachedPlaceholder pane={pane()!} focused={layout().focused === id} />
                    </Match>
                    <Match when={true}>
                      <PaneView pane={pane()!} focused={layout().focused === id} maximized={layout().maximized === id} />
                    </Match>
                  </Switch>
                </div>
              </Match>
            </Switch>
          );
        }}
      </For>
    </div>
  );
}
