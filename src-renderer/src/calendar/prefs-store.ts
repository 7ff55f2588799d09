// The calendar, ticker and alert preferences, one store per client: every screen, the ticker and
// the alerts read the same signal, and a change is written through the contract (debounced per
// section, so typing in a filter does not write on every key).
import { createRoot, createSignal, type Accessor } from 'solid-js';
import { DEFAULT_UI_PREFS, type UiPrefs } from '../../../src-main/ipc/ui-prefs';
import type { Client } from '../api/client';

export interface PrefsStore {
  prefs: Accessor<UiPrefs>;
  /** Replaces one section (and stores it). */
  set<K extends keyof UiPrefs>(section: K, value: UiPrefs[K]): void;
}

const WRITE_DELAY_MS = 300;
const stores = new WeakMap<Client, PrefsStore>();

function createPrefsStore(client: Client): PrefsStore {
  return createRoot(() => {
    const [prefs, setPrefs] = createSignal<UiPrefs>(DEFAULT_UI_PREFS);
    let loaded = false;
    const pending: Partial<UiPrefs> = {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      client.call('prefs.get').then(
        (stored) => {
          // A change made before the stored value arrived wins over it.
          setPrefs({ ...stored, ...pending });
          loaded = true;
        },
        () => undefined, // core not up yet: the link callback below loads again
      );
    void load();
    client.onLink((state) => state === 'up' && !loaded && void load());
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
    };
  });
}

export function prefsStore(client: Client): PrefsStore {
  let store = stores.get(client);
  if (!store) {
    store = createPrefsStore(client);
    stores.set(client, store);
  }
  return store;
}
