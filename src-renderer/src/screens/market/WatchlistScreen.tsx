// WL, watchlists: named lists of shares and funds with their latest cached prices, re-checked
// every 30 s while open. Keys: a add, Delete remove, [ ] switch list, Alt+N new list, F2 rename,
// Shift+Delete delete the list; Enter opens the security. Alt+W anywhere adds the focused pane's.
// Other letters stay with the command line, as in every table.
import { createMemo, createSignal, Match, Switch, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { msg, t, tp } from '../../i18n';
import { hintLine } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import { useDataset } from '../../data/use-data';
import { useFundMetrics } from '../../data/use-fund';
import type { SecurityRef } from '../../commands/refs';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { pendingText } from '../../data/data-state';
import { reportListsAsOf } from '../../data/lists-as-of';
import { createLiveRefresh } from './live-refresh';
import { ListNameForm } from './ListNameForm';
import { inPickOrder } from '../../components/pickers/picked-in-order';
import { hitItem, noMatchText } from '../../components/pickers/security-search';
import { SecurityPicker, type PickedSecurity } from '../../components/pickers/SecurityPicker';
import { priceDecimals } from './prices';
import { watchColumns } from './watch-columns';
import { WatchlistBar, type WatchAction } from './WatchlistBar';
import { byCode, probesFor, watchRows, type WatchRow } from '../../watchlists/watchlist-rows';
import { shareCode } from '../../commands/share-ref';
import { fundCode } from '../../commands/fund-ref';
import { watchlistStore } from '../../watchlists/watchlist-store';
import { addItem, createList, deleteList, findList, freshListName, removeItem, renameList, stepList } from '../../watchlists/watchlists';
import '../../styles/lists.css';

type Mode = 'add' | 'new' | 'rename' | 'delete' | null;

export function WatchlistScreen(): JSX.Element {
  const { client, locale, cacheState } = useApp();
  const pane = usePane();
  const watchRef = (r: WatchRow): SecurityRef => ({ kind: r.item.kind, id: r.id, code: r.code, title: r.title });
  const follow = useFollowCursor(watchRef);
  const store = watchlistStore(client);
  // This screen reports its as-of itself: it depends on which datasets the list shows.
  const shares = useDataset('shares', undefined, false);
  const funds = useDataset('funds', undefined, false);

  const list = () => findList(store.lists(), store.current());
  const items = () => list()?.items ?? [];
  const fundMetrics = useFundMetrics();
  const rows = createMemo(() =>
    watchRows(
      items(),
      byCode(shares()?.records ?? [], shareCode),
      byCode(funds()?.records ?? [], fundCode),
      new Map((fundMetrics()?.funds ?? []).map((m) => [m.id, m])),
    ),
  );
  const decimals = createMemo(() => priceDecimals(rows().map((r) => r.last)));
  const columns = createMemo(() => watchColumns(decimals()));
  const checkedAt = createLiveRefresh(client, () => probesFor(rows()));

  reportListsAsOf(shares, funds, () => new Set(items().map((i) => i.kind)));

  const [mode, setMode] = createSignal<Mode>(null);
  const [message, setMessage] = createSignal<{ text: string; problem: boolean } | null>(null);
  const [selected, setSelected] = createSignal<WatchRow | null>(null);
  let root!: HTMLDivElement;

  const focusTable = () => queueMicrotask(() => root.querySelector<HTMLElement>('[role="grid"]')?.focus());
  const done = (text: string | null, problem = false) => {
    if (text !== null) setMessage({ text, problem });
    setMode(null);
    focusTable();
  };
  const say = (error: string | null, success: string) =>
    setMessage(error ? { text: error, problem: true } : { text: success, problem: false });

  const switchTo = (name: string | null) => {
    if (name === null) return;
    store.select(name);
    setMessage({ text: t('Showing {name}', { name }), problem: false });
  };

  const remove = async () => {
    const name = list()?.name;
    const row = rows().find((r) => r.key === selected()?.key);
    if (!name || !row) return setMessage({ text: t('Select a security to remove'), problem: true });
    say(await store.edit((lists) => removeItem(lists, name, row.item)), t('Removed {code} from {name}', { code: row.code, name }));
  };

  const run = (action: WatchAction) => {
    setMessage(null);
    if (action === 'remove') return void remove();
    if ((action === 'add' || action === 'rename' || action === 'delete') && !list())
      return setMessage({ text: store.problem() ?? t('No list yet'), problem: true });
    setMode(action);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (mode() !== null || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target !== root && target.getAttribute('role') !== 'grid') return;
    // With Alt the physical key counts (macOS turns Alt+N into a dead key).
    const name = event.altKey ? (event.code === 'KeyN' ? 'Alt+n' : '') : event.key;
    const keys: Record<string, () => void> = {
      a: () => run('add'),
      'Alt+n': () => run('new'),
      F2: () => run('rename'),
      Delete: () => run(event.shiftKey ? 'delete' : 'remove'),
      '[': () => switchTo(stepList(store.lists(), store.current(), -1)),
      ']': () => switchTo(stepList(store.lists(), store.current(), 1)),
    };
    const handler = keys[name];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  };

  const emptyText = () => {
    if (!store.loaded()) return store.problem() ?? t('Loading the watchlists…');
    return t('Empty list: press a to add a share or fund, or Alt+W in any share or fund pane');
  };
  // A watched security whose record is not cached shows "—": say why.
  const missing = () => {
    const row = rows().find((r) => !r.cached);
    if (!row) return null;
    const read = row.kind === 'SHARE' ? shares() : funds();
    return read?.asOf
      ? row.kind === 'SHARE'
        ? t('{code} is not in the cached share list', { code: row.code })
        : t('{code} is not in the cached fund list', { code: row.code })
      : pendingText(read, cacheState(), msg('the prices'));
  };

  // The picker closes on Enter; its pick joins the list it was made for, in the order picked.
  const inOrder = inPickOrder();
  const addPicked = (pick: PickedSecurity) => {
    const name = list()?.name ?? '';
    done(null);
    inOrder(pick.hit, async (hit) => {
      if (!hit) return setMessage({ text: noMatchText(pick.typed), problem: true });
      const item = hitItem(hit);
      say(await store.edit((lists) => addItem(lists, name, item)), t('Added {code} to {name}', { code: item.code, name }));
    });
  };
  // The list edits behind the forms: each answers an error to show, or null when done.
  const createNamed = async (raw: string) => {
    const edit = createList(store.lists(), raw);
    const error = await store.edit(() => edit);
    if (error || !edit.ok || !edit.name) return error;
    store.select(edit.name);
    done(t('Created {name}', { name: edit.name }));
    return null;
  };
  const renameCurrent = async (raw: string) => {
    const from = list()?.name ?? '';
    const edit = renameList(store.lists(), from, raw);
    const error = await store.edit(() => edit);
    if (error || !edit.ok || !edit.name) return error;
    store.select(edit.name);
    done(t('Renamed {from} to {name}', { from, name: edit.name }));
    return null;
  };
  const deleteCurrent = async () => {
    const name = list()?.name ?? '';
    const error = await store.edit((lists) => deleteList(lists, name));
    done(error ?? t('Deleted {name}', { name }), error !== null);
  };

  return (
    <div ref={root} class="wl" onKeyDown={onKeyDown}>
      <WatchlistBar
        lists={store.lists()}
        current={store.current()}
        onSwitch={switchTo}
        onAction={run}
        checkedAt={checkedAt()}
        locale={locale()}
      />
      <Switch>
        <Match when={mode() === 'add'}>
          <div class="wl-form">
            <span>{t('Add to {name}', { name: list()?.name ?? '' })}</span>
            <SecurityPicker
              label={t('Add a security to {name}', { name: list()?.name ?? t('the list') })}
              onCancel={() => done(null)}
              onPick={addPicked}
            />
            <span class="muted">{hintLine('WL pick')}</span>
          </div>
        </Match>
        <Match when={mode() === 'new'}>
          <ListNameForm
            label={t('New list name')}
            initial={freshListName(store.lists())}
            submit={t('Create')}
            onCancel={() => done(null)}
            onSubmit={createNamed}
          />
        </Match>
        <Match when={mode() === 'rename'}>
          <ListNameForm
            label={t('Rename {name} to', { name: list()?.name ?? '' })}
            initial={list()?.name ?? ''}
            submit={t('Rename')}
            onCancel={() => done(null)}
            onSubmit={renameCurrent}
          />
        </Match>
        <Match when={mode() === 'delete'}>
          <div
            class="wl-form"
            role="alertdialog"
            aria-label={t('Delete the list')}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              event.stopPropagation();
              done(null);
            }}
          >
            <span>
              {tp(items().length, 'Delete {name} and its {count} security?', 'Delete {name} and its {count} securities?', {
                name: list()?.name ?? '',
              })}
            </span>
            <button type="button" ref={(el) => queueMicrotask(() => el.focus())} onClick={() => void deleteCurrent()}>
              {t('Delete')}
            </button>
            <button type="button" onClick={() => done(null)}>
              {t('Cancel')}
            </button>
            <span class="muted">{t('Enter deletes · Esc cancels')}</span>
          </div>
        </Match>
      </Switch>
      <div class="wl-status" classList={{ problem: message()?.problem ?? false }} role="status">
        {message()?.text ?? store.problem() ?? missing() ?? hintLine('WL')}
      </div>
      <div class="wl-table">
        <DataTable
          label={t('Watchlist {name}', { name: list()?.name ?? '' }).trim()}
          columns={columns()}
          rows={rows()}
          rowKey={(r) => r.key}
          onSelect={(r) => {
            setSelected(r);
            follow(r);
          }}
          onOpen={(r) => pane.openSecurity(watchRef(r))}
          exportName={`watchlist-${list()?.name ?? ''}`}
          locale={locale()}
          emptyText={emptyText()}
        />
      </div>
    </div>
  );
}
