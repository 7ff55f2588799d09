// What an alert rule and a firing are, as main stores them and the contract carries them, with the
// zod schemas of the writes (checked by the contract and again where the writer receives them).
// Environment-neutral: the renderer type-checks it.
import { z } from 'zod';

const id = z.number().int().nonnegative();
const zoneCode = z.string().regex(/^[A-Z]{2,3}$/);

/** A share or fund (its id in the source the rule was made on, and its code, which follows it across sources). */
const securityTarget = z.object({ kind: z.enum(['share', 'fund']), id, code: z.string().max(64) }).strict();
/** Every event of a country at an importance (the calendar's HIGH-event alerts). */
const calendarTarget = z
  .object({ kind: z.literal('calendar'), country: zoneCode, importance: z.enum(['LOW', 'MEDIUM', 'HIGH', 'HOLIDAY']) })
  .strict();
/** One chosen event (`code`: its country and title, for display). */
const eventTarget = z.object({ kind: z.literal('event'), id, code: z.string().max(200) }).strict();

const alertTargetSchema = z.discriminatedUnion('kind', [securityTarget, calendarTarget, eventTarget]);
export type AlertTarget = z.output<typeof alertTargetSchema>;

const condition = z.string().min(1).max(200);

/** The inputs of the rule writes, as the contract takes them (alerts.rules.*, alerts.fired.markRead). */
export const alertInputs = {
  add: z.object({ target: alertTargetSchema, condition }).strict(),
  /** Enable or disable (kept either way), or edit: a new condition or target starts from the bars cached now. */
  update: z.object({ id, enabled: z.boolean().optional(), condition: condition.optional(), target: alertTargetSchema.optional() }).strict(),
  remove: z.object({ id }).strict(),
  /** Marks these firings read (all of them when `ids` is absent). */
  markRead: z.object({ ids: z.array(id).max(10_000).optional() }).strict(),
};

/** One write as the writer receives it: the input and its name. */
export const alertWriteSchema = z.discriminatedUnion('op', [
  alertInputs.add.extend({ op: z.literal('add') }),
  alertInputs.update.extend({ op: z.literal('update') }),
  alertInputs.remove.extend({ op: z.literal('remove') }),
  alertInputs.markRead.extend({ op: z.literal('markRead') }),
]);
export type AlertWrite = z.output<typeof alertWriteSchema>;

export interface AlertRule {
  id: number;
  target: AlertTarget;
  /** As entered, normalised. */
  condition: string;
  enabled: boolean;
  /** ISO time it was made (or last edited). */
  createdAt: string;
}

export interface AlertFiring {
  id: number;
  /** The rule's id; null once the rule was removed (its firings stay in the log). */
  rule: number | null;
  /** The data source whose cache held the bar (DataSourceInfo.key). */
  source: string;
  /** The share, fund or event that fired (its id in that source). */
  security: { kind: 'share' | 'fund' | 'event'; id: number; code: string };
  condition: string;
  /** YYYY-MM-DD of the bar (an event's day). */
  day: string;
  /** The close, NAV, change in % or study value that fired; an event's actual when it is a number. */
  value: number | null;
  /** An event's actual as published. */
  note: string | null;
  firedAt: string;
  read: boolean;
}

export interface AlertFirings {
  /** Newest first. */
  firings: AlertFiring[];
  unread: number;
}

/** A condition line checked as it is typed: its normalised form, or what is wrong and the grammar. */
export type AlertCheck = { ok: true; condition: string } | { ok: false; error: string; grammar: string };
