// The calendar alerts kept in the settings before rules existed become rules when the home file is
// migrated: one per zone and warning, one per zone for publications, as enabled as they were.
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/store/migrate';
import { MIGRATIONS } from '../../../src-main/store/migrations';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/records';

const tmp = tempDir('alerts-migration');
afterAll(() => tmp.remove());

/** A home file as the version before alert rules left it, holding these calendar preferences. */
function oldHome(prefs: unknown): string {
  const file = tmp.file(`home-${Math.random().toString(36).slice(2)}.sqlite`);
  const db = new Database(file);
  migrate(db, MIGRATIONS.slice(0, 3));
  if (prefs !== undefined) db.prepare("INSERT INTO settings (key, value) VALUES ('ui.calendar-prefs', ?)").run(JSON.stringify(prefs));
  db.close();
  return file;
}

const rulesOf = (file: string) => {
  const store = Store.open(file);
  try {
    return store.alerts.rules().map((r) => ({ target: r.target, condition: r.condition, enabled: r.enabled }));
  } finally {
    store.close();
  }
};

const calendar = { displayZone: 'local', filter: {} };

describe('calendar alerts migrate into rules', () => {
  it('every zone, warning and the publication note becomes a rule, enabled as it was', () => {
    const file = oldHome({ calendar, alerts: { enabled: true, zones: ['US', 'FR'], leadMinutes: [15, 5], onPublish: true } });
    const us = { kind: 'calendar', country: 'US', importance: 'HIGH' };
    const fr = { ...us, country: 'FR' };
    expect(rulesOf(file)).toEqual([
      { target: us, condition: 'due in 15 min', enabled: true },
      { target: us, condition: 'due in 5 min', enabled: true },
      { target: us, condition: 'actual released', enabled: true },
      { target: fr, condition: 'due in 15 min', enabled: true },
      { target: fr, condition: 'due in 5 min', enabled: true },
      { target: fr, condition: 'actual released', enabled: true },
    ]);
    // Once: opening it again adds nothing.
    expect(rulesOf(file)).toHaveLength(6);
  });

  it('alerts that were off become disabled rules (kept, not lost); no publication note, no such rule', () => {
    const file = oldHome({ calendar, alerts: { enabled: false, zones: ['EU'], leadMinutes: [30], onPublish: false } });
    expect(rulesOf(file)).toEqual([
      { target: { kind: 'calendar', country: 'EU', importance: 'HIGH' }, condition: 'due in 30 min', enabled: false },
    ]);
  });

  it('no stored preferences, or a damaged value, give no rules (the app read them as alerts off)', () => {
    expect(rulesOf(oldHome(undefined))).toEqual([]);
    const damaged = tmp.file('damaged.sqlite');
    const db = new Database(damaged);
    migrate(db, MIGRATIONS.slice(0, 3));
    db.prepare("INSERT INTO settings (key, value) VALUES ('ui.calendar-prefs', '{not json')").run();
    db.close();
    expect(rulesOf(damaged)).toEqual([]);
  });
});
