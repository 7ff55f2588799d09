// Alert rules, how far each has looked in each source's cache (its mark), and its firings: the
// user's own, so they live where the settings do (the home file, attached as `home`).
import type Database from 'better-sqlite3';
import { IMPORTANCE_LEVELS } from '../api/schemas/calendar';
import type { AlertFiring, AlertRule, AlertTarget } from '../shared/alerts/types';

interface RuleRow {
  id: number;
  kind: AlertTarget['kind'];
  ref: number | null;
  code: string;
  importance: string | null;
  condition: string;
  enabled: number;
  created_at: string;
}

interface FiringRow {
  id: number;
  rule_id: number | null;
  source: string;
  kind: AlertFiring['security']['kind'];
  ref: number;
  code: string;
  condition: string;
  day: string;
  value: number | null;
  note: string | null;
  fired_at: string;
  read: number;
}

export interface AlertMark {
  lastDay: string;
  /** Events already released when the rule first looked (calendar rules). */
  seen: number[];
}

/** A firing about to be stored. */
export type NewFiring = Omit<AlertFiring, 'id' | 'read'>;

function targetOf(row: RuleRow): AlertTarget {
  switch (row.kind) {
    case 'calendar':
      return { kind: 'calendar', country: row.code, importance: IMPORTANCE_LEVELS.find((level) => level === row.importance) ?? 'HIGH' };
    case 'event':
      return { kind: 'event', id: row.ref ?? 0, code: row.code };
    default:
      return { kind: row.kind, id: row.ref ?? 0, code: row.code };
  }
}

const ruleOf = (row: RuleRow): AlertRule => ({
  id: row.id,
  target: targetOf(row),
  condition: row.condition,
  enabled: row.enabled === 1,
  createdAt: row.created_at,
});

const firingOf = (row: FiringRow): AlertFiring => ({
  id: row.id,
  rule: row.rule_id,
  source: row.source,
  security: { kind: row.kind, id: row.ref, code: row.code },
  condition: row.condition,
  day: row.day,
  value: row.value,
  note: row.note,
  firedAt: row.fired_at,
  read: row.read === 1,
});

/** The target's columns: kind, ref, code, importance. */
const targetColumns = (t: AlertTarget) =>
  t.kind === 'calendar'
    ? { kind: t.kind, ref: null, code: t.country, importance: t.importance }
    : { kind: t.kind, ref: t.id, code: t.code, importance: null };

export function alertsStore(db: Database.Database, schema: 'main' | 'home' = 'main') {
  const s = schema;
  const allRules = db.prepare(`SELECT * FROM ${s}.alert_rules ORDER BY id`);
  const oneRule = db.prepare(`SELECT * FROM ${s}.alert_rules WHERE id = ?`);
  // A rule follows its security by code across sources; one without a code, by its id.
  const rulesOfSecurity = db.prepare(
    `SELECT * FROM ${s}.alert_rules WHERE enabled = 1 AND kind = ? AND ((code <> '' AND code = ?) OR (code = '' AND ref = ?)) ORDER BY id`,
  );
  const anyRuleOfKind = db.prepare(`SELECT EXISTS (SELECT 1 FROM ${s}.alert_rules WHERE enabled = 1 AND kind = ?)`).pluck();
  const calendarRules = db.prepare(`SELECT * FROM ${s}.alert_rules WHERE enabled = 1 AND kind IN ('calendar', 'event') ORDER BY id`);
  const insertRule = db.prepare(
    `INSERT INTO ${s}.alert_rules (kind, ref, code, importance, condition, enabled, created_at)
     VALUES (@kind, @ref, @code, @importance, @condition, 1, @createdAt)`,
  );
  const updateRule = db.prepare(
    `UPDATE ${s}.alert_rules SET kind = @kind, ref = @ref, code = @code, importance = @importance, condition = @condition,
     enabled = @enabled, created_at = @createdAt WHERE id = @id`,
  );
  const deleteRule = db.prepare(`DELETE FROM ${s}.alert_rules WHERE id = ?`);
  const selectMark = db.prepare(`SELECT last_day, seen FROM ${s}.alert_marks WHERE rule_id = ? AND source = ?`);
  const upsertMark = db.prepare(
    `INSERT INTO ${s}.alert_marks (rule_id, source, last_day, seen) VALUES (?, ?, ?, ?)
     ON CONFLICT (rule_id, source) DO UPDATE SET last_day = excluded.last_day, seen = excluded.seen`,
  );
  const deleteMarks = db.prepare(`DELETE FROM ${s}.alert_marks WHERE rule_id = ?`);
  const insertFiring = db.prepare(
    `INSERT OR IGNORE INTO ${s}.alert_firings (rule_id, source, kind, ref, code, condition, day, value, note, fired_at)
     VALUES (@rule, @source, @kind, @ref, @code, @condition, @day, @value, @note, @firedAt)`,
  );
  const selectFirings = db.prepare(`SELECT * FROM ${s}.alert_firings WHERE fired_at >= ? ORDER BY fired_at DESC, id DESC LIMIT ?`);
  const firingById = db.prepare(`SELECT * FROM ${s}.alert_firings WHERE id = ?`);
  const unreadCount = db.prepare(`SELECT count(*) FROM ${s}.alert_firings WHERE read = 0`).pluck();
  const markAllRead = db.prepare(`UPDATE ${s}.alert_firings SET read = 1 WHERE read = 0`);
  const markOneRead = db.prepare(`UPDATE ${s}.alert_firings SET read = 1 WHERE id = ?`);

  return {
    rules: () => (allRules.all() as RuleRow[]).map(ruleOf),
    rule(id: number): AlertRule | null {
      const row = oneRule.get(id) as RuleRow | undefined;
      return row ? ruleOf(row) : null;
    },
    /** The enabled rules of a share or fund, matched by its code (else its id). */
    rulesOf: (kind: 'share' | 'fund', id: number, code: string) => (rulesOfSecurity.all(kind, code, id) as RuleRow[]).map(ruleOf),
    /** Whether any enabled rule watches a share (or a fund): without one, no landing need look further. */
    anyRuleOf: (kind: 'share' | 'fund') => anyRuleOfKind.get(kind) === 1,
    calendarRules: () => (calendarRules.all() as RuleRow[]).map(ruleOf),
    addRule(target: AlertTarget, condition: string, createdAt: string): number {
      return Number(insertRule.run({ ...targetColumns(target), condition, createdAt }).lastInsertRowid);
    },
    updateRule(rule: AlertRule): void {
      updateRule.run({
        id: rule.id,
        ...targetColumns(rule.target),
        condition: rule.condition,
        enabled: rule.enabled ? 1 : 0,
        createdAt: rule.createdAt,
      });
    },
    removeRule: (id: number) => deleteRule.run(id).changes > 0,
    mark(ruleId: number, source: string): AlertMark | null {
      const row = selectMark.get(ruleId, source) as { last_day: string; seen: string } | undefined;
      return row ? { lastDay: row.last_day, seen: JSON.parse(row.seen) as number[] } : null;
    },
    setMark: (ruleId: number, source: string, mark: AlertMark) =>
      void upsertMark.run(ruleId, source, mark.lastDay, JSON.stringify(mark.seen)),
    /** Forgets how far a rule looked: an edited rule starts again from the bars cached now. */
    clearMarks: (ruleId: number) => void deleteMarks.run(ruleId),
    /** Stores a firing unless that rule already fired on that bar; the stored firing, or null. */
    addFiring(firing: NewFiring): AlertFiring | null {
      const { security, ...rest } = firing;
      const info = insertFiring.run({ ...rest, kind: security.kind, ref: security.id, code: security.code });
      return info.changes ? firingOf(firingById.get(info.lastInsertRowid) as FiringRow) : null;
    },
    firingsById: (ids: readonly number[]) =>
      ids.flatMap((id) => {
        const row = firingById.get(id) as FiringRow | undefined;
        return row ? [firingOf(row)] : [];
      }),
    firings: (since = '', limit = 1000) => (selectFirings.all(since, limit) as FiringRow[]).map(firingOf),
    unread: () => unreadCount.get() as number,
    markRead(ids?: readonly number[]): void {
      if (ids === undefined) markAllRead.run();
      else for (const id of ids) markOneRead.run(id);
    },
  };
}
