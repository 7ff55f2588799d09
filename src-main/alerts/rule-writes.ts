// Every change to the alert rules and the firings' read marks, run on the writer connection (the
// sync worker's, or the command line's). A rule made, edited or enabled again starts looking after
// the bars cached now: it never fires for the past.
import { AlertConditionError, normaliseAlertCondition } from '../shared/alerts/grammar';
import type { AlertRule, AlertTarget, AlertWrite } from '../shared/alerts/types';
import type { Store } from '../store/store';
import { baselineMark } from './evaluate';

/** A write that cannot be done (a condition that cannot be read, a rule that is not there). */
export class AlertWriteError extends Error {
  constructor(
    message: string,
    readonly reason: 'condition' | 'not-found',
  ) {
    super(message);
    this.name = 'AlertWriteError';
  }
}

function normalised(target: AlertTarget, condition: string): string {
  try {
    return normaliseAlertCondition(target.kind, condition);
  } catch (err) {
    if (err instanceof AlertConditionError) throw new AlertWriteError(err.message, 'condition');
    throw err;
  }
}

/** Runs one write; answers the rule it made or changed (null for a removal or read marks). */
export function applyAlertWrite(store: Store, source: string, write: AlertWrite, now: Date = new Date()): AlertRule | null {
  const { alerts } = store;
  const createdAt = now.toISOString();
  const today = createdAt.slice(0, 10);
  const startAfresh = (rule: AlertRule) => {
    alerts.clearMarks(rule.id);
    alerts.setMark(rule.id, source, baselineMark(store, rule.target, today));
  };
  const existing = (id: number) => {
    const rule = alerts.rule(id);
    if (rule === null) throw new AlertWriteError(`no alert rule ${id}`, 'not-found');
    return rule;
  };
  return store.db.transaction((): AlertRule | null => {
    switch (write.op) {
      case 'add': {
        const id = alerts.addRule(write.target, normalised(write.target, write.condition), createdAt);
        const rule = existing(id);
        startAfresh(rule);
        return rule;
      }
      case 'update': {
        const old = existing(write.id);
        const target = write.target ?? old.target;
        const condition =
          write.condition === undefined && write.target === undefined
            ? old.condition
            : normalised(target, write.condition ?? old.condition);
        const enabled = write.enabled ?? old.enabled;
        const edited = condition !== old.condition || JSON.stringify(target) !== JSON.stringify(old.target);
        const rule: AlertRule = { ...old, target, condition, enabled, createdAt: edited ? createdAt : old.createdAt };
        alerts.updateRule(rule);
        // What landed while it was off, or before it was edited, is the past for it.
        if (edited || (enabled && !old.enabled)) startAfresh(rule);
        return rule;
      }
      case 'remove':
        existing(write.id);
        alerts.removeRule(write.id);
        return null;
      case 'markRead':
        alerts.markRead(write.ids);
        return null;
    }
  })();
}
