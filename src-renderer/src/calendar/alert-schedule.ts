// Which desktop alerts are due: a warning `lead` minutes before each HIGH event of the chosen
// zones, and a note when such an event publishes its actual. Pure, so a fake clock can prove the
// timing; each alert fires once (its key is remembered by the caller).
import type { CalendarEvent } from '../../../src-main/ipc/contract';
import type { UiPrefs } from '../../../src-main/ipc/contract';
import { placeEvent } from './event-time';
import { surprise } from './figures';

export interface DueAlert {
  /** Unique per alert: a warning per event and lead, one publication per event. */
  key: string;
  title: string;
  body: string;
  eventId: number;
}

/** A warning that came due more than this long ago (the app was asleep) is dropped, not shown late. */
const ALERT_GRACE_MS = 60_000;
/** A publication is news for this long after the release time; older actuals are history. */
const PUBLISH_WINDOW_MS = 30 * 60_000;

export function dueAlerts(events: readonly CalendarEvent[], prefs: UiPrefs['alerts'], now: number, fired: ReadonlySet<string>): DueAlert[] {
  if (!prefs.enabled) return [];
  const zones = new Set(prefs.zones);
  const out: DueAlert[] = [];
  for (const event of events) {
    if (event.id === null || event.importance !== 'HIGH' || !zones.has(event.zone?.code ?? '')) continue;
    const { at } = placeEvent(event, 'local');
    if (at === null) continue;
    const name = `${event.zone?.code ?? ''} ${event.title ?? ''}`.trim();
    for (const lead of prefs.leadMinutes) {
      const key = `${event.id}:${lead}`;
      const due = at - lead * 60_000;
      if (now >= due && now < due + ALERT_GRACE_MS && now < at && !fired.has(key)) {
        out.push({
          key,
          eventId: event.id,
          title: `${name} in ${lead} min`,
          body: `Forecast ${event.prevision ?? '—'} · previous ${event.previous ?? '—'}`,
        });
      }
    }
    const key = `${event.id}:published`;
    if (prefs.onPublish && event.current && now >= at && now < at + PUBLISH_WINDOW_MS && !fired.has(key)) {
      const s = surprise(event.current, event.prevision);
      out.push({
        key,
        eventId: event.id,
        title: `${name}: ${event.current}`,
        body: `Forecast ${event.prevision ?? '—'}${s === null ? '' : ` · surprise ${s > 0 ? '+' : ''}${Number(s.toPrecision(4))}`}`,
      });
    }
  }
  return out;
}
