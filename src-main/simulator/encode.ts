// Canonical records → the service's quirky wire format. Every choice (number or decimal string,
// null or "", numeric id or text) is a pure function of (seed, record, field), so one seed
// always yields the same bytes, whichever page or limit a request asks for.
import { hashString, mix32 } from './random';
import type {
  BoardMember,
  CalendarEvent,
  Country,
  CountryIndicator,
  CountryLink,
  DiaryEntry,
  Fund,
  FundDocument,
  FundValuation,
  Share,
  ShareAuditor,
  ShareDocument,
  ShareFinancial,
  Shareholder,
  SharePrice,
  ShareRating,
} from './types';

/**
 * int/float: declared numbers (JSON number or decimal string); date: ISO text sent with a space
 * instead of T; text: kept; id: String-typed identifier, sent as a JSON number now and then when
 * numeric; plain: sent exactly as held (country indicator figures are declared `number`).
 */
type Kind = 'int' | 'float' | 'date' | 'text' | 'id' | 'plain';
interface Nested {
  nested: Spec;
  /** Members the service never sends (funds' organization id). */
  omit?: readonly string[];
}
type Spec = Readonly<Record<string, Kind | Nested>>;
/** A spec for T must name every field of T. */
type SpecFor<T> = { readonly [K in keyof T]-?: Kind | Nested };

interface Compiled {
  key: string;
  wire: string;
  kind: Kind;
  hash: number;
  omit: boolean;
  nested: Compiled[] | null;
}

function compile(spec: Spec, renames: Readonly<Record<string, string>> = {}, omit: readonly string[] = []): Compiled[] {
  return Object.entries(spec).map(([key, kind]) => ({
    key,
    wire: renames[key] ?? key,
    kind: typeof kind === 'string' ? kind : 'plain',
    hash: hashString(key),
    omit: omit.includes(key),
    nested: typeof kind === 'string' ? null : compile(kind.nested, {}, kind.omit ?? []),
  }));
}

/** Share of declared numbers sent as decimal strings, of absent values sent as "", and so on. */
const NUMBER_AS_STRING = 30;
const ABSENT_AS_EMPTY = 40;
const ID_AS_NUMBER = 30;

/** Decimal text that reads back as exactly the same number, never in exponent notation. */
export function decimalString(n: number): string {
  const plain = String(n);
  if (!/e/i.test(plain)) return plain;
  for (let digits = 0; digits <= 100; digits++) {
    const fixed = n.toFixed(digits);
    if (Number(fixed) === n) return fixed;
  }
  return plain;
}

function encodeValue(kind: Kind, value: unknown, h: number): unknown {
  if (value === null || value === undefined) return h % 100 < ABSENT_AS_EMPTY ? '' : null;
  switch (kind) {
    case 'int':
    case 'float':
      return typeof value === 'number' && (h >>> 8) % 100 < NUMBER_AS_STRING ? decimalString(value) : value;
    case 'date':
      return typeof value === 'string' && value.length > 10 ? `${value.slice(0, 10)} ${value.slice(11)}` : value;
    case 'id':
      return typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) && (h >>> 8) % 100 < ID_AS_NUMBER ? Number(value) : value;
    case 'text':
    case 'plain':
      return value;
  }
}

/**
 * Wire members of an encoded record that are declared Int, Float or Date (numbers and dates a
 * consumer can check), by record. Fault injection damages only these: a declared String member
 * set to "abc" or "2024-13-45" would still be a valid record, just with wrong data.
 */
const checkableMembers = new WeakMap<object, ReadonlySet<string>>();

/** The declared-number and declared-date members of a record made by an encoder here, if any. */
export function declaredCheckableMembers(wireRecord: object): ReadonlySet<string> | undefined {
  return checkableMembers.get(wireRecord);
}

function checkableOf(fields: readonly Compiled[]): ReadonlySet<string> {
  return new Set(fields.filter((f) => !f.omit && f.nested === null && f.kind !== 'text' && f.kind !== 'id').map((f) => f.wire));
}

function encodeFields(fields: readonly Compiled[], record: object, h: number, checkable?: ReadonlySet<string>): Record<string, unknown> {
  const source = record as Readonly<Record<string, unknown>>;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.omit) continue;
    const value = source[f.key];
    const fh = mix32(h ^ f.hash);
    out[f.wire] =
      f.nested !== null && typeof value === 'object' && value !== null ? encodeFields(f.nested, value, fh) : encodeValue(f.kind, value, fh);
  }
  if (checkable) checkableMembers.set(out, checkable);
  return out;
}

/** An encoder for one record type; `key` identifies the record for the per-field choices. */
function encoder<T extends object>(name: string, spec: SpecFor<T>, renames: Readonly<Record<string, string>> = {}) {
  const fields = compile(spec, renames);
  const checkable = checkableOf(fields);
  const nameHash = hashString(name);
  return (seed: number, record: T, key: string | number): Record<string, unknown> =>
    encodeFields(fields, record, hashString(String(key), mix32(seed ^ nameHash)), checkable);
}

const PRICE: SpecFor<SharePrice> = {
  id: 'id',
  price_date: 'date',
  day_price: 'float',
  variation: 'float',
  volume: 'float',
  closing_price: 'float',
  opening_price: 'float',
  upper: 'float',
  lower: 'float',
  per: 'float',
};

const SHARE: SpecFor<Share> = {
  id: 'int',
  internal_code: 'text',
  isin: 'text',
  name: 'text',
  quoting_place_code: 'text',
  quoting_place_name: 'text',
  first_quoting_date: 'date',
  introduction_price: 'float',
  number_of_shares: 'int',
  approval_number: 'text',
  org_code: 'text',
  org_name: 'text',
  country_code: 'text',
  country_name: 'text',
  currency_code: 'text',
  currency_name: 'text',
  profile: 'text',
  address: 'text',
  phone_number: 'text',
  email: 'text',
  website: 'text',
  legal_status: 'text',
  siren: 'text',
  creation_year: 'text',
  outlook: 'text',
  historical: 'text',
  investment: 'text',
  activity_area: 'text',
  reuters_code: 'text',
  bloomberg_code: 'text',
  mnemo_code: 'text',
  quoting_method: 'text',
  fax: 'text',
  last_date_price: 'date',
  last_day_price: 'float',
  last_variation: 'float',
  last_volume: 'float',
  last_closing_price: 'float',
  last_opening_price: 'float',
  last_upper: 'float',
  last_lower: 'float',
  last_per: 'float',
  varp7d: 'float',
  varp1m: 'float',
  varp3m: 'float',
  varp6m: 'float',
  varpYtd: 'float',
  varp1y: 'float',
  varp2y: 'float',
  varp3y: 'float',
  varp5y: 'float',
  volat7d: 'float',
  volat1m: 'float',
  volat3m: 'float',
  volat6m: 'float',
  volat1y: 'float',
  volat2y: 'float',
  volat3y: 'float',
  volat5y: 'float',
};

const FINANCIAL: SpecFor<ShareFinancial> = {
  id: 'id',
  fiscal_year: 'date',
  net_banking_income: 'float',
  net_income_growth: 'float',
  net_profit: 'float',
  net_profit_growth: 'float',
  dividend_per_share: 'float',
  dividend_yield: 'float',
  dividend_payment_date: 'date',
  per: 'float',
};

const BOARD: SpecFor<BoardMember> = {
  id: 'id',
  title: 'text',
  from: 'date',
  to: 'date',
  last_renew: 'date',
  person: { nested: { name: 'text', birthdate: 'date', gender: 'text', address: 'text', phone: 'text' } },
};

const AUDITOR: SpecFor<ShareAuditor> = { id: 'id', name: 'text', type: 'text', phone: 'text', address: 'text' };
const SHAREHOLDER: SpecFor<Shareholder> = { name: 'text', share: 'float', voting_rights: 'text' };
const DIARY: SpecFor<DiaryEntry> = {
  id: 'id',
  structure_id: 'id',
  structure_name: 'text',
  title: 'text',
  description: 'text',
  date: 'date',
};
const SHARE_DOCUMENT: SpecFor<ShareDocument> = { name: 'text', path: 'text', date: 'date' };
const RATING: SpecFor<ShareRating> = {
  id: 'int',
  rating_agency: 'text',
  long_term_note: 'text',
  short_term_note: 'text',
  long_perspective: 'text',
  short_perspective: 'text',
  expiration_date: 'date',
};

const FUND: SpecFor<Fund> = {
  id: 'int',
  internal_code: 'text',
  isin: 'text',
  reuters: 'text',
  bloomberg: 'text',
  mnemo: 'text',
  name: 'text',
  category_id: 'text',
  category: 'text',
  nature: 'text',
  type: 'text',
  periodicity: 'text',
  organization: { nested: { id: 'text', name: 'text', country_id: 'text', country_name: 'text', currency: 'text' }, omit: ['id'] },
  coting_place: 'text',
  result_assignment: 'text',
  original_vl: 'float',
  original_vl_date: 'date',
  last_vl: 'float',
  last_vl_date: 'date',
  approval_number: 'text',
  subscription: 'text',
  subscription_day: 'text',
  subscription_place: 'text',
  creation_date: 'date',
  fees: {
    nested: {
      management: 'text',
      admission: 'text',
      admission_fund: 'text',
      exit: 'text',
      exit_fund: 'text',
      outperformance: 'text',
      indirects: 'text',
    },
  },
  initial_min_part: 'text',
  subsequent_min_part: 'text',
  initial_amount: 'float',
  subsequent_amount: 'float',
  recommanded_duration: 'text',
  closing_date: 'date',
  benchmark: 'text',
  goal: 'text',
  varpfirst: 'float',
  varplast: 'float',
  varp7d: 'float',
  varp1m: 'float',
  varp3m: 'float',
  varp6m: 'float',
  varpytd: 'float',
  varp1y: 'float',
  varp2y: 'float',
  varp3y: 'float',
  varp5y: 'float',
  varp10y: 'float',
  varp_annualized1y: 'float',
  varp_annualized2y: 'float',
  varp_annualized3y: 'float',
  varp_annualized5y: 'float',
  'varp-annualized10y': 'float',
  volat1y: 'float',
  volat3y: 'float',
  volat5y: 'float',
  sharpe1y: 'float',
  sharpe3y: 'float',
  sharpe5y: 'float',
  investor_type: 'text',
  fund_of_funds: 'text',
  capitalization_type: 'text',
};

const VALUATION: SpecFor<FundValuation> = { date: 'date', value: 'float', net_assets: 'float', parts: 'float' };
const FUND_DOCUMENT: SpecFor<FundDocument> = { name: 'text', path: 'text' };

const EVENT: SpecFor<CalendarEvent> = {
  id: 'int',
  title: 'text',
  date: 'date',
  hour: 'text',
  period: 'text',
  importance: 'text',
  category: { nested: { id: 'int', label: 'text' } },
  zone: { nested: { code: 'text', currency: 'text', name: 'text' } },
  source: { nested: { name: 'text', link: 'text' } },
  previous: 'text',
  current: 'text',
  prevision: 'text',
  comment: 'text',
};

const COUNTRY: SpecFor<Country> = { id: 'int', code: 'text', name: 'text' };
const INDICATOR: SpecFor<CountryIndicator> = {
  id: 'int',
  gdp_growth: 'plain',
  annual_average_inflation: 'plain',
  public_debt: 'plain',
  budget_balance: 'plain',
  current_balance: 'plain',
  publication_date: 'date',
};
const LINK: SpecFor<CountryLink> = { id: 'int', link_label: 'text', link: 'text' };

export const encodeSharePrice = encoder<SharePrice>('price', PRICE);
export const encodeShare = encoder<Share>('share', SHARE);
export const encodeFinancial = encoder<ShareFinancial>('financial', FINANCIAL);
export const encodeBoardMember = encoder<BoardMember>('board', BOARD);
export const encodeAuditor = encoder<ShareAuditor>('auditor', AUDITOR);
export const encodeShareholder = encoder<Shareholder>('shareholder', SHAREHOLDER);
export const encodeDiary = encoder<DiaryEntry>('diary', DIARY);
export const encodeShareDocument = encoder<ShareDocument>('share-document', SHARE_DOCUMENT);
export const encodeRating = encoder<ShareRating>('rating', RATING);
/** Funds go out with the sample responses' spellings: reuteurs and banckmark. */
export const encodeFund = encoder<Fund>('fund', FUND, { reuters: 'reuteurs', benchmark: 'banckmark' });
export const encodeValuation = encoder<FundValuation>('valuation', VALUATION);
export const encodeFundDocument = encoder<FundDocument>('fund-document', FUND_DOCUMENT);
/** Events carry their region under `country`, as the sample responses do. */
export const encodeEvent = encoder<CalendarEvent>('event', EVENT, { zone: 'country' });
export const encodeCountry = encoder<Country>('country', COUNTRY);
export const encodeIndicator = encoder<CountryIndicator>('indicator', INDICATOR);
export const encodeLink = encoder<CountryLink>('link', LINK);
