// The calendar's part of SET: display time zone, the ticker, and consent to desktop notifications
// of alerts. What the alerts watch (the HIGH events of a country, minutes before, a publication) is
// the alert rules of ALRT, listed here read-only: one source of truth. Nothing is shown without consent.
import { createSignal, For, Show, type JSX } from 'solid-js';
import { msg, t } from '../../i18n';
import { useApp } from '../../platform/context';
import { alertsStore } from '../../alerts/alerts-store';
import { targetLabel } from '../../alerts/alert-views';
import { notePermission, requestNotePermission, type NotePermission } from '../../alerts/desktop-notes';
import { prefsStore } from '../../calendar/prefs-store';
import { localTimeZone } from '../../calendar/time-zones';

const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

const PERMISSION_TEXT: Record<NotePermission, string> = {
  granted: msg('allowed'),
  default: msg('not asked yet (ticking the box asks)'),
  denied: msg("blocked for this page (allow them in the browser's site settings, then tick the box)"),
  unsupported: msg('this browser cannot show them'),
};

export function CalendarSettings(): JSX.Element {
  const { client } = useApp();
  const store = prefsStore(client);
  const prefs = store.prefs;
  const [permission, setPermission] = createSignal(notePermission(client));
  const [problem, setProblem] = createSignal<string | null>(null);
  const setAlerts = (enabled: boolean) => store.set('alerts', { enabled });
  // The box says what happens: ticked only while notifications are both wanted and allowed, so it
  // never reads "on" next to a permission line that says they cannot be shown.
  const showing = () => prefs().alerts.enabled && permission() === 'granted';
  const calendarRules = () =>
    alertsStore(client)
      .rules()
      .filter((r) => r.target.kind === 'calendar' || r.target.kind === 'event')
      .map((r) => `${targetLabel(r.target)} ${r.condition}${r.enabled ? '' : ` ${t('(off)')}`}`);

  /** Turns notifications on or off; says whether they are on after it. */
  const enable = async (on: boolean): Promise<boolean> => {
    if (!on) {
      setAlerts(false);
      return false;
    }
    const granted = await requestNotePermission(client);
    setPermission(granted);
    if (granted === 'granted') {
      setProblem(null);
      setAlerts(true);
      return true;
    }
    setProblem(
      granted === 'unsupported'
        ? t('This browser cannot show notifications.')
        : t('Notifications were not allowed: alerts are only listed in ALRT.'),
    );
    return false;
  };

  return (
    <section aria-label={t('Calendar')}>
      <h3>{t('Calendar')}</h3>
      <label class="field">
        {t('Time zone')}
        <select
          aria-label={t('Calendar time zone')}
          value={prefs().calendar.displayZone}
          onChange={(e) => store.set('calendar', { ...prefs().calendar, displayZone: e.currentTarget.value })}
        >
          <option value="local">{t('Local ({zone})', { zone: localTimeZone() })}</option>
          <option value="event">{t("Each event's own zone")}</option>
          <For each={ZONES}>{(z) => <option value={z}>{z}</option>}</For>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={!prefs().ticker.hidden}
          onChange={(e) => store.set('ticker', { ...prefs().ticker, hidden: !e.currentTarget.checked })}
        />{' '}
        {t('Show the calendar ticker')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={prefs().ticker.paused}
          onChange={(e) => store.set('ticker', { ...prefs().ticker, paused: e.currentTarget.checked })}
        />{' '}
        {t('Ticker paused')}
      </label>
      <h3>{t('Alerts')}</h3>
      <label>
        <input
          type="checkbox"
          aria-label={t('Desktop notifications of alerts')}
          checked={showing()}
          onChange={(e) => {
            const box = e.currentTarget;
            // A refused or dismissed request leaves the signals as they were: put the box back by hand.
            void enable(box.checked).then((on) => (box.checked = on));
          }}
        />{' '}
        {t('Desktop notifications of alerts (firings, and "due in" warnings before events)')}
      </label>
      <p class="muted">
        {t('What is watched are the alert rules, in ALRT (Alt+A). Calendar rules:')}{' '}
        <Show when={calendarRules().length > 0} fallback={t('none|rules')}>
          {calendarRules().join(' · ')}
        </Show>
      </p>
      <p class="muted">{t('Notifications: {state}', { state: t(PERMISSION_TEXT[permission()]) })}</p>
      <Show when={problem()}>
        <div class="error-banner" role="alert">
          {problem()}
        </div>
      </Show>
    </section>
  );
}
