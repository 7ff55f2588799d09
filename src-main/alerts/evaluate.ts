// Alert rules checked where data lands: after a request's bars, NAVs or events are committed to a
// source's cache, each enabled rule of what landed looks at the bars after its mark. Its firings
// and its new mark are written in one transaction, so a sync killed at any point neither loses a
// firing (the bars stay after the mark, and are looked at by the next landing) nor stores one twice
// (the mark moved with it; the firings table also refuses a second firing for a rule and bar).
import { DATASETS, type DatasetName } from '../store/datasets';
import type { AlertMark } from '../store/alerts';
import type { Store } from '../store/store';
import { parseAlertCondition } from '../shared/alerts/grammar';
import { seriesSignals } from '../shared/alerts/signals';
import type { AlertFiring, AlertRule, AlertTarget } from '../shared/alerts/types';

type SecurityKind = 'share' | 'fund';

/** The security's first code (its mnemonic) as the search index keeps it; '' when it is not cached. */
function securityCode(store: Store, kind: SecurityKind, id: number): string {
  if (kind === 'share') {
    const share = store.data.shares.get(id);
    return share ? (DATASETS.shares.search.entry({ ...share, id }).code.split(' ')[0] ?? '') : '';
  }
  const fund = store.data.funds.get(id);
  return fund ? (DATASETS.funds.search.entry({ ...fund, id }).code.split(' ')[0] ?? '') : '';
}

/** A security's cached closes (a fund's NAVs), oldest first. */
function closes(store: Store, kind: SecurityKind, id: number): { day: string[]; close: (number | null)[] } {
  if (kind === 'fund') {
    const navs = store.data['fund-valuations'].columns(id);
    return { day: navs.day, close: navs.value };
  }
  const history = store.data['share-history'].columns(id);
  return { day: history.day, close: history.closing_price };
}

const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
/**
 * How late an actual may be published and still fire: calendar marks follow today at this distance,
 * so each check reads a week of events, not every event since the rule was made.
 */
const LATE_RELEASE_DAYS = 7;

interface ReleasedEvent {
  id: number;
  day: string;
  importance: string | null;
  zone: string | null;
  title: string | null;
  actual: string;
}

/** Events with an actual, from a day on (they live in the source's own cache, `main`). */
function releasedEvents(store: Store, fromDay: string): ReleasedEvent[] {
  return store.db
    .prepare(
      `SELECT id, day, importance, json_extract(record, '$.zone.code') AS zone, title, json_extract(record, '$.current') AS actual
       FROM main.events WHERE day >= ? AND coalesce(json_extract(record, '$.current'), '') <> '' ORDER BY day, hour, id`,
    )
    .all(fromDay) as ReleasedEvent[];
}

const concerns = (target: AlertTarget, event: ReleasedEvent) =>
  target.kind === 'event'
    ? event.id === target.id
    : target.kind === 'calendar' && event.zone === target.country && event.importance === target.importance;

/** An actual that is a plain number ("3,5 %" as the service writes it) is the firing's value; "215K" is kept as text only. */
const actualValue = (actual: string) => {
  const text = actual.trim().replace(',', '.');
  return /^[+-]?\d+(\.\d+)?\s*%?$/.test(text) ? Number.parseFloat(text) : null;
};

/**
 * Where a rule starts looking in a source: after the last bar cached now (the day before today when
 * none is), or for calendar rules from today, the events already released excluded. Bars and events
 * before it are the past: a rule never fires for them.
 */
export function baselineMark(store: Store, target: AlertTarget, today: string): AlertMark {
  if (target.kind === 'share' || target.kind === 'fund') {
    const range = store.data[target.kind === 'share' ? 'share-history' : 'fund-valuations'].range(target.id);
    return { lastDay: range?.last ?? daysBefore(today, 1), seen: [] };
  }
  return { lastDay: today, seen: releasedEvents(store, today).flatMap((e) => (concerns(target, e) ? [e.id] : [])) };
}

export interface AlertEvaluator {
  /** Checks the rules of what a committed request brought; the firings it stored (none again for the same bars). */
  landed(dataset: DatasetName, key: string): AlertFiring[];
}

/** `source`: the key of the data source whose cache `store` is (DataSourceInfo.key). */
export function alertEvaluator(store: Store, source: string, now: () => Date = () => new Date()): AlertEvaluator {
  const { alerts } = store;

  function securityFirings(kind: SecurityKind, id: number): AlertFiring[] {
    // Every request of a sync lands here: with no rule to match, its security's record is not read.
    if (!alerts.anyRuleOf(kind)) return [];
    const code = securityCode(store, kind, id);
    const rules = alerts.rulesOf(kind, id, code);
    if (!rules.length) return [];
    const { day, close } = closes(store, kind, id);
    const lastDay = day.at(-1);
    if (lastDay === undefined) return [];
    const firedAt = now().toISOString();
    const fired: AlertFiring[] = [];
    store.db.transaction(() => {
      for (const rule of rules) {
        const condition = parseAlertCondition(kind, rule.condition);
        const mark = alerts.mark(rule.id, source);
        if (mark !== null && lastDay > mark.lastDay && condition.type === 'series') {
          const from = day.findIndex((d) => d > mark.lastDay);
          for (const signal of seriesSignals(condition, close, from)) {
            const stored = alerts.addFiring({
              rule: rule.id,
              source,
              security: { kind, id, code },
              condition: rule.condition,
              day: day[signal.index] ?? lastDay,
              value: signal.value,
              note: null,
              firedAt,
            });
            if (stored) fired.push(stored);
          }
        }
        // First met in this source, what is cached is the past; else the rule has now looked up to here.
        if (mark === null || lastDay > mark.lastDay) alerts.setMark(rule.id, source, { lastDay, seen: mark?.seen ?? [] });
      }
    })();
    return fired;
  }

  function calendarFirings(): AlertFiring[] {
    const rules = alerts.calendarRules().filter((rule) => parseAlertCondition(rule.target.kind, rule.condition).type === 'released');
    if (!rules.length) return [];
    const today = now().toISOString().slice(0, 10);
    const marks = new Map<AlertRule, AlertMark | null>(rules.map((rule) => [rule, alerts.mark(rule.id, source)]));
    const from = [...marks.values()].reduce((min, mark) => (mark !== null && mark.lastDay < min ? mark.lastDay : min), today);
    const events = releasedEvents(store, from);
    const firedAt = now().toISOString();
    const fired: AlertFiring[] = [];
    store.db.transaction(() => {
      for (const [rule, mark] of marks) {
        if (mark === null) {
          alerts.setMark(rule.id, source, baselineMark(store, rule.target, today));
          continue;
        }
        for (const event of events) {
          if (event.day < mark.lastDay || mark.seen.includes(event.id) || !concerns(rule.target, event)) continue;
          const stored = alerts.addFiring({
            rule: rule.id,
            source,
            security: { kind: 'event', id: event.id, code: [event.zone, event.title].filter(Boolean).join(' ') },
            condition: rule.condition,
            day: event.day,
            value: actualValue(event.actual),
            note: event.actual,
            firedAt,
          });
          if (stored) fired.push(stored);
        }
        const lastDay = daysBefore(today, LATE_RELEASE_DAYS);
        if (lastDay > mark.lastDay) alerts.setMark(rule.id, source, { ...mark, lastDay });
      }
    })();
    return fired;
  }

  return {
    landed(dataset, key) {
      if (dataset === 'share-history' || dataset === 'fund-valuations') {
        const id = Number(key);
        return Number.isInteger(id) ? securityFirings(dataset === 'share-history' ? 'share' : 'fund', id) : [];
      }
      return dataset === 'events' ? calendarFirings() : [];
    },
  };
}
