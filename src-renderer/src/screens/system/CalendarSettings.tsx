// The calendar's part of SET: display time zone, the ticker, and the opt-in alerts (zones, how
// many minutes before a HIGH event, and on publication). Nothing is shown without consent.
import { createSignal, For, Show, type JSX } from 'solid-js';
import type { UiPrefs } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { notePermission, requestNotePermission } from '../../calendar/desktop-notes';
import { prefsStore } from '../../calendar/prefs-store';
import { localTimeZone } from '../../calendar/time-zones';

const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** "15, 5" → [15, 5]; null when any part is not a whole number of minutes from 1 to 1440. */
function parseLeads(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const values = parts.map(Number);
  if (parts.length === 0 || parts.length > 6 || values.some((n) => !Number.isInteger(n) || n < 1 || n > 1440)) return null;
  return [...new Set(values)].sort((a, b) => b - a);
}

export function CalendarSettings(): JSX.Element {
  const { client } = useApp();
  const store = prefsStore(client);
  const prefs = store.prefs;
  const [permission, setPermission] = createSignal(notePermission(client));
  const [problem, setProblem] = createSignal<string | null>(null);
  const setAlerts = (patch: Partial<UiPrefs['alerts']>) => store.set('alerts', { ...prefs().alerts, ...patch });

  const enable = async (on: boolean) => {
    if (!on) return setAlerts({ enabled: false });
    const granted = await requestNotePermission(client);
    setPermission(granted);
    if (granted === 'granted') {
      setProblem(null);
      setAlerts({ enabled: true });
    } else
      setProblem(
        granted === 'unsupported' ? 'This browser cannot show notifications.' : 'Notifications were not allowed: alerts stay off.',
      );
  };

  return (
    <section aria-label="Calendar">
      <h3>Calendar</h3>
      <label class="field">
        Time zone
        <select
          aria-label="Calendar time zone"
          value={prefs().calendar.displayZone}
          onChange={(e) => store.set('calendar', { ...prefs().calendar, displayZone: e.currentTarget.value })}
        >
          <option value="local">{`Local (${localTimeZone()})`}</option>
          <option value="event">Each event's own zone</option>
          <For each={ZONES}>{(z) => <option value={z}>{z}</option>}</For>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={!prefs().ticker.hidden}
          onChange={(e) => store.set('ticker', { ...prefs().ticker, hidden: !e.currentTarget.checked })}
        />{' '}
        Show the calendar ticker
      </label>
      <label>
        <input
          type="checkbox"
          checked={prefs().ticker.paused}
          onChange={(e) => store.set('ticker', { ...prefs().ticker, paused: e.currentTarget.checked })}
        />{' '}
        Ticker paused
      </label>
      <h3>Alerts</h3>
      <label>
        <input
          type="checkbox"
          aria-label="Desktop alerts before HIGH events"
          checked={prefs().alerts.enabled}
          onChange={(e) => void enable(e.currentTarget.checked)}
        />{' '}
        Desktop alerts before HIGH events
      </label>
      <label class="field">
        Zones
        <input
          type="text"
          aria-label="Alert zones"
          value={prefs().alerts.zones.join(' ')}
          placeholder="US EU GB"
          onChange={(e) => {
            const zones = e.currentTarget.value
              .toUpperCase()
              .split(/[\s,;]+/)
              .filter(Boolean);
            if (zones.every((z) => /^[A-Z]{2,3}$/.test(z))) setAlerts({ zones });
            else setProblem('Zones are two- or three-letter codes, e.g. "US EU GB".');
          }}
        />
      </label>
      <label class="field">
        Minutes before
        <input
          type="text"
          aria-label="Alert minutes before"
          value={prefs().alerts.leadMinutes.join(', ')}
          onChange={(e) => {
            const leads = parseLeads(e.currentTarget.value);
            if (leads) setAlerts({ leadMinutes: leads });
            else setProblem('Minutes before: whole numbers from 1 to 1440, e.g. "15, 5".');
          }}
        />
      </label>
      <label>
        <input type="checkbox" checked={prefs().alerts.onPublish} onChange={(e) => setAlerts({ onPublish: e.currentTarget.checked })} />{' '}
        Alert when such an event publishes its actual
      </label>
      <p class="muted">
        Notifications:{' '}
        {permission() === 'granted' ? 'allowed' : permission() === 'default' ? 'not asked yet (turning alerts on asks)' : permission()}
      </p>
      <Show when={problem()}>
        <div class="error-banner" role="alert">
          {problem()}
        </div>
      </Show>
    </section>
  );
}
