// WL's toolbar: the lists as tabs ([ and ] switch), the actions with their keys, and when the
// prices were last checked.
import { For, Show, type JSX } from 'solid-js';
import type { Watchlist } from '../../../../src-main/ipc/contract';
import { formatInteger, formatTime } from '../../format';
import { LIVE_REFRESH_MS } from './live-refresh';
import '../../styles/lists.css';

export type WatchAction = 'add' | 'remove' | 'new' | 'rename' | 'delete';

const ACTIONS: { action: WatchAction; label: string; key: string; title: string }[] = [
  { action: 'add', label: 'Add', key: 'A', title: 'Add a share or fund to this list' },
  { action: 'remove', label: 'Remove', key: 'Del', title: 'Remove the selected security from this list' },
  { action: 'new', label: 'New list', key: 'Alt+N', title: 'Create a list' },
  { action: 'rename', label: 'Rename', key: 'F2', title: 'Rename this list' },
  { action: 'delete', label: 'Delete list', key: '⇧Del', title: 'Delete this list' },
];

export function WatchlistBar(props: {
  lists: readonly Watchlist[];
  current: string | null;
  onSwitch: (name: string) => void;
  onAction: (action: WatchAction) => void;
  checkedAt: Date | null;
  locale: string;
}): JSX.Element {
  return (
    <div class="wl-bar">
      <div class="wl-tabs" role="tablist" aria-label="Watchlists">
        <For each={props.lists}>
          {(list) => (
            <button
              type="button"
              role="tab"
              tabindex="-1"
              class="wl-tab"
              aria-selected={list.name === props.current}
              onClick={() => props.onSwitch(list.name)}
            >
              {list.name}
              <span class="wl-tab-count">{formatInteger(list.items.length, { locale: props.locale })}</span>
            </button>
          )}
        </For>
      </div>
      <Show when={props.lists.length > 1}>
        <span class="muted" title="Previous / next list">
          <kbd>[</kbd> <kbd>]</kbd>
        </span>
      </Show>
      <span class="mkt-spacer" />
      <div class="wl-actions">
        <For each={ACTIONS}>
          {(a) => (
            <button type="button" tabindex="-1" title={a.title} onClick={() => props.onAction(a.action)}>
              {a.label}
              <kbd>{a.key}</kbd>
            </button>
          )}
        </For>
      </div>
      <span class="wl-refresh" title={`Prices are checked every ${LIVE_REFRESH_MS / 1000} s while the list is open`}>
        ↻ {props.checkedAt ? formatTime(props.checkedAt, { seconds: true }) : 'live'} · {LIVE_REFRESH_MS / 1000}s
      </span>
    </div>
  );
}
