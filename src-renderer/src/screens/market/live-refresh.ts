// "Live" prices while a watchlist is open: every 30 s, ask main to refresh the datasets the list
// shows when they are stale; the screen's dataset hooks then re-read on the update push.
import { createEffect, createMemo, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import type { Client } from '../../api/typed-client';
import type { Probe } from '../../watchlists/watchlist-rows';

export const LIVE_REFRESH_MS = 30_000;

/** Checks when the probes change and then on a timer (stopped with the owner); returns when the last check ran. */
export function createLiveRefresh(client: Client, probes: Accessor<readonly Probe[]>, everyMs = LIVE_REFRESH_MS): Accessor<Date | null> {
  const [checkedAt, setCheckedAt] = createSignal<Date | null>(null);
  const check = () => {
    const list = probes();
    if (list.length === 0) return;
    void Promise.all(list.map((probe) => client.call('sync.refresh', probe))).then(
      () => setCheckedAt(new Date()),
      () => undefined, // the status bar reports a lost link; the next tick tries again
    );
  };
  const key = createMemo(() =>
    probes()
      .map((p) => `${p.dataset}:${p.id}`)
      .join(' '),
  );
  createEffect(on(key, check));
  const timer = setInterval(check, everyMs);
  onCleanup(() => clearInterval(timer));
  return checkedAt;
}
