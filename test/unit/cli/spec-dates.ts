// The canonical form of a declared Date, written here apart from the exporter: the
// fields the spec's tables declare as Date, and the rule (midnight → the day, else to the second).

/** Every field the spec's field tables declare as Date, by dotted name within its record. */
const SPEC_DATE_FIELDS = new Set([
  'first_quoting_date',
  'last_date_price',
  'price_date',
  'fiscal_year',
  'dividend_payment_date',
  'from',
  'to',
  'last_renew',
  'person.birthdate',
  'date',
  'expiration_date',
  'original_vl_date',
  'last_vl_date',
  'creation_date',
  'closing_date',
  'publication_date',
]);

/** Whether a (dotted) field is one the spec declares as Date. */
export function isSpecDate(path: string): boolean {
  return SPEC_DATE_FIELDS.has(path);
}

/** `YYYY-MM-DD` when the value has no time of day, else `YYYY-MM-DDTHH:MM:SS`. */
export function specDate(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?)?$/.exec(text);
  if (!m) return text;
  return m[2] === undefined || m[2] === '00:00:00' ? (m[1] as string) : `${m[1]}T${m[2]}`;
}

/** A record as every export must write it: its declared Dates in the canonical form. */
export function withSpecDates<R>(record: R, prefix = ''): R {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out[key] = typeof value === 'string' && isSpecDate(path) ? specDate(value) : withSpecDates(value, path);
  }
  return out as R;
}
