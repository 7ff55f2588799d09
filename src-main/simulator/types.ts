// Canonical shapes of the demo market's data: what a client's schemas produce after parsing the
// wire format. Field names follow the API spec's field tables; every field is present; numbers
// are numbers; absent values are null. Dates are ISO text: YYYY-MM-DD for date-only values,
// YYYY-MM-DDTHH:MM:SS or YYYY-MM-DDTHH:MM:SS.mmm when the service sends a time.

/** A canonical date: YYYY-MM-DD, YYYY-MM-DDTHH:MM:SS or YYYY-MM-DDTHH:MM:SS.mmm. */
type IsoDate = string;

export interface Share {
  id: number;
  internal_code: string;
  isin: string;
  name: string;
  quoting_place_code: string;
  quoting_place_name: string;
  first_quoting_date: IsoDate;
  introduction_price: number | null;
  number_of_shares: number;
  approval_number: string | null;
  org_code: string;
  org_name: string;
  country_code: string;
  country_name: string;
  currency_code: string;
  currency_name: string;
  profile: string;
  address: string | null;
  phone_number: string | null;
  email: string | null;
  website: string | null;
  legal_status: string;
  siren: string | null;
  /** Declared String: date-time text such as "1974-01-01 00:00:00", kept verbatim. */
  creation_year: string | null;
  outlook: string | null;
  historical: string | null;
  investment: string | null;
  activity_area: string;
  reuters_code: string | null;
  bloomberg_code: string | null;
  mnemo_code: string;
  quoting_method: string;
  fax: string | null;
  last_date_price: IsoDate | null;
  last_day_price: number | null;
  last_variation: number | null;
  last_volume: number | null;
  last_closing_price: number | null;
  last_opening_price: number | null;
  last_upper: number | null;
  last_lower: number | null;
  last_per: number | null;
  /** Performances are ratios (0.05 = +5 %); null when the history is shorter than the window. */
  varp7d: number | null;
  varp1m: number | null;
  varp3m: number | null;
  varp6m: number | null;
  varpYtd: number | null;
  varp1y: number | null;
  varp2y: number | null;
  varp3y: number | null;
  varp5y: number | null;
  /** Annualised volatility of daily log returns, as a ratio. */
  volat7d: number | null;
  volat1m: number | null;
  volat3m: number | null;
  volat6m: number | null;
  volat1y: number | null;
  volat2y: number | null;
  volat3y: number | null;
  volat5y: number | null;
}

/** One session. `variation` is the day change ratio (close / previous close − 1). */
export interface SharePrice {
  id: string;
  price_date: IsoDate;
  day_price: number;
  variation: number;
  volume: number;
  closing_price: number;
  opening_price: number;
  upper: number;
  lower: number;
  /** null when the last published net profit is not positive. */
  per: number | null;
}

/** Growth and yield figures are percentages (12.5 = 12.5 %). Monetary amounts in the share's currency. */
export interface ShareFinancial {
  id: string;
  fiscal_year: IsoDate;
  /** Banks only; null for other sectors. */
  net_banking_income: number | null;
  net_income_growth: number | null;
  net_profit: number;
  net_profit_growth: number | null;
  dividend_per_share: number | null;
  dividend_yield: number | null;
  dividend_payment_date: IsoDate | null;
  per: number | null;
}

export interface Person {
  name: string;
  birthdate: IsoDate | null;
  gender: string;
  address: string | null;
  phone: string | null;
}

/** A board member or an executive manager. */
export interface BoardMember {
  id: string;
  title: string;
  from: IsoDate;
  to: IsoDate | null;
  last_renew: IsoDate | null;
  person: Person;
}

export interface ShareAuditor {
  id: string;
  name: string;
  type: string;
  phone: string | null;
  address: string | null;
}

/** `share` is a percentage; a share's holders sum to at most 100. */
export interface Shareholder {
  name: string;
  share: number;
  voting_rights: string | null;
}

export interface DiaryEntry {
  /** Always null, as in the service's observed responses. */
  id: string | null;
  structure_id: string;
  structure_name: string;
  title: string;
  description: string | null;
  date: IsoDate;
}

export interface ShareDocument {
  name: string;
  /** Absolute URL on the simulator: {origin}/shared/documents/<file>.pdf */
  path: string;
  date: IsoDate;
}

export interface ShareRating {
  id: number;
  rating_agency: string;
  long_term_note: string | null;
  short_term_note: string | null;
  long_perspective: string | null;
  short_perspective: string | null;
  expiration_date: IsoDate | null;
}

interface FundOrganization {
  /** The service never sends it (observed deviation), so it is always null. */
  id: string | null;
  name: string;
  country_id: string;
  country_name: string;
  currency: string;
}

/** Fee texts such as "1.50%"; null when not applicable. */
interface FundFees {
  management: string | null;
  admission: string | null;
  admission_fund: string | null;
  exit: string | null;
  exit_fund: string | null;
  outperformance: string | null;
  indirects: string | null;
}

export interface Fund {
  id: number;
  internal_code: string;
  isin: string | null;
  /** Sent on the wire as `reuteurs`. */
  reuters: string | null;
  bloomberg: string | null;
  mnemo: string | null;
  name: string;
  category_id: string;
  category: string;
  nature: string;
  type: string;
  /** "Quotidienne" (daily) or "Hebdomadaire" (weekly). */
  periodicity: string;
  organization: FundOrganization;
  coting_place: string;
  result_assignment: string;
  original_vl: number;
  original_vl_date: IsoDate;
  last_vl: number;
  last_vl_date: IsoDate;
  approval_number: string | null;
  subscription: string | null;
  subscription_day: string | null;
  subscription_place: string | null;
  creation_date: IsoDate;
  fees: FundFees;
  initial_min_part: string | null;
  subsequent_min_part: string | null;
  initial_amount: number | null;
  subsequent_amount: number | null;
  recommanded_duration: string | null;
  closing_date: IsoDate | null;
  /** Sent on the wire as `banckmark`. */
  benchmark: string | null;
  goal: string | null;
  /** Performances are ratios; null when the fund is younger than the window. */
  varpfirst: number | null;
  varplast: number | null;
  varp7d: number | null;
  varp1m: number | null;
  varp3m: number | null;
  varp6m: number | null;
  varpytd: number | null;
  varp1y: number | null;
  varp2y: number | null;
  varp3y: number | null;
  varp5y: number | null;
  varp10y: number | null;
  varp_annualized1y: number | null;
  varp_annualized2y: number | null;
  varp_annualized3y: number | null;
  varp_annualized5y: number | null;
  'varp-annualized10y': number | null;
  volat1y: number | null;
  volat3y: number | null;
  volat5y: number | null;
  sharpe1y: number | null;
  sharpe3y: number | null;
  sharpe5y: number | null;
  /** Extra members the service sends beyond the field table. */
  investor_type: string;
  /** "Oui" or "Non" (text, like the service's other extras). */
  fund_of_funds: string;
  capitalization_type: string;
}

export interface FundValuation {
  date: IsoDate;
  value: number;
  net_assets: number;
  parts: number;
}

export interface FundDocument {
  name: string;
  path: string;
}

/** A fund's documents plus the fund name the service puts in meta.name. */
export interface FundDocumentSet {
  name: string;
  documents: FundDocument[];
}

export type EventImportance = 'LOW' | 'MEDIUM' | 'HIGH' | 'HOLIDAY';

interface EventCategory {
  id: number;
  label: string;
}

export interface EventZone {
  code: string;
  currency: string;
  name: string;
}

export interface EventSource {
  name: string;
  link: string;
}

export interface CalendarEvent {
  id: number;
  title: string;
  date: IsoDate;
  /** HH:MM; null for all-day holidays. */
  hour: string | null;
  period: string | null;
  importance: EventImportance;
  category: EventCategory;
  /** Sent on the wire as `country`. */
  zone: EventZone;
  source: EventSource | null;
  previous: string | null;
  /** null for events that have not happened yet. */
  current: string | null;
  prevision: string | null;
  comment: string | null;
}

export interface Country {
  id: number;
  code: string;
  name: string;
}

/** Percentages (gdp_growth 3.2 = 3.2 %); debt and balances in % of GDP. */
export interface CountryIndicator {
  id: number;
  gdp_growth: number;
  annual_average_inflation: number;
  public_debt: number;
  budget_balance: number;
  current_balance: number;
  publication_date: IsoDate;
}

export interface CountryLink {
  id: number;
  link_label: string;
  link: string;
}

/** Read access to data that may be built on first use (deterministically, then memoised). */
export interface Lookup<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  keys(): IterableIterator<K>;
}

/** What a served PDF contains: its file name and the text lines printed on it. */
export interface DocumentFile {
  file: string;
  title: string;
  subtitle: string;
}

export interface Dataset {
  seed: number;
  /** Market size: 1 is the demo as shipped (see scale.ts). */
  scale: number;
  /** The generation "today" (YYYY-MM-DD). */
  anchorDate: string;
  /** Origin that document paths point at, e.g. http://127.0.0.1:4000 */
  origin: string;
  exchange: { code: string; name: string; currencyCode: string; currencyName: string };

  /** By id ascending. */
  shares: Share[];
  /** Latest sessions for /price, most recent first; price_date carries a 00:00:00.000 time. */
  sharePrices: Map<number, SharePrice[]>;
  /** Daily bars for /historic, oldest first; price_date is date-only. Built per share on first use. */
  shareHistory: Lookup<number, SharePrice[]>;
  /** Most recent fiscal year first. */
  financials: Map<number, ShareFinancial[]>;
  board: Map<number, BoardMember[]>;
  executives: Map<number, BoardMember[]>;
  auditors: Map<number, ShareAuditor[]>;
  /** Largest holding first. */
  shareholders: Map<number, Shareholder[]>;
  /** Most recent date first (upcoming entries included). */
  diary: Map<number, DiaryEntry[]>;
  /** Most recent date first. */
  documents: Map<number, ShareDocument[]>;
  /** Latest expiry first; empty for unrated shares. */
  ratings: Map<number, ShareRating[]>;

  /** By id ascending. */
  funds: Fund[];
  /** Oldest first; built per fund on first use. */
  fundValuations: Lookup<number, FundValuation[]>;
  fundDocuments: Map<number, FundDocumentSet>;

  /** By date, then hour (all-day first), then id; ids follow that order. */
  events: CalendarEvent[];
  /** Earlier releases of the same indicator series, most recent first. */
  eventHistory: Lookup<number, CalendarEvent[]>;

  /** By id ascending. */
  countries: Country[];
  /** Most recent publication first. */
  indicators: Map<number, CountryIndicator[]>;
  links: Map<number, CountryLink[]>;

  /** How events' zones relate to /v1/countries ids, for the geo_type/geo_values filter. */
  geo: {
    /** Event zone code (e.g. "EU") → country id (the "EMU" entry). */
    countryIdByZoneCode: Map<string, number>;
    /** A currency zone's country id → its member country ids. */
    membersByCountryId: Map<number, number[]>;
  };

  /** Served PDFs by file name (the last segment of every document path). */
  documentFiles: Map<string, DocumentFile>;
}
