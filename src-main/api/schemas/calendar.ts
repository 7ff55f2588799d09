// Economic calendar: the canonical EventDto of /v1/events, /v1/events/{id}, /v1/events/history/{id}.
import type { z } from 'zod';
import { toEnum } from './coerce';
import { date, dto, field, int, nested, text, time } from './dto';

export const IMPORTANCE_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'HOLIDAY'] as const;
export type Importance = (typeof IMPORTANCE_LEVELS)[number];

/** EventCategoryDto; ids follow the spec's category table (1 emploi … 9 ferié), not enforced. */
export const eventCategorySchema = dto({
  id: int,
  label: text,
});
export type EventCategory = z.output<typeof eventCategorySchema>;

/** EventZoneDto (served as `country` in the samples). */
export const eventZoneSchema = dto({
  code: text,
  currency: text,
  name: text,
});
export type EventZone = z.output<typeof eventZoneSchema>;

/** EventSourceDto. */
export const eventSourceSchema = dto({
  name: text,
  link: text,
});
export type EventSource = z.output<typeof eventSourceSchema>;

/** EventDto. */
export const calendarEventSchema = dto(
  {
    id: int,
    title: text,
    date: date,
    hour: time,
    period: text,
    importance: field(toEnum(IMPORTANCE_LEVELS)),
    category: nested(eventCategorySchema),
    zone: nested(eventZoneSchema),
    source: nested(eventSourceSchema),
    // Figures are declared String and carry units ("3,5 %"): kept as text.
    previous: text,
    current: text,
    prevision: text,
    comment: text,
  },
  { zone: ['country'] },
);
export type CalendarEvent = z.output<typeof calendarEventSchema>;
