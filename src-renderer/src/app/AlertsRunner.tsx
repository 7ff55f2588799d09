// The calendar alerts: while alerts are on, checks the cached events against the alert settings
// every few seconds and shows each due alert once. Reads nothing while they are off. Renders nothing.
import { onCleanup, Show, type JSX } from 'solid-js';
import { useApp } from '../platform/context';
import { useUpcomingEvents } from '../calendar/upcoming-events';
import { dueAlerts } from '../calendar/alert-schedule';
import { showNote } from '../calendar/desktop-notes';
import { prefsStore } from '../calendar/prefs-store';

/** Well inside the alert grace period, so no alert is missed between two checks. */
const CHECK_MS = 10_000;

function AlertsLoop(): JSX.Element {
  const { client } = useApp();
  const prefs = prefsStore(client).prefs;
  const events = useUpcomingEvents();
  const fired = new Set<string>();
  const timer = setInterval(() => {
    for (const alert of dueAlerts(events()?.records ?? [], prefs().alerts, Date.now(), fired)) {
      fired.add(alert.key);
      showNote(client, alert.title, alert.body).catch((err: Error) => console.error('could not show an alert:', err.message));
    }
  }, CHECK_MS);
  onCleanup(() => clearInterval(timer));
  return null;
}

export function AlertsRunner(): JSX.Element {
  const { client } = useApp();
  const enabled = () => prefsStore(client).prefs().alerts.enabled;
  return (
    <Show when={enabled()}>
      <AlertsLoop />
    </Show>
  );
}
