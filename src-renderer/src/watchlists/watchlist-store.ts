// The watchlists as one store per client: every WL pane and the global "add to watchlist" key see
// the same lists and the same current list. Edits show at once and are saved in main, in order.
import { createSignal, type Accessor } from 'solid-js';
import type { Watchlist } from '../../../src-main/ipc/contract';
import { t } from '../i18n';
import type { Client } from '../api/typed-client';
import type { WorkspaceStore } from '../workspace/workspace-store';
import { addItem, findList, type Edit } from './watchlists';

const TOAST_MS = 3500;

export interface WatchlistStore {
  lists: Accessor<Watchlist[]>;
  /** False until main answered once. */
  loaded: Accessor<boolean>;
  /** A load or save failure, in words. */
  problem: Accessor<string | null>;
  /** Name of the list WL shows and Alt+W adds to (the first list until one is chosen). */
  current: Accessor<string | null>;
  select(name: string): void;
  /** Applies an edit of the current lists and saves it; resolves to an error message or null. */
  edit(change: (lists: Watchlist[]) => Edit): Promise<string | null>;
  /** Resolves once the lists are loaded (or failed to). */
  ready: Promise<void>;
  /** A transient message for actions taken outside WL (the global key). */
  toast: Accessor<string | null>;
  announce(text: string): void;
}

function createStore(client: Client): WatchlistStore {
  const [lists, setLists] = createSignal<Watchlist[]>([]);
  const [loaded, setLoaded] = createSignal(false);
  const [problem, setProblem] = createSignal<string | null>(null);
  const [chosen, setChosen] = createSignal<string | null>(null);
  const [toast, setToast] = createSignal<string | null>(null);
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  const load = () =>
    client.call('watchlists.get').then(
      (stored) => {
        setLists(stored);
        setLoaded(true);
        setProblem(null);
      },
      (err: Error) => void setProblem(t('Could not load the watchlists: {error}', { error: err.message })),
    );
  // Saves run one after another, each with the lists as they were after its edit.
  let saving: Promise<unknown> = Promise.resolve();

  return {
    lists,
    loaded,
    problem,
    current: () => findList(lists(), chosen())?.name ?? null,
    select: setChosen,
    async edit(change) {
      const result = change(lists());
      if (!result.ok) return result.error;
      setLists(result.lists);
      const save = saving.then(() => client.call('watchlists.save', result.lists));
      saving = save.catch(() => undefined);
      try {
        await save;
        setProblem(null);
        return null;
      } catch (err) {
        void load(); // show what main really kept
        const message = t('Could not save the watchlists: {error}', { error: (err as Error).message });
        setProblem(message);
        return message;
      }
    },
    ready: load(),
    toast,
    announce(text) {
      setToast(text);
      clearTimeout(toastTimer);
      toastTimer = setTimeout(() => setToast(null), TOAST_MS);
    },
  };
}

const stores = new WeakMap<Client, WatchlistStore>();

export function watchlistStore(client: Client): WatchlistStore {
  let store = stores.get(client);
  if (!store) stores.set(client, (store = createStore(client)));
  return store;
}

/** Alt+W: adds the share or fund of the focused pane to the current watchlist, and says so. */
export async function addFocusedSecurity(client: Client, workspace: WorkspaceStore): Promise<void> {
  const store = watchlistStore(client);
  const layout = workspace.layout();
  const security = layout.panes[layout.focused]?.screen.security;
  if (!security || (security.kind !== 'share' && security.kind !== 'fund')) {
    store.announce(t('Nothing to add: the focused pane shows no share or fund'));
    return;
  }
  await store.ready;
  const name = store.current();
  if (name === null) {
    store.announce(store.problem() ?? t('No watchlist to add to'));
    return;
  }
  const { kind, id, code, title } = security;
  const error = await store.edit((lists) => addItem(lists, name, { kind, id, code, title }));
  store.announce(error ?? t('Added {code} to watchlist {name}', { code, name }));
}
