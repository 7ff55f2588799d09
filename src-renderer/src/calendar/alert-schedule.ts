// Which clock warnings are due: "due in N min" alert rules (on a country's events of an importance,
// or on one event) warn that many minutes before each event they match. Main stores these rules but
// does not evaluate them (a warning is about the clock, not data landing); the window does, here.
// Pure, so a fake clock can prove the timing; each warning fires once (its key is remembered by the caller).
import type { CalendarEvent } from '../../../src-main/ipc/contract';
import { parseAlertCondition, type AlertCondition } from '../../../src-main/shared/alerts/grammar';
import type { AlertRule, AlertTarget } from '../../../src-main/shared/alerts/types';
import { t } from '../i18n';
import { placeEvent } from './event-time';

export interface DueAlert {
  /** Unique per warning: one per rule and event. */
  key: string;
  title: string;
  body: string;
  eventId: number;
}

/** A warning that came due more than this long ago (the app was asleep) is dropped, not shown late. */
const ALERT_GRACE_MS = 60_000;

type EventTarget = Exclude<AlertTarget, { kind: 'share' | 'fund' }>;
const onEvents = (target: AlertTarget): target is EventTarget => target.kind === 'calendar' || target.kind === 'event';

/** The minutes of a "due in N min" rule on the calendar or an event; null for any other rule. */
export function warningMinutes(rule: AlertRule): number | null {
  if (!rule.enabled || !onEvents(rule.target)) return null;
  let condition: AlertCondition;
  try {
    condition = parseAlertCondition(rule.target.kind, rule.condition);
  } catch {
    return null; // stored normalised by main: an unreadable one is not ours to warn about
  }
  return condition.type === 'due' ? condition.minutes : null;
}

const matches = (target: EventTarget, event: CalendarEvent) =>
  target.kind === 'event' ? event.id === target.id : event.importance === target.importance && event.zone?.code === target.country;

export function dueAlerts(
  events: readonly CalendarEvent[],
  rules: readonly AlertRule[],
  now: number,
  fired: ReadonlySet<string>,
): DueAlert[] {
  const warnings = rules.flatMap((rule) => {
    const { target } = rule;
    const minutes = warningMinutes(rule);
    return minutes === null || !onEvents(target) ? [] : [{ rule, target, minutes }];
  });
  const out: DueAlert[] = [];
  if (warnings.length === 0) return out;
  for (const event of events) {
    if (event.id === null) continue;
    const { at } = placeEvent(event, 'local');
    if (at === null) continue;
    const name = `${event.zone?.code ?? ''} ${event.title ?? ''}`.trim();
    for (const { rule, target, minutes } of warnings) {
      const key = `${rule.id}:${event.id}`;
      const due = at - minutes * 60_000;
      if (!matches(target, event) || now < due || now >= due + ALERT_GRACE_MS || now >= at || fired.has(key)) continue;
      out.push({
        key,
        eventId: event.id,
        title: t('{name} in {minutes} min', { name, minutes }),
        body: t('Forecast {forecast} · previous {previous}', { forecast: event.prevision ?? '—', previous: event.previous ?? '—' }),
      });
    }
  }
  return out;
}
