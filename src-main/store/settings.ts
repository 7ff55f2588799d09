// Key/value settings stored as JSON; every read is validated by the caller's zod schema, so a
// damaged or outdated value falls back to the default instead of breaking the app.
import type Database from 'better-sqlite3';
import type { z } from 'zod';

/** `schema`: the attached database the settings live in ('main', or 'home' for a source's cache). */
export function settingsStore(db: Database.Database, schema: 'main' | 'home' = 'main') {
  const table = `${schema}.settings`;
  const select = db.prepare(`SELECT value FROM ${table} WHERE key = ?`).pluck();
  const upsert = db.prepare(`INSERT INTO ${table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  const remove = db.prepare(`DELETE FROM ${table} WHERE key = ?`);
  // Said once per key and connection: settings are read often, the user needs to hear it once.
  const reported = new Set<string>();
  const unreadable = <T>(key: string, fallback: T): T => {
    if (!reported.has(key)) console.warn(`market-terminal: the saved setting "${key}" is damaged or unreadable; its default is used`);
    reported.add(key);
    return fallback;
  };
  return {
    get<S extends z.ZodType>(key: string, schema: S, fallback: z.output<S>): z.output<S> {
      const json = select.get(key) as string | undefined;
      if (json === undefined) return fallback;
      try {
        const parsed = schema.safeParse(JSON.parse(json));
        return parsed.success ? parsed.data : unreadable(key, fallback);
      } catch {
        return unreadable(key, fallback);
      }
    },
    set(key: string, value: unknown): void {
      upsert.run(key, JSON.stringify(value));
    },
    delete(key: string): void {
      remove.run(key);
    },
  };
}
export type SettingsStore = ReturnType<typeof settingsStore>;
