// The alerts' desktop side. Firings (main finds them where data lands and pushes `alerts.fired`)
// are shown as desktop notes when the user allowed them; ALRT and the status bar show them always.
// The clock warnings of "due in N min" rules are the window's: while notes are allowed and such a
// rule is on, the cached events are checked every few seconds and each warning is shown once.
// Renders nothing.
import { createMemo, onCleanup, Show, type JSX } from 'solid-js';
import type { AlertFiring } from '../../../src-main/shared/alerts/types';
import { alertsStore } from '../alerts/alerts-store';
import { firingNote, MAX_SEPARATE_NOTES, summaryNote } from '../alerts/alert-views';
import { showNote } from '../alerts/desktop-notes';
import { dueAlerts, warningMinutes } from '../calendar/alert-schedule';
import { prefsStore } from '../calendar/prefs-store';
import { useUpcomingEvents } from '../calendar/upcoming-events';
import { formatNumber } from '../format';
import { useApp } from '../platform/context';

/** Well inside the warnings' grace period, so none is missed between two checks. */
const CHECK_MS = 10_000;

function WarningsLoop(): JSX.Element {
  const { client } = useApp();
  const rules = alertsStore(client).rules;
  const events = useUpcomingEvents();
  const fired = new Set<string>();
  const timer = setInterval(() => {
    for (const warning of dueAlerts(events()?.records ?? [], rules(), Date.now(), fired)) {
      fired.add(warning.key);
      showNote(client, warning.title, warning.body).catch((err: Error) => console.error('could not show an alert:', err.message));
    }
  }, CHECK_MS);
  onCleanup(() => clearInterval(timer));
  return null;
}

export function AlertsRunner(): JSX.Element {
  const { client, locale } = useApp();
  const store = alertsStore(client);
  const allowed = () => prefsStore(client).prefs().alerts.enabled;
  // The upcoming events are read only while a warning rule could use them.
  const warns = createMemo(() => allowed() && store.rules().some((rule) => warningMinutes(rule) !== null));
  const notify = (firings: AlertFiring[]) => {
    if (!allowed() || firings.length === 0) return;
    const format = (value: number) => formatNumber(value, { locale: locale() });
    const notes = firings.length > MAX_SEPARATE_NOTES ? [summaryNote(firings)] : firings.map((f) => firingNote(f, format));
    for (const note of notes)
      showNote(client, note.title, note.body).catch((err: Error) => console.error('could not show an alert:', err.message));
  };
  onCleanup(store.onFired(notify));
  return (
    <Show when={warns()}>
      <WarningsLoop />
    </Show>
  );
}
