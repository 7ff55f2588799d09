// WL's toolbar: the lists as tabs ([ and ] switch), the actions with their keys, and when the
// prices were last checked.
import type { JSX } from 'solid-js';
import type { Watchlist } from '../../../../src-main/ipc/contract';
import { ListActions, ListTabs, type ListAction } from '../../components/ListBar';
import { formatTime } from '../../format';
import { LIVE_REFRESH_MS } from './live-refresh';
import '../../styles/lists.css';

export type WatchAction = 'add' | 'remove' | 'new' | 'rename' | 'delete';

const ACTIONS: ListAction<WatchAction>[] = [
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
      <ListTabs
        label="Watchlists"
        lists={props.lists}
        name={(list) => list.name}
        count={(list) => list.items.length}
        selected={(list) => list.name === props.current}
        onSwitch={(list) => props.onSwitch(list.name)}
        switchTitle="Previous / next list"
        locale={props.locale}
      />
      <span class="mkt-spacer" />
      <ListActions actions={ACTIONS} onAction={props.onAction} />
      <span class="wl-refresh" title={`Prices are checked every ${LIVE_REFRESH_MS / 1000} s while the list is open`}>
        ↻ {props.checkedAt ? formatTime(props.checkedAt, { seconds: true }) : 'live'} · {LIVE_REFRESH_MS / 1000}s
      </span>
    </div>
  );
}
