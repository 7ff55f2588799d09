// Records as every export writes them: declared Dates in their one canonical form, nested objects
// flattened into dotted names for tables (CSV, xlsx). Pure: the renderer imports it too.
import { canonicalDate } from './canonical-date';

type Fields = Record<string, unknown>;

const isNested = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The record with each declared Date (`dates`: dotted paths, `person.birthdate`) in its canonical
 * form; any other value, text that looks like a date included, is kept as it is.
 */
export function canonicalRecord<R extends object>(record: R, dates: ReadonlySet<string>, prefix = ''): R {
  const out: Fields = {};
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isNested(value)) out[key] = canonicalRecord(value, dates, path);
    else out[key] = typeof value === 'string' && dates.has(path) ? canonicalDate(value) : value;
  }
  // Same members as the record, only Date texts rewritten.
  return out as R;
}

/** `{a: {b: 1}, c: 2}` → `{'a.b': 1, c: 2}`. */
export function flattenRecord(record: object, prefix = '', out: Fields = {}): Fields {
  for (const [key, value] of Object.entries(record)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isNested(value)) flattenRecord(value, name, out);
    else out[name] = value;
  }
  return out;
}
