// The calendar, ticker and alert preferences, one store per client: every screen, the ticker and
// the alerts read the same signal, and a change is written through the contract (debounced, so
// typing in a filter does not write on every key). The shell loads them with the settings before
// it shows the workspace, so screens always have them.
import { createRoot, createSignal, type Accessor } from 'solid-js';
import type { UiPrefs } from '../../../src-main/ipc/contract';
import type { Client } from '../api/typed-client';

export interface PrefsStore {
  prefs: Accessor<UiPrefs>;
  /** Replaces one section (and stores it). */
  set<K extends keyof UiPrefs>(section: K, value: UiPrefs[K]): void;
  /** What main holds (after a reconnect); changes not yet written win. */
  replace(stored: UiPrefs): void;
}

const WRITE_DELAY_MS = 300;
const stores = new WeakMap<Client, PrefsStore>();

function createPrefsStore(client: Client, initial: UiPrefs): PrefsStore {
  return createRoot(() => {
    const [prefs, setPrefs] = createSignal<UiPrefs>(initial);
    const pending: Partial<UiPrefs> = {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const patch = { ...pending };
      for (const key of Object.keys(pending)) delete pending[key as keyof UiPrefs];
      client.call('prefs.set', patch).catch((err: Error) => console.error('could not save the calendar preferences:', err.message));
    };
    return {
      prefs,
      set(section, value) {
        setPrefs({ ...prefs(), [section]: value });
        pending[section] = value;
        clearTimeout(timer);
        timer = setTimeout(flush, WRITE_DELAY_MS);
      },
      replace: (stored) => setPrefs({ ...stored, ...pending }),
    };
  });
}

/** Called by the shell with what main answered to prefs.get. */
export function loadPrefs(client: Client, stored: UiPrefs): void {
  const store = stores.get(client);
  if (store) store.replace(stored);
  else stores.set(client, createPrefsStore(client, stored));
}

export function prefsStore(client: Client): PrefsStore {
  const store = stores.get(client);
  if (!store) throw new Error('calendar preferences used before the shell loaded them');
  return store;
}
