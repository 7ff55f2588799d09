// Builders for DTO schemas. A DTO is declared once, as a zod object of field schemas; from the
// same declaration this module derives a fast parser (a loop over the fields calling the very same
// coercers). Reason: on a 2,500-bar price page zod costs about as much as JSON.parse itself, while
// the budget for JSON.parse + validation is 1.5× JSON.parse. The zod schema stays the source of
// types and the reference behaviour; the fast parser is registered against it and must agree with
// it exactly (fast-check tests compare the two).
import { z } from 'zod';
import { FieldCheck, Invalid, isAbsent, isObject, objectReason, toDate, toFloat, toInt, toText, toTime, type Coercer } from './coerce';

/** Coercer behind each field schema made here, keyed by schema, for the fast parser. */
const coercerOf = new WeakMap<z.ZodType, Coercer<unknown>>();

/** A record schema's fast parser: the canonical record, or the first failure. */
export type FastParser = (raw: unknown) => Record<string, unknown> | Invalid;
const fastParserOf = new WeakMap<z.ZodType, FastParser>();
/** A DTO schema's field schemas, and the DTO inside each nested() field: for declaredKinds(). */
const shapeOf = new WeakMap<z.ZodType, Record<string, z.ZodType>>();
const nestedDtoOf = new WeakMap<z.ZodType, z.ZodType>();

/** The fast parser registered for a schema built by `dto`, if any. */
export function getFastParser(schema: z.ZodType): FastParser | undefined {
  return fastParserOf.get(schema);
}

/** A zod field schema running a coercer; input unknown, output the coercer's canonical value. */
export function field<T>(coerce: Coercer<T>): z.ZodTransform<T, unknown> {
  const schema = z.transform((value: unknown, ctx): T => {
    const r = coerce(value);
    if (r instanceof Invalid) {
      ctx.addIssue({ code: 'custom', message: r.reason, path: [...r.path], input: value });
      return z.NEVER;
    }
    return r;
  });
  coercerOf.set(schema, coerce);
  return schema;
}

/** A nested DTO: absent (null, "" or missing) → null, an object → its canonical record. */
export function nested<T>(schema: z.ZodType<T, unknown>) {
  const fast = fastParserOf.get(schema);
  if (!fast) throw new Error('nested() takes a schema built by dto()');
  const out = z.preprocess((value: unknown) => (isAbsent(value) ? null : value), schema.nullable());
  nestedDtoOf.set(out, schema);
  coercerOf.set(out, (value) => {
    if (isAbsent(value)) return null;
    return fast(value);
  });
  return out;
}

/** Alternative member names the service uses for a canonical field. */
export type Aliases<S> = { readonly [K in keyof S]?: readonly string[] };

/**
 * A member's value: the canonical name wins unless its value is absent, then the first alias
 * with a value. Shared by the zod and the fast path.
 */
function pick(raw: Record<string, unknown>, key: string, aliases: readonly string[]): unknown {
  const value = raw[key];
  if (!isAbsent(value)) return value;
  for (const alias of aliases) {
    const other = raw[alias];
    if (!isAbsent(other)) return other;
  }
  return value;
}

/** The canonical record type of a DTO shape. */
export type DtoOutput<S extends z.core.$ZodLooseShape> = z.output<z.ZodObject<S, z.core.$strip>>;

/**
 * A DTO's hand-written fast parser: gets an object, returns its canonical record built in one
 * literal, each member through `check`; dto() turns a refusal noted by `check` into the result.
 */
export type HandParser<S extends z.core.$ZodLooseShape> = (raw: Record<string, unknown>, check: FieldCheck) => DtoOutput<S>;

/**
 * A DTO schema: aliases folded onto canonical names, every declared field present in the output
 * (absent → null), unknown members dropped. The fast parser is derived from the shape, unless a
 * hand-written one is given (for the few datasets that come in pages of thousands of records);
 * either way it must answer exactly as the zod schema does.
 */
export function dto<S extends Record<string, z.ZodType>>(
  shape: S,
  aliases: Aliases<S> = {},
  handParser?: HandParser<S>,
): z.ZodType<DtoOutput<S>, unknown> {
  const aliasList: [string, readonly string[]][] = Object.entries(aliases).filter(
    (entry): entry is [string, readonly string[]] => entry[1] !== undefined,
  );
  const object = z.object(shape, {
    // Only the object's own type check reports through this; field failures carry their own text.
    error: (issue) => (issue.code === 'invalid_type' ? objectReason(issue.input) : undefined),
  });
  const schema = z.preprocess((raw: unknown) => {
    if (aliasList.length === 0 || !isObject(raw)) return raw;
    const copy: Record<string, unknown> = { ...raw };
    for (const [key, names] of aliasList) copy[key] = pick(raw, key, names);
    return copy;
  }, object);
  const fast: FastParser = handParser ? handFastParser(handParser) : genericParser(shape, aliasList);
  fastParserOf.set(schema, fast);
  shapeOf.set(schema, shape);
  return schema;
}

/** What a declared field holds: what an export needs to type its cells (a spreadsheet's dates, numbers). */
export type DeclaredKind = 'date' | 'integer' | 'number' | 'text';

/**
 * The declared kind of every field of a DTO schema, nested DTOs' fields under dotted names
 * (`person.birthdate`), in declaration order. Times ("HH:MM") and enumerations are text.
 */
export function declaredKinds(schema: z.ZodType, prefix = '', out: Record<string, DeclaredKind> = {}): Record<string, DeclaredKind> {
  const shape = shapeOf.get(schema);
  if (!shape) throw new Error('declaredKinds() takes a schema built by dto()');
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const name = prefix ? `${prefix}.${key}` : key;
    const inner = nestedDtoOf.get(fieldSchema);
    if (inner) declaredKinds(inner, name, out);
    else out[name] = kindOfCoercer(coercerOf.get(fieldSchema));
  }
  return out;
}

function kindOfCoercer(coerce: Coercer<unknown> | undefined): DeclaredKind {
  if (coerce === toDate) return 'date';
  if (coerce === toInt) return 'integer';
  return coerce === toFloat ? 'number' : 'text';
}

/**
 * A hand parser as a fast parser. Its FieldCheck is reused from record to record (parsing is
 * synchronous and hand-parsed DTOs are never nested in themselves), so a record costs no
 * allocation but its own.
 */
function handFastParser<S extends z.core.$ZodLooseShape>(handParser: HandParser<S>): FastParser {
  const check = new FieldCheck();
  return (raw) => check.parse(raw, handParser);
}

/**
 * The fast parser of a shape: one loop over the fields with the shape's own coercers. Its keyed
 * member access costs: ~0.6× JSON.parse on a price page, against ~0.3× for named access.
 */
function genericParser(shape: Record<string, z.ZodType>, aliasList: readonly [string, readonly string[]][]): FastParser {
  const keys = Object.keys(shape);
  const coercers = keys.map((key) => {
    const fieldSchema = shape[key];
    const coerce = fieldSchema && coercerOf.get(fieldSchema);
    if (!coerce) throw new Error(`dto field "${key}" must be built with field() or nested()`);
    return coerce;
  });
  const keyAliases = keys.map((key) => aliasList.find(([k]) => k === key)?.[1]);
  const count = keys.length;
  return (raw) => {
    if (!isObject(raw)) return new Invalid(objectReason(raw));
    const out: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const key = keys[i] as string;
      const names = keyAliases[i];
      const r = (coercers[i] as Coercer<unknown>)(names === undefined ? raw[key] : pick(raw, key, names));
      if (r instanceof Invalid) return r.under(key);
      out[key] = r;
    }
    return out;
  };
}

// The declared types of the spec's field tables, as field schemas (one shared instance each).
/** Float: number or decimal string → number | null. */
export const float = field(toFloat);
/** Int (ids included): number or integer string → number | null. */
export const int = field(toInt);
/** String: text, numbers as their decimal text → string | null. */
export const text = field(toText);
/** Date → ISO 8601 text | null. */
export const date = field(toDate);
/** Time: "HH:MM" | null. */
export const time = field(toTime);
