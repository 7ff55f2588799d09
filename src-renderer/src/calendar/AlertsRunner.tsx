// The calendar alerts: while the app runs, checks the cached events against the alert settings
// every few seconds and shows each due alert once. Renders nothing.
import { createEffect, onCleanup, type JSX } from 'solid-js';
import { useApp } from '../app/context';
import { useDataset } from '../data/use-data';
import { dueAlerts } from './alert-schedule';
import { showNote } from './desktop-notes';
import { prefsStore } from './prefs-store';

/** Well inside the alert grace period, so no alert is missed between two checks. */
const CHECK_MS = 10_000;

export function AlertsRunner(): JSX.Element {
  const { client } = useApp();
  const prefs = prefsStore(client).prefs;
  const events = useDataset('events', undefined, false);
  const fired = new Set<string>();
  const check = () => {
    for (const alert of dueAlerts(events()?.records ?? [], prefs().alerts, Date.now(), fired)) {
      fired.add(alert.key);
      showNote(client, alert.title, alert.body).catch((err: Error) => console.error('could not show an alert:', err.message));
    }
  };
  createEffect(() => {
    if (!prefs().alerts.enabled) return;
    const timer = setInterval(check, CHECK_MS);
    onCleanup(() => clearInterval(timer));
  });
  return null;
}
