// Primitive coercions from the service's loosely typed JSON to canonical values.
// Each coercer is a plain function (value) => canonical | Invalid. They are the single source of
// truth for both the zod field schemas (dto.ts wraps them) and the hand-written fast path, so the
// two can never disagree on a primitive. Success paths allocate nothing but the result.
// Environment-neutral: no Node or DOM imports.

/** Why a value was refused, and where (relative to the value handed to the coercer). */
export class Invalid {
  constructor(
    readonly reason: string,
    readonly path: readonly (string | number)[] = [],
  ) {}

  /** The same failure, seen from the object that holds it under `key`. */
  under(key: string | number): Invalid {
    return new Invalid(this.reason, [key, ...this.path]);
  }
}

/** A coercion: canonical value, or Invalid. Never throws on JSON input. */
export type Coercer<T> = (value: unknown) => T | Invalid;

/** Same test as zod's object check, so the fast path and zod agree on what "an object" is. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `expected an object, got …`: the one wording of a record that is not an object (zod and fast path). */
export function objectReason(value: unknown): string {
  return `expected an object, got ${kindOf(value)}`;
}

/** The service writes an absent value as null or "" (whitespace-only is treated the same). */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && trimmed(value) === '');
}

/**
 * text.trim(), without the call when both ends are printable ASCII (never whitespace): the common
 * case of every member of a page, so the check is cheaper than the call it spares.
 */
function trimmed(text: string): string {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first > 32 && first < 127 && last > 32 && last < 127 ? text : text.trim();
}

/** A short name of a value's kind for messages ("a string", "an array"...). Never throws. */
export function kindOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    case 'bigint':
      return 'a bigint';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    case 'undefined':
      return 'undefined';
    default:
      return value === null ? 'null' : Array.isArray(value) ? 'an array' : 'an object';
  }
}

const MAX_SHOWN = 40;

/** A value as it should appear in a reason: strings quoted and shortened. Never throws. */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return kindOf(value);
}

// Plain decimal notation: what the service means by a numeric string.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Number() on trimmed, non-empty text accepts exactly DECIMAL plus the radix forms "0x..",
 * "0o..", "0b.." and the non-finite "Infinity"; excluding those here spares the regex on the hot
 * path (the regex only words the failure). A test checks this equivalence.
 */
function decimalText(text: string): number | undefined {
  const n = Number(text);
  if (!Number.isFinite(n)) return undefined;
  if (text.length > 2 && text.charCodeAt(0) === 48) {
    const c = text.charCodeAt(1) | 32; // lower-cased
    if (c === 120 || c === 111 || c === 98) return undefined; // x, o, b
  }
  return n === 0 ? 0 : n; // -0 → 0: one canonical zero
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * The common case of a price string ("12.50", "-0.034", "10234"): at most 15 digits, no exponent,
 * no spaces. Then mantissa and 10^scale are exact doubles and one division rounds correctly, so
 * the result is exactly Number(text) (Clinger's fast path) at half its cost. Anything else →
 * undefined, for the general path.
 */
function plainDecimal(text: string): number | undefined {
  const len = text.length;
  let i = 0;
  let negative = false;
  const first = text.charCodeAt(0);
  if (first === 45 /* - */) {
    negative = true;
    i = 1;
  } else if (first === 43 /* + */) {
    i = 1;
  }
  let mantissa = 0;
  let digits = 0;
  let scale = -1; // digits after the point; -1 until a point is seen
  for (; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (scale >= 0) scale++;
    } else if (c === 46 /* . */ && scale < 0) {
      scale = 0;
    } else {
      return undefined;
    }
  }
  if (digits === 0 || digits > 15) return undefined;
  const n = scale > 0 ? mantissa / (POW10[scale] as number) : mantissa;
  return negative && n !== 0 ? -n : n; // never -0
}

/** Declared Float: JSON number or decimal string; absent → null. */
export const toFloat: Coercer<number | null> = (value) => {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value === 0 ? 0 : value;
    return new Invalid(`${show(value)} is not a finite number`);
  }
  if (typeof value === 'string') {
    const quick = plainDecimal(value);
    if (quick !== undefined) return quick;
    const text = trimmed(value);
    if (text === '') return null;
    const n = decimalText(text);
    if (n !== undefined) return n;
    return new Invalid(DECIMAL.test(text) ? `${show(value)} is not a finite number` : `${show(value)} is not a number`);
  }
  if (value === null || value === undefined) return null;
  return new Invalid(`expected a number, got ${kindOf(value)}`);
};

/** Declared Int (ids included): as Float, then a safe integer (larger ones would lose digits). */
export const toInt: Coercer<number | null> = (value) => {
  const n = toFloat(value);
  if (n === null || n instanceof Invalid) return n;
  if (!Number.isInteger(n)) return new Invalid(`${show(value)} is not an integer`);
  if (!Number.isSafeInteger(n)) return new Invalid(`${show(value)} is too large for an integer`);
  return n;
};

/**
 * Declared String: kept (trimmed); absent → null; a number or boolean → its text (ids and codes
 * sometimes arrive as numbers). Objects and arrays are refused: their text would be meaningless.
 */
export const toText: Coercer<string | null> = (value) => {
  if (typeof value === 'string') {
    const text = trimmed(value);
    return text === '' ? null : text;
  }
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return String(value === 0 ? 0 : value);
    return new Invalid(`${show(value)} is not a finite number`);
  }
  if (typeof value === 'boolean') return String(value);
  return new Invalid(`expected a string, got ${kindOf(value)}`);
};

/** Two ASCII digits at `at`, or -1. charCodeAt keeps this free of allocations. */
function digits2(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const DATE_FORMS = 'YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or YYYY-MM-DD HH:MM:SS.mmm';

/**
 * Declared Date → ISO 8601 text: "YYYY-MM-DD", "YYYY-MM-DDTHH:MM:SS" or "YYYY-MM-DDTHH:MM:SS.mmm".
 * Checked by hand, not with Date: Date.parse reads date-only text as UTC and date-time text as
 * local time, and rolls impossible dates over (Feb 30 → Mar 2) instead of refusing them.
 */
export const toDate: Coercer<string | null> = (value) => {
  if (typeof value !== 'string') {
    if (value === null || value === undefined) return null;
    return new Invalid(`expected a date string, got ${kindOf(value)}`);
  }
  const s = trimmed(value);
  if (s === '') return null;
  // One read of each two-digit group (-1 when not two digits): the shape is checked whole
  // first, then the ranges, so the reason names the first thing wrong.
  const len = s.length;
  const century = digits2(s, 0);
  const yy = digits2(s, 2);
  const month = digits2(s, 5);
  const day = digits2(s, 8);
  let shaped = (len === 10 || len === 19 || len === 23) && century >= 0 && yy >= 0 && month >= 0 && day >= 0;
  shaped &&= s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45; // -
  let hour = 0;
  let minute = 0;
  let second = 0;
  if (shaped && len > 10) {
    const sep = s.charCodeAt(10);
    hour = digits2(s, 11);
    minute = digits2(s, 14);
    second = digits2(s, 17);
    shaped = (sep === 32 || sep === 84) && hour >= 0 && minute >= 0 && second >= 0; // space or T
    shaped &&= s.charCodeAt(13) === 58 && s.charCodeAt(16) === 58; // :
    shaped &&= len === 19 || (s.charCodeAt(19) === 46 && digits2(s, 20) >= 0 && digits2(s, 21) >= 0); // .mmm
  }
  if (!shaped) return new Invalid(`${show(value)} is not a date (expected ${DATE_FORMS})`);
  if (month < 1 || month > 12) return new Invalid(`${show(value)} is not a valid date (month ${s.slice(5, 7)})`);
  if (day < 1 || day > daysInMonth(century * 100 + yy, month)) {
    return new Invalid(`${show(value)} is not a valid date (day ${s.slice(8, 10)} of ${s.slice(0, 7)})`);
  }
  if (len === 10) return s;
  if (hour > 23 || minute > 59 || second > 59) {
    return new Invalid(`${show(value)} is not a valid date (time ${s.slice(11, 19)})`);
  }
  // Canonical separator is T; text already in that form is returned without copying.
  return s.charCodeAt(10) === 84 ? s : `${s.slice(0, 10)}T${s.slice(11)}`;
};

/** Time (event hour): "HH:MM" kept as is; absent → null. */
export const toTime: Coercer<string | null> = (value) => {
  if (typeof value !== 'string') {
    if (value === null || value === undefined) return null;
    return new Invalid(`expected a time string, got ${kindOf(value)}`);
  }
  const s = trimmed(value);
  if (s === '') return null;
  if (s.length === 5 && s.charCodeAt(2) === 58) {
    const hour = digits2(s, 0);
    const minute = digits2(s, 3);
    if (hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59) return s;
  }
  return new Invalid(`${show(value)} is not a valid time (expected HH:MM)`);
};

/** An enumeration, matched case-insensitively, canonical in upper case; absent → null. */
export function toEnum<const V extends string>(values: readonly V[]): Coercer<V | null> {
  const known = new Set<string>(values);
  const list = values.join(', ');
  return (value) => {
    if (typeof value !== 'string') {
      if (value === null || value === undefined) return null;
      return new Invalid(`expected one of ${list}, got ${kindOf(value)}`);
    }
    const s = trimmed(value);
    if (s === '') return null;
    const upper = s.toUpperCase();
    return known.has(upper) ? (upper as V) : new Invalid(`${show(value)} is not one of ${list}`);
  };
}

/** A value that must be there: absent (null, "" or missing) is refused. */
export function required<T>(coerce: Coercer<T | null>): Coercer<T> {
  return (value) => {
    const r = coerce(value);
    return r === null ? new Invalid(`is required, got ${value === undefined ? 'nothing' : show(value)}`) : r;
  };
}

/**
 * Checks the members of one record for a hand-written parser, so that the parser is a single
 * object literal (one shape, named member access) instead of a test-and-return after every field.
 * Each method coerces a value; a refusal is kept (the first one only, as the field order decides)
 * and stands in for the whole record, whose half-built literal is then thrown away. It lives beside
 * the coercers so that its calls to them stay inside one module when files are compiled one by one.
 */
export class FieldCheck {
  /** The record's first refusal, already placed under its member's name. */
  private failure: Invalid | null = null;

  /** One raw record through a hand parser: its canonical record, or the first refusal. */
  parse<T>(raw: unknown, handParser: (raw: Record<string, unknown>, check: FieldCheck) => T): T | Invalid {
    if (!isObject(raw)) return new Invalid(objectReason(raw));
    this.failure = null;
    const record = handParser(raw, this);
    return this.failure ?? record;
  }

  text(value: unknown, key: string): string | null {
    const r = toText(value);
    return r instanceof Invalid ? this.refuse(r, key) : r;
  }

  date(value: unknown, key: string): string | null {
    const r = toDate(value);
    return r instanceof Invalid ? this.refuse(r, key) : r;
  }

  float(value: unknown, key: string): number | null {
    const r = toFloat(value);
    return r instanceof Invalid ? this.refuse(r, key) : r;
  }

  private refuse(invalid: Invalid, key: string): null {
    this.failure ??= invalid.under(key);
    return null;
  }
}
