// Per-record validation: a malformed record is skipped and reported, the rest of the page is kept.
// Never throws, whatever the input: one bad record must not cost the whole page.
import type { z } from 'zod';
import { Invalid, isObject, kindOf } from './coerce';
import { getFastParser } from './dto';
import { rawText } from './excerpt';

/** A record that was refused, with enough context to find it in the raw response. */
export interface RecordReject {
  /** Which dataset the page belongs to (e.g. "shares.historic"). */
  dataset: string;
  /** Position in the page's data array (-1: the data member itself was not an array). */
  index: number;
  /** The raw record's `id`, when it has a usable one. */
  recordId: string | null;
  /** Dotted path of the first offending member ("fees.management"); "" for the record itself. */
  path: string;
  /** Readable reason, e.g. `"abc" is not a number`. */
  reason: string;
  /** The raw record as JSON, whole (the store redacts, then cuts); null when there was nothing to show. */
  excerpt: string | null;
}

export interface RecordContext {
  dataset: string;
}

/** Outcome of one record: its canonical value, or the first problem found. */
export type RecordCheck<T> = { ok: true; value: T } | { ok: false; path: string; reason: string };

/**
 * Validates one raw record. `engine: 'auto'` uses the schema's registered fast parser when it has
 * one (schemas built by dto()), 'zod' always runs the zod schema; both give the same outcome.
 */
export function checkRecord<T>(schema: z.ZodType<T, unknown>, raw: unknown, engine: 'auto' | 'zod' = 'auto'): RecordCheck<T> {
  try {
    const fast = engine === 'auto' ? getFastParser(schema) : undefined;
    if (fast) {
      const r = fast(raw);
      if (r instanceof Invalid) return { ok: false, path: r.path.join('.'), reason: r.reason };
      // The fast parser yields exactly what the schema would (checked by the agreement tests).
      return { ok: true, value: r as T };
    }
    const result = schema.safeParse(raw);
    if (result.success) return { ok: true, value: result.data };
    const issue = result.error.issues[0];
    if (!issue) return { ok: false, path: '', reason: 'invalid record' };
    return { ok: false, path: issue.path.map((key) => String(key)).join('.'), reason: issue.message };
  } catch (error) {
    // Only exotic inputs get here (throwing getters, revoked proxies); JSON never does.
    return { ok: false, path: '', reason: `validation failed: ${errorText(error)}` };
  }
}

function errorText(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}

/** The raw record's `id` as text, if it is a string or a finite number. */
function recordIdOf(raw: unknown): string | null {
  try {
    if (!isObject(raw)) return null;
    const id = raw.id;
    if (typeof id === 'string') return id.trim() === '' ? null : id.trim();
    if (typeof id === 'number' && Number.isFinite(id)) return String(id);
    return null;
  } catch {
    return null;
  }
}

function rejectOf(context: RecordContext, index: number, raw: unknown, path: string, reason: string): RecordReject {
  return { dataset: context.dataset, index, recordId: recordIdOf(raw), path, reason, excerpt: rawText(raw) };
}

/** Validates a page of raw records: good ones in order, bad ones reported. */
export function parseRecords<T>(
  schema: z.ZodType<T, unknown>,
  rawRecords: readonly unknown[],
  context: RecordContext,
): { records: T[]; rejects: RecordReject[] } {
  const records: T[] = [];
  const rejects: RecordReject[] = [];
  let length: number;
  try {
    if (!Array.isArray(rawRecords)) throw new Error(`expected an array of records, got ${kindOf(rawRecords)}`);
    length = rawRecords.length;
  } catch (error) {
    rejects.push(rejectOf(context, -1, undefined, '', errorText(error)));
    return { records, rejects };
  }
  const fast = getFastParser(schema);
  for (let index = 0; index < length; index++) {
    let raw: unknown;
    try {
      raw = rawRecords[index];
    } catch (error) {
      rejects.push(rejectOf(context, index, undefined, '', `unreadable record: ${errorText(error)}`));
      continue;
    }
    if (fast) {
      // Inlined fast path: no per-record wrapper objects on the hot loop.
      let r: Record<string, unknown> | Invalid;
      try {
        r = fast(raw);
      } catch (error) {
        r = new Invalid(`validation failed: ${errorText(error)}`);
      }
      if (r instanceof Invalid) rejects.push(rejectOf(context, index, raw, r.path.join('.'), r.reason));
      else records.push(r as T);
      continue;
    }
    const r = checkRecord(schema, raw, 'zod');
    if (r.ok) records.push(r.value);
    else rejects.push(rejectOf(context, index, raw, r.path, r.reason));
  }
  return { records, rejects };
}

/** Validates the record of a single-record endpoint. */
export function parseRecord<T>(
  schema: z.ZodType<T, unknown>,
  raw: unknown,
  context: RecordContext,
): { record: T } | { reject: RecordReject } {
  const r = checkRecord(schema, raw);
  return r.ok ? { record: r.value } : { reject: rejectOf(context, 0, raw, r.path, r.reason) };
}
