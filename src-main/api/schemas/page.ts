// Paging metadata and the three response envelopes. Envelopes are checked as a whole (a bad
// envelope fails the page); their records are left as unknown for per-record validation.
import { z } from 'zod';
import { Invalid, isObject, required, toInt, type Coercer } from './coerce';
import { field, text } from './dto';

/** A count or page number: integer (numeric text accepted), not negative. */
const toCount: Coercer<number | null> = (value) => {
  const n = toInt(value);
  return typeof n === 'number' && n < 0 ? new Invalid(`${n} is negative`) : n;
};
const count = field(required(toCount));

/** PageDto: the `meta` member of list responses. */
export const pageMetaSchema = z
  .object({
    total: count,
    per_page: count,
    current_page: count,
    total_pages: count,
    count: field(toCount), // present in some responses only → null
    name: text, // fund documents only: the fund's name → null elsewhere
  })
  .superRefine((meta, ctx) => {
    // total_pages = ceil(total / per_page); an empty result may report 0 or 1 pages.
    if (meta.total === 0) {
      if (meta.total_pages > 1) {
        ctx.addIssue({ code: 'custom', path: ['total_pages'], message: `total_pages ${meta.total_pages} for an empty result` });
      }
      return;
    }
    if (meta.per_page === 0) {
      ctx.addIssue({ code: 'custom', path: ['per_page'], message: `per_page 0 with total ${meta.total}` });
      return;
    }
    const expected = Math.ceil(meta.total / meta.per_page);
    if (meta.total_pages !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['total_pages'],
        message: `total_pages ${meta.total_pages} does not match total ${meta.total} / per_page ${meta.per_page} (expected ${expected})`,
      });
    }
  });
export type PageMeta = z.output<typeof pageMetaSchema>;

/** Paged list response: { meta, data: [...] }. */
export const listEnvelopeSchema = z.object({
  meta: pageMetaSchema,
  data: z.array(z.unknown()),
});
export type ListEnvelope = z.output<typeof listEnvelopeSchema>;

/**
 * listEnvelopeSchema.safeParse, handing the data array on as it came: zod would copy it item by
 * item (thousands on a history page) only to learn that it is an array. A body that fails the
 * hand check goes to zod, so the verdict and its wording stay zod's.
 */
export function safeParseListEnvelope(body: unknown): z.ZodSafeParseResult<ListEnvelope> {
  if (isObject(body) && Array.isArray(body.data)) {
    const meta = pageMetaSchema.safeParse(body.meta);
    if (meta.success) return { success: true, data: { meta: meta.data, data: body.data as unknown[] } };
  }
  return listEnvelopeSchema.safeParse(body);
}

/** Single-record response: { data: {...} }; `data` must be present. */
export const singleEnvelopeSchema = z.object({
  data: z.unknown(),
});
export type SingleEnvelope = z.output<typeof singleEnvelopeSchema>;

/** Unpaged list response without meta (auditors): { data: [...] }. */
export const bareListEnvelopeSchema = z.object({
  data: z.array(z.unknown()),
});
export type BareListEnvelope = z.output<typeof bareListEnvelopeSchema>;
