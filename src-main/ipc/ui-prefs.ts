// Preferences of the calendar screens, the ticker and the alerts, stored by main and shared with
// the renderer through the contract. Environment-neutral (the renderer type-checks it too): main
// validates every write with these schemas and falls back to the defaults on a damaged value.
import { z } from 'zod';

const importance = z.enum(['LOW', 'MEDIUM', 'HIGH', 'HOLIDAY']);
const zoneCode = z.string().regex(/^[A-Z]{2,3}$/);

/** 'local', 'event' (each event's own region) or an IANA zone name. */
const displayZoneSchema = z
  .string()
  .regex(/^(local|event|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}|UTC)$/)
  .max(64);

const calendarFilterSchema = z.object({
  text: z.string().max(100),
  /** Relative ranges follow the clock; 'custom' uses from/to (ISO days, either may be open). */
  range: z.enum(['all', 'today', 'this-week', 'next-week', 'custom']),
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  /** Category ids; empty: every category. */
  categories: z.array(z.number().int().min(1).max(99)).max(20),
  /** Region codes as events carry them; empty: every zone. */
  zones: z.array(zoneCode).max(60),
  /** Importance levels shown (toggles): "exactly HIGH" and "MEDIUM and up" are both possible. */
  importance: z.array(importance).max(4),
});
export type CalendarFilter = z.output<typeof calendarFilterSchema>;

export const uiPrefsSchema = z.object({
  calendar: z.object({ displayZone: displayZoneSchema, filter: calendarFilterSchema }),
  ticker: z.object({ paused: z.boolean(), hidden: z.boolean() }),
  /**
   * Desktop notifications of alert firings and of the clock's "due in N min" warnings: none unless
   * the user turned them on (and the platform granted permission). What is watched is the alert
   * rules (ALRT), not a preference. Older stores also held zones and minutes here: the rules
   * migration read them; parsing drops them.
   */
  alerts: z.object({ enabled: z.boolean() }),
});
export type UiPrefs = z.output<typeof uiPrefsSchema>;

export const DEFAULT_UI_PREFS: UiPrefs = {
  calendar: {
    displayZone: 'local',
    filter: {
      text: '',
      range: 'this-week',
      from: null,
      to: null,
      categories: [],
      zones: [],
      importance: ['LOW', 'MEDIUM', 'HIGH', 'HOLIDAY'],
    },
  },
  ticker: { paused: false, hidden: false },
  alerts: { enabled: false },
};

/** A write replaces whole sections: each is small, and a partial section could not be validated. */
export const uiPrefsPatchSchema = uiPrefsSchema.partial().strict();
