// What one write changes in the cache, record by record and field by field. Records are compared
// as canonical records (after the zod layer), and a value is compared in one spelling, so the
// service's quirks are never changes: a number sent as text is already a number here, "" is
// already null, and a date sent as `2026-11-20 00:00:00` or `.000` equals `2026-11-20`.
// Environment-neutral (no Node, no SQLite).

type ChangeKind = 'added' | 'removed' | 'changed';

export interface Change {
  /** The record: its id (top-level datasets), the day (series), or its key within the list (members). */
  key: string;
  change: ChangeKind;
  /** Dotted canonical field name, for `changed`; null otherwise. */
  field: string | null;
  /** Canonical values; for `added`/`removed` the whole record on its side; null where none. */
  before: unknown;
  after: unknown;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{3}))?$/;

/** A value in the one spelling compared: absent is null, a date at midnight is its day, `.000` dropped. */
export function comparable(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') return value;
  const parts = DATE_TIME.exec(value);
  if (!parts) return value;
  const [, day, time, ms] = parts;
  const fraction = ms && ms !== '000' ? `.${ms}` : '';
  return time === '00:00:00' && fraction === '' ? day : `${day}T${time}${fraction}`;
}

/** Leaf values by dotted name; a nested object that is absent has no leaves (all its members are null). */
function leaves(record: object, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [name, value] of Object.entries(record)) {
    const field = prefix ? `${prefix}.${name}` : name;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) leaves(value as object, field, out);
    else out.set(field, value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => {
  const x = comparable(a);
  const y = comparable(b);
  return x === y || (typeof x === 'object' && JSON.stringify(x) === JSON.stringify(y));
};

/** The fields whose canonical value differs, with both values as cached. */
export function fieldChanges(key: string, before: object, after: object): Change[] {
  const was = leaves(before);
  const now = leaves(after);
  const changes: Change[] = [];
  for (const field of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(field) ?? null;
    const b = now.get(field) ?? null;
    if (!same(a, b)) changes.push({ key, change: 'changed', field, before: a, after: b });
  }
  return changes;
}

/**
 * Changes from the cached records to the written ones, matched by key. `removals`: the written
 * records are the whole list, so a cached one that is not among them was removed (per-parent
 * lists); upserts (top-level records, series) never remove.
 */
export function keyedChanges<R extends object>(
  before: ReadonlyMap<string, R>,
  after: Iterable<readonly [string, R]>,
  removals: boolean,
): Change[] {
  const changes: Change[] = [];
  const written = new Set<string>();
  for (const [key, record] of after) {
    written.add(key);
    const cached = before.get(key);
    if (cached === undefined) changes.push({ key, change: 'added', field: null, before: null, after: record });
    else changes.push(...fieldChanges(key, cached, record));
  }
  if (removals) {
    for (const [key, record] of before) {
      if (!written.has(key)) changes.push({ key, change: 'removed', field: null, before: record, after: null });
    }
  }
  return changes;
}

/** A key field's value as text (keys are ids, names and dates: scalars). */
const keyText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/**
 * The members of a list by key: the named fields' values (one spelling), joined by a space; a key
 * that repeats in the list is told apart by its rank (`name #2`), as the service lists it.
 */
export function keyedMembers<R extends object>(records: readonly R[], fields: readonly string[]): Map<string, R> {
  const out = new Map<string, R>();
  const seen = new Map<string, number>();
  for (const record of records) {
    const values = record as Readonly<Record<string, unknown>>; // a canonical record, read by the descriptor's field names
    const base = fields.map((f) => keyText(comparable(values[f]))).join(' ');
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    out.set(rank > 1 ? `${base} #${rank}` : base, record);
  }
  return out;
}
