import type Database from 'better-sqlite3';
import type { Migration } from '../migrate';

/** The calendar alerts as the settings kept them before rules (ui-prefs `alerts`), read defensively. */
interface OldCalendarAlerts {
  enabled: boolean;
  zones: string[];
  leadMinutes: number[];
  onPublish: boolean;
}

function oldCalendarAlerts(db: Database.Database): OldCalendarAlerts | null {
  const json = db.prepare("SELECT value FROM settings WHERE key = 'ui.calendar-prefs'").pluck().get();
  if (typeof json !== 'string') return null;
  try {
    const alerts: unknown = (JSON.parse(json) as { alerts?: unknown }).alerts;
    if (typeof alerts !== 'object' || alerts === null) return null;
    const { enabled, zones, leadMinutes, onPublish } = alerts as Record<string, unknown>;
    const list = <T>(value: unknown, keep: (v: unknown) => v is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);
    return {
      enabled: enabled === true,
      zones: list(zones, (z): z is string => typeof z === 'string' && /^[A-Z]{2,3}$/.test(z)),
      leadMinutes: list(leadMinutes, (m): m is number => Number.isInteger(m) && (m as number) >= 1 && (m as number) <= 1440),
      onPublish: onPublish === true,
    };
  } catch {
    return null; // a damaged setting: the app read it as the defaults (alerts off), so nothing is lost
  }
}

/**
 * Alert rules and their firings (the user's own: used in the home file), and how far each rule
 * has looked in each source's cache. The calendar alerts kept in the settings become rules: one
 * per zone and warning, and one per zone for publications, enabled as the setting was.
 */
export const alerts: Migration = {
  version: 5,
  name: 'alert rules, marks and firings; calendar alerts become rules',
  up(db) {
    db.exec(`
      CREATE TABLE alert_rules (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('share', 'fund', 'calendar', 'event')),
        -- share, fund or event id in the source the rule was made on; NULL for a calendar rule
        ref INTEGER,
        -- the security's code (what follows it across sources), the country, or the event's title
        code TEXT NOT NULL,
        importance TEXT,
        condition TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL
      ) STRICT;

      -- The last bar a rule has looked at in one source's cache; events already released when it was made.
      CREATE TABLE alert_marks (
        rule_id INTEGER NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
        source TEXT NOT NULL,
        last_day TEXT NOT NULL,
        seen TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (rule_id, source)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE alert_firings (
        id INTEGER PRIMARY KEY,
        rule_id INTEGER REFERENCES alert_rules (id) ON DELETE SET NULL,
        source TEXT NOT NULL,
        kind TEXT NOT NULL,
        ref INTEGER NOT NULL,
        code TEXT NOT NULL,
        condition TEXT NOT NULL,
        day TEXT NOT NULL,
        value REAL,
        note TEXT,
        fired_at TEXT NOT NULL,
        read INTEGER NOT NULL DEFAULT 0,
        -- once per bar per rule: a re-sync of the same bars fires nothing
        UNIQUE (rule_id, source, ref, day)
      ) STRICT;
      CREATE INDEX alert_firings_unread ON alert_firings (read) WHERE read = 0;
    `);
    const old = oldCalendarAlerts(db);
    if (old === null) return;
    const insert = db.prepare(
      "INSERT INTO alert_rules (kind, ref, code, importance, condition, enabled, created_at) VALUES ('calendar', NULL, ?, 'HIGH', ?, ?, ?)",
    );
    const now = new Date().toISOString();
    const conditions = [...old.leadMinutes.map((m) => `due in ${m} min`), ...(old.onPublish ? ['actual released'] : [])];
    for (const zone of old.zones) for (const condition of conditions) insert.run(zone, condition, old.enabled ? 1 : 0, now);
  },
};
