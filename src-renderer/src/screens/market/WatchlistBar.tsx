// WL's toolbar: the lists as tabs ([ and ] switch), the actions with their keys, and when the
// prices were last checked.
import type { JSX } from 'solid-js';
import type { Watchlist } from '../../../../src-main/ipc/contract';
import { ListActions, ListTabs, type ListAction } from '../../components/ListBar';
import { formatTime } from '../../format';
import { msg, t } from '../../i18n';
import { LIVE_REFRESH_MS } from './live-refresh';
import '../../styles/lists.css';

export type WatchAction = 'add' | 'remove' | 'new' | 'rename' | 'delete';

const ACTIONS: ListAction<WatchAction>[] = [
  { action: 'add', label: msg('Add'), key: 'A', title: msg('Add a share or fund to this list') },
  { action: 'remove', label: msg('Remove'), key: 'Del', title: msg('Remove the selected security from this list') },
  { action: 'new', label: msg('New list'), key: 'Alt+N', title: msg('Create a list') },
  { action: 'rename', label: msg('Rename'), key: 'F2', title: msg('Rename this list') },
  { action: 'delete', label: msg('Delete list'), key: '⇧Del', title: msg('Delete this list') },
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
        label={t('Watchlists')}
        lists={props.lists}
        name={(list) => list.name}
        count={(list) => list.items.length}
        selected={(list) => list.name === props.current}
        onSwitch={(list) => props.onSwitch(list.name)}
        switchTitle={t('Previous / next list')}
        locale={props.locale}
      />
      <span class="mkt-spacer" />
      <ListActions actions={ACTIONS} onAction={props.onAction} />
      <span
        class="wl-refresh"
        title={t('Prices are checked every {seconds} s while the list is open', { seconds: LIVE_REFRESH_MS / 1000 })}
      >
        ↻ {props.checkedAt ? formatTime(props.checkedAt, { seconds: true }) : t('live')} · {LIVE_REFRESH_MS / 1000}s
      </span>
    </div>
  );
}
