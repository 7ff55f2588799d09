// While this window is visible it tells main, now and then, that someone is looking: main then
// keeps a light watch on the service (src-main/sync/connectivity.ts) so OFFLINE shows within
// seconds. A hidden window stops telling, the watch lapses, and an idle terminal sends nothing.
import { onCleanup } from 'solid-js';
import type { Client } from '../api/typed-client';

/** Well within main's lease (WATCH_LEASE_MS), so a visible window never lets the watch lapse. */
const RENEW_MS = 10_000;

export function watchConnectionWhileVisible(client: Client): void {
  const report = () => {
    if (document.visibilityState !== 'visible') return;
    client.call('sync.watch').catch(() => undefined); // no link to main: the status bar says so already
  };
  const timer = setInterval(report, RENEW_MS);
  document.addEventListener('visibilitychange', report);
  const stopLink = client.onLink((state) => state === 'up' && report());
  onCleanup(() => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', report);
    stopLink();
  });
}
