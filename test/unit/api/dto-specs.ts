// Test-side description of every DTO, written from the API spec's field tables (not from the
// schemas), and fast-check arbitraries that build raw payloads in the service's quirky encodings
// together with the canonical record the schemas must produce.
import fc from 'fast-check';
import type { z } from 'zod';
import * as api from '../../../src-main/api/schemas';

type Kind = 'float' | 'int' | 'text' | 'date' | 'time' | 'importance' | { nested: RecordSpec };
export interface RecordSpec {
  fields: Record<string, Kind>;
  aliases?: Record<string, string[]>;
}
export interface SchemaCase {
  name: string;
  schema: z.ZodType<unknown, unknown>;
  spec: RecordSpec;
}

function fields(kind: Kind, names: string[]): Record<string, Kind> {
  return Object.fromEntries(names.map((n) => [n, kind]));
}

const person: RecordSpec = { fields: { name: 'text', birthdate: 'date', gender: 'text', address: 'text', phone: 'text' } };
const organization: RecordSpec = { fields: fields('text', ['id', 'name', 'country_id', 'country_name', 'currency']) };
const fees: RecordSpec = {
  fields: fields('text', ['management', 'admission', 'admission_fund', 'exit', 'exit_fund', 'outperformance', 'indirects']),
};

const shareSpec: RecordSpec = {
  fields: {
    id: 'int',
    ...fields('text', ['internal_code', 'isin', 'name', 'quoting_place_code', 'quoting_place_name']),
    first_quoting_date: 'date',
    introduction_price: 'float',
    number_of_shares: 'int',
    ...fields('text', [
      'approval_number',
      'org_code',
      'org_name',
      'country_code',
      'country_name',
      'currency_code',
      'currency_name',
      'profile',
      'address',
      'phone_number',
      'email',
      'website',
      'legal_status',
      'siren',
      'creation_year',
      'outlook',
      'historical',
      'investment',
      'activity_area',
      'reuters_code',
      'bloomberg_code',
      'mnemo_code',
      'quoting_method',
      'fax',
    ]),
    last_date_price: 'date',
    ...fields('float', [
      'last_day_price',
      'last_variation',
      'last_volume',
      'last_closing_price',
      'last_opening_price',
      'last_upper',
      'last_lower',
      'last_per',
      'varp7d',
      'varp1m',
      'varp3m',
      'varp6m',
      'varpYtd',
      'varp1y',
      'varp2y',
      'varp3y',
      'varp5y',
      'volat7d',
      'volat1m',
      'volat3m',
      'volat6m',
      'volat1y',
      'volat2y',
      'volat3y',
      'volat5y',
    ]),
  },
};

const sharePriceSpec: RecordSpec = {
  fields: {
    id: 'text',
    price_date: 'date',
    ...fields('float', ['day_price', 'variation', 'volume', 'closing_price', 'opening_price', 'upper', 'lower', 'per']),
  },
};

const fundSpec: RecordSpec = {
  fields: {
    id: 'int',
    ...fields('text', [
      'internal_code',
      'isin',
      'reuters',
      'bloomberg',
      'mnemo',
      'name',
      'category_id',
      'category',
      'nature',
      'type',
      'periodicity',
    ]),
    organization: { nested: organization },
    coting_place: 'text',
    result_assignment: 'text',
    original_vl: 'float',
    original_vl_date: 'date',
    last_vl: 'float',
    last_vl_date: 'date',
    ...fields('text', ['approval_number', 'subscription', 'subscription_day', 'subscription_place']),
    creation_date: 'date',
    fees: { nested: fees },
    initial_min_part: 'text',
    subsequent_min_part: 'text',
    initial_amount: 'float',
    subsequent_amount: 'float',
    recommanded_duration: 'text',
    closing_date: 'date',
    benchmark: 'text',
    goal: 'text',
    ...fields('float', [
      'varpfirst',
      'varplast',
      'varp7d',
      'varp1m',
      'varp3m',
      'varp6m',
      'varpytd',
      'varp1y',
      'varp2y',
      'varp3y',
      'varp5y',
      'varp10y',
      'varp_annualized1y',
      'varp_annualized2y',
      'varp_annualized3y',
      'varp_annualized5y',
      'varp-annualized10y',
      'volat1y',
      'volat3y',
      'volat5y',
      'sharpe1y',
      'sharpe3y',
      'sharpe5y',
    ]),
    ...fields('text', ['investor_type', 'fund_of_funds', 'capitalization_type']),
  },
  aliases: { reuters: ['reuteurs'], benchmark: ['banckmark'], 'varp-annualized10y': ['varp_annualized10y'] },
};

const eventSpec: RecordSpec = {
  fields: {
    id: 'int',
    title: 'text',
    date: 'date',
    hour: 'time',
    period: 'text',
    importance: 'importance',
    category: { nested: { fields: { id: 'int', label: 'text' } } },
    zone: { nested: { fields: fields('text', ['code', 'currency', 'name']) } },
    source: { nested: { fields: fields('text', ['name', 'link']) } },
    ...fields('text', ['previous', 'current', 'prevision', 'comment']),
  },
  aliases: { zone: ['country'] },
};

export const schemaCases: SchemaCase[] = [
  { name: 'share', schema: api.shareSchema, spec: shareSpec },
  { name: 'sharePrice', schema: api.sharePriceSchema, spec: sharePriceSpec },
  {
    name: 'shareFinancial',
    schema: api.shareFinancialSchema,
    spec: {
      fields: {
        id: 'text',
        fiscal_year: 'date',
        ...fields('float', [
          'net_banking_income',
          'net_income_growth',
          'net_profit',
          'net_profit_growth',
          'dividend_per_share',
          'dividend_yield',
        ]),
        dividend_payment_date: 'date',
        per: 'float',
      },
    },
  },
  {
    name: 'boardMember',
    schema: api.boardMemberSchema,
    spec: { fields: { id: 'text', title: 'text', from: 'date', to: 'date', last_renew: 'date', person: { nested: person } } },
  },
  { name: 'shareAuditor', schema: api.shareAuditorSchema, spec: { fields: fields('text', ['id', 'name', 'type', 'phone', 'address']) } },
  { name: 'shareholder', schema: api.shareholderSchema, spec: { fields: { name: 'text', share: 'float', voting_rights: 'text' } } },
  {
    name: 'diaryEntry',
    schema: api.diaryEntrySchema,
    spec: { fields: { ...fields('text', ['id', 'structure_id', 'structure_name', 'title', 'description']), date: 'date' } },
  },
  { name: 'shareDocument', schema: api.shareDocumentSchema, spec: { fields: { name: 'text', path: 'text', date: 'date' } } },
  {
    name: 'shareRating',
    schema: api.shareRatingSchema,
    spec: {
      fields: {
        id: 'int',
        ...fields('text', ['rating_agency', 'long_term_note', 'short_term_note', 'long_perspective', 'short_perspective']),
        expiration_date: 'date',
      },
    },
  },
  { name: 'fund', schema: api.fundSchema, spec: fundSpec },
  {
    name: 'fundValuation',
    schema: api.fundValuationSchema,
    spec: { fields: { date: 'date', value: 'float', net_assets: 'float', parts: 'float' } },
  },
  { name: 'fundDocument', schema: api.fundDocumentSchema, spec: { fields: { name: 'text', path: 'text' } } },
  { name: 'calendarEvent', schema: api.calendarEventSchema, spec: eventSpec },
  { name: 'country', schema: api.countrySchema, spec: { fields: { id: 'int', code: 'text', name: 'text' } } },
  {
    name: 'countryIndicator',
    schema: api.countryIndicatorSchema,
    spec: {
      fields: {
        id: 'int',
        ...fields('float', ['gdp_growth', 'annual_average_inflation', 'public_debt', 'budget_balance', 'current_balance']),
        publication_date: 'date',
      },
    },
  },
  { name: 'countryLink', schema: api.countryLinkSchema, spec: { fields: { id: 'int', link_label: 'text', link: 'text' } } },
];

// ---- valid values: raw encoding + canonical expectation ----

/** One member as sent: `present: false` means the member is left out. */
interface Member {
  present: boolean;
  raw?: unknown;
  expected: unknown;
  absent: boolean;
}

const absentMember: fc.Arbitrary<Member> = fc.oneof(
  fc.constant<Member>({ present: false, expected: null, absent: true }),
  fc.constantFrom<unknown>(null, '', '  ').map((raw): Member => ({ present: true, raw, expected: null, absent: true })),
);

const pad = (s: string) => fc.constantFrom(s, ` ${s}`, `${s} `, `\t${s}\n`);
const canonicalZero = (n: number) => (n === 0 ? 0 : n);

/** A finite double in its JSON encodings: number, shortest text, exponent text, fixed text. */
const floatMember: fc.Arbitrary<Member> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }).chain((v) =>
    fc.oneof(
      fc.constant<Member>({ present: true, raw: v, expected: canonicalZero(v), absent: false }),
      pad(String(v)).map((raw): Member => ({ present: true, raw, expected: canonicalZero(v), absent: false })),
      fc.constant<Member>({ present: true, raw: v.toExponential(), expected: canonicalZero(v), absent: false }),
    ),
  ),
  // Price-like decimal text with a fixed number of decimals ("12.50", "-0.034", "10234").
  fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 })).map(([units, scale]): Member => {
    const raw = (units / 10 ** scale).toFixed(scale);
    return { present: true, raw, expected: canonicalZero(Number(raw)), absent: false };
  }),
);

const intMember: fc.Arbitrary<Member> = fc.oneof(fc.integer(), fc.maxSafeInteger()).chain((n) =>
  fc.constantFrom<unknown>(n, String(n), `${n}.0`, ` ${n} `, n.toExponential()).map((raw): Member => ({
    present: true,
    raw,
    expected: canonicalZero(n),
    absent: false,
  })),
);

const textMember: fc.Arbitrary<Member> = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
    .filter((s) => s.trim() !== '')
    .map((s): Member => ({ present: true, raw: s, expected: s.trim(), absent: false })),
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n): Member => ({
    present: true,
    raw: n,
    expected: String(canonicalZero(n)),
    absent: false,
  })),
  fc.boolean().map((b): Member => ({ present: true, raw: b, expected: String(b), absent: false })),
);

/** Days in a month, by the calendar of Date (an oracle independent of the code under test). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
const two = (n: number) => String(n).padStart(2, '0');

const validDay = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayRatio: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ year, month, dayRatio }) => {
    const day = 1 + Math.min(daysIn(year, month) - 1, Math.floor(dayRatio * daysIn(year, month)));
    return `${year}-${two(month)}-${two(day)}`;
  });

const dateMember: fc.Arbitrary<Member> = fc
  .record({
    day: validDay,
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    ms: fc.integer({ min: 0, max: 999 }),
    form: fc.constantFrom('date', 'seconds', 'millis'),
    sep: fc.constantFrom(' ', 'T'),
    padded: fc.boolean(),
  })
  .map(({ day, hour, minute, second, ms, form, sep, padded }): Member => {
    const time = `${two(hour)}:${two(minute)}:${two(second)}`;
    const millis = String(ms).padStart(3, '0');
    const [raw, expected] =
      form === 'date'
        ? [day, day]
        : form === 'seconds'
          ? [`${day}${sep}${time}`, `${day}T${time}`]
          : [`${day}${sep}${time}.${millis}`, `${day}T${time}.${millis}`];
    return { present: true, raw: padded ? ` ${raw} ` : raw, expected, absent: false };
  });

const timeMember: fc.Arbitrary<Member> = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]): Member => ({ present: true, raw: `${two(h)}:${two(m)}`, expected: `${two(h)}:${two(m)}`, absent: false }));

const importanceMember: fc.Arbitrary<Member> = fc
  .tuple(fc.constantFrom('LOW', 'MEDIUM', 'HIGH', 'HOLIDAY'), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }))
  .map(([level, lower]): Member => ({
    present: true,
    raw: [...level].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join(''),
    expected: level,
    absent: false,
  }));

function presentMember(kind: Kind): fc.Arbitrary<Member> {
  switch (kind) {
    case 'float':
      return floatMember;
    case 'int':
      return intMember;
    case 'text':
      return textMember;
    case 'date':
      return dateMember;
    case 'time':
      return timeMember;
    case 'importance':
      return importanceMember;
    default:
      return validRecord(kind.nested).map(({ raw, expected }): Member => ({ present: true, raw, expected, absent: false }));
  }
}

function member(kind: Kind): fc.Arbitrary<Member> {
  return fc.oneof({ arbitrary: presentMember(kind), weight: 4 }, { arbitrary: absentMember, weight: 1 });
}

/** Members the spec never names: they must be dropped. */
const extraMembers = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).map((k) => `x_${k}`),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

export interface Generated {
  raw: Record<string, unknown>;
  expected: Record<string, unknown>;
}

/**
 * A valid raw record and its canonical form. Aliased fields are sent under the canonical name,
 * under the alias, or under both (the canonical one wins unless it is absent).
 */
export function validRecord(spec: RecordSpec): fc.Arbitrary<Generated> {
  const keys = Object.keys(spec.fields);
  const members = Object.fromEntries(keys.map((k) => [k, member(spec.fields[k] as Kind)]));
  const placements = Object.fromEntries(
    Object.entries(spec.aliases ?? {}).map(([k, names]) => [
      k,
      fc.record({
        where: fc.constantFrom('canonical', 'alias', 'both'),
        alias: fc.constantFrom(...names),
        other: member(spec.fields[k] as Kind),
      }),
    ]),
  );
  return fc
    .record({ members: fc.record(members), placements: fc.record(placements), extra: extraMembers })
    .map(({ members: ms, placements: ps, extra }) => {
      const raw: Record<string, unknown> = { ...extra };
      const expected: Record<string, unknown> = {};
      for (const key of keys) {
        const m = ms[key] as Member;
        const place = ps[key];
        expected[key] = m.expected;
        if (!place || place.where === 'canonical') {
          if (m.present) raw[key] = m.raw;
        } else if (place.where === 'alias') {
          if (m.present) raw[place.alias] = m.raw;
        } else {
          if (m.present) raw[key] = m.raw;
          if (place.other.present) raw[place.alias] = place.other.raw;
          if (m.absent) expected[key] = place.other.expected;
        }
      }
      return { raw, expected };
    });
}

// ---- invalid values ----

const badNumber = ['abc', '12,5', 'NaN', 'Infinity', '-Infinity', '0x10', '1e999', '1.2.3', '--1', '12 34', {}, [], [1], true, false];
const badValues: Record<Exclude<Kind, { nested: RecordSpec }>, unknown[]> = {
  float: badNumber,
  int: [...badNumber, 12.5, '1.5', '1e-3', 2 ** 60, String(2 ** 60)],
  text: [{}, { a: 1 }, [], ['a']],
  date: [
    '2024-13-01',
    '2024-00-10',
    '2024-01-45',
    '2023-02-29',
    '2024-02-30',
    '2100-02-29',
    '2024-04-31',
    '2024-01-01 25:00:00',
    '2024-01-01 23:60:00',
    '2024-01-01 23:00:60',
    '01/02/2024',
    '2024-1-1',
    '2024-01-01T10:00',
    '2024-01-01 10:00:00.12',
    '2024-01-01Z',
    '2024-01-01 10:00:00+01:00',
    20240101,
    true,
    {},
    [],
  ],
  time: ['24:00', '12:60', '7:30', '12:30:00', 'ab:cd', 730, {}, true],
  importance: ['URGENT', 'low!', 1, {}, true],
};

/** A value this kind must refuse, and the path suffix where the refusal is reported. */
function invalidMember(kind: Kind): fc.Arbitrary<{ raw: unknown; path: string[] }> {
  if (typeof kind === 'string') return fc.constantFrom(...badValues[kind]).map((raw) => ({ raw, path: [] }));
  return fc.oneof(
    fc.constantFrom<unknown>('abc', 42, false, [], [{}]).map((raw) => ({ raw, path: [] })),
    invalidRecord(kind.nested).map(({ raw, path }) => ({ raw, path })),
  );
}

/** A record with exactly one bad member; `path` is where parsing must report it. */
export function invalidRecord(spec: RecordSpec): fc.Arbitrary<{ raw: Record<string, unknown>; path: string[] }> {
  const keys = Object.keys(spec.fields);
  return fc.tuple(validRecord(spec), fc.constantFrom(...keys)).chain(([{ raw }, key]) =>
    invalidMember(spec.fields[key] as Kind).map((bad) => {
      const copy: Record<string, unknown> = { ...raw, [key]: bad.raw };
      for (const alias of spec.aliases?.[key] ?? []) delete copy[alias];
      return { raw: copy, path: [key, ...bad.path] };
    }),
  );
}

/** Anything at all for a record: valid-looking members mixed with arbitrary values. */
export function chaosRecord(spec: RecordSpec): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(spec.fields), ...Object.values(spec.aliases ?? {}).flat()];
  const value = (key: string): fc.Arbitrary<unknown> => {
    const kind = spec.fields[key];
    return fc.oneof(
      kind ? member(kind).map((m) => m.raw) : fc.constant(undefined),
      kind ? invalidMember(kind).map((m) => m.raw) : fc.constant(null),
      fc.anything({ maxDepth: 2 }),
      kind && typeof kind !== 'string' ? chaosRecord(kind.nested) : fc.jsonValue({ maxDepth: 1 }),
    );
  };
  const obj = fc
    .uniqueArray(fc.constantFrom(...keys), { maxLength: keys.length })
    .chain((present) => fc.tuple(...present.map((k) => value(k).map((v) => [k, v] as const))))
    .map((entries) => Object.fromEntries(entries));
  return fc.oneof({ arbitrary: obj, weight: 4 }, { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 });
}

/** What RecordReject.recordId must be for a raw record (spec: the raw `id`, when usable). */
export function expectedRecordId(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const id = (raw as Record<string, unknown>).id;
  if (typeof id === 'string') return id.trim() === '' ? null : id.trim();
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return null;
}
