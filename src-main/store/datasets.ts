// The dataset registry: one descriptor per cached dataset, named as the command line names it.
// Store tables, refreshers, freshness defaults, the offline run, CLI export/status, the contract's
// record types and the renderer's labels all derive from this table; adding a dataset is one
// descriptor here plus one migration creating its table.
// Environment-neutral (no Node, no SQLite): the contract and so the renderer type-check it.
import type { Endpoints, ListEndpoint, RecordOf, SingleEndpoint } from '../api/endpoints';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the command line's search finds: each searchable dataset declares which kind it holds. */
export type SearchKind = 'share' | 'fund' | 'event' | 'country';

/** The key column a child dataset carries, and the top-level dataset whose ids it takes. */
export const PARENTS = { share_id: 'shares', fund_id: 'funds', event_id: 'events', country_id: 'countries' } as const;
export type ParentKey = keyof typeof PARENTS;

/** Endpoints of top-level lists (no id in the path) and of per-parent lists (`/{id}`). */
type TopEndpoint = { [N in ListEndpoint]: Endpoints[N]['id'] extends true ? never : N }[ListEndpoint];
export type ChildEndpoint = Exclude<ListEndpoint, TopEndpoint>;

type Keyed<R> = R & { id: number };
// Method syntax makes the parameter bivariant, so a shares descriptor is usable as any entity descriptor.
type Column<R> = { read(record: R): string | number | null }['read'];

interface Common {
  /** What the SYNC and SET screens call it. */
  label: string;
  /** The SQLite table (created by a migration). */
  table: string;
  /** How old it may get before a read schedules a refresh (the settings screen can override it). */
  maxAgeMs: number;
}

/** Top-level records with an integer id, kept whole, a few columns pulled out, mirrored into search. */
export interface EntityDescriptor<E extends TopEndpoint = TopEndpoint> extends Common {
  storage: 'entity';
  parent: null;
  /** The list endpoint, walked page by page. */
  endpoint: E;
  /** The by-id endpoint that refreshes one record, when the service has one. */
  single: SingleEndpoint | null;
  search: { kind: SearchKind; entry(record: Keyed<RecordOf<E>>): { code: string; title: string } };
  /** Extra columns of the table and how to read them from a record. */
  columns: Record<string, Column<Keyed<RecordOf<E>>>>;
  orderBy: string;
  /**
   * A provably whole answer of the list (nothing refused) removes the cached records it no longer
   * names, within its days (EntityTable.removeAbsent): the calendar's events, which the service
   * withdraws; shares and funds are never dropped (portfolios and alerts name them).
   */
  removesAbsent?: true;
}

/** Per-parent lists with no key of their own: a fetched list replaces the parent's list whole. */
export interface ListDescriptor<E extends ChildEndpoint = ChildEndpoint, P extends ParentKey = ParentKey> extends Common {
  storage: 'list';
  parent: P;
  endpoint: E;
  /** The fields that tell one member from another: the change journal's key for it (id, name, day…). */
  key: readonly (keyof RecordOf<E> & string)[];
  /**
   * The list is a window of the latest sessions, keyed by their day: each day a new one comes and
   * the oldest falls off its end. That fall is the window moving, not a removal, so the journal
   * does not record it (a session withdrawn from inside the window still is).
   */
  window?: true;
}

/** Per-day series fetched incrementally with from/to, stored as columns. */
export interface SeriesDescriptor<
  E extends SeriesEndpoint = SeriesEndpoint,
  P extends ParentKey = ParentKey,
  N extends keyof RecordOf<E> & string = keyof RecordOf<E> & string,
> extends Common {
  storage: 'series';
  parent: P;
  endpoint: E;
  /** The record's Date field that gives the row its day. */
  dateField: keyof RecordOf<E> & string;
  /** Other text fields kept as they came. */
  textFields: readonly (keyof RecordOf<E> & string)[];
  /** Numeric fields, returned as columns. */
  numberFields: readonly N[];
  /** Field of the parent's record giving the earliest day the series can start (listing, creation). */
  startField: string;
}
type SeriesEndpoint = {
  [N in ChildEndpoint]: Endpoints[N]['query']['shape'] extends { from: unknown; to: unknown } ? N : never;
}[ChildEndpoint];

/** Any series descriptor, its fields as plain names: what code generic over datasets sees. */
export type SeriesShape = Omit<SeriesDescriptor, 'dateField' | 'textFields' | 'numberFields'> & {
  dateField: string;
  textFields: readonly string[];
  numberFields: readonly string[];
};
/** Any list descriptor, its key fields as plain names. */
export type ListShape = Omit<ListDescriptor, 'key'> & { key: readonly string[] };
export type DatasetDescriptor = EntityDescriptor | ListShape | SeriesShape;

// Builders keep each descriptor's literal types (endpoint, parent, fields) for the typed reads.
const entity = <const E extends TopEndpoint>(d: Omit<EntityDescriptor<E>, 'storage' | 'parent'>) => ({
  ...d,
  storage: 'entity' as const,
  parent: null,
});
const list = <const E extends ChildEndpoint, const P extends ParentKey>(d: Omit<ListDescriptor<E, P>, 'storage'>) => ({
  ...d,
  storage: 'list' as const,
});
const series = <const E extends SeriesEndpoint, const P extends ParentKey, const N extends keyof RecordOf<E> & string>(
  d: Omit<SeriesDescriptor<E, P, N>, 'storage'>,
) => ({
  ...d,
  storage: 'series' as const,
});

/** Codes for the search index, space-separated: mnemonic first, then ISIN and other identifiers. */
function codes(...values: ReadonlyArray<string | null | undefined>): string {
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').join(' ');
}

const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

export const DATASETS = {
  shares: entity({
    label: 'Shares',
    table: 'shares',
    endpoint: 'shares',
    single: 'share',
    maxAgeMs: 5 * MINUTE, // carries the latest prices
    columns: {
      mnemo_code: (s) => s.mnemo_code,
      name: (s) => s.name,
      isin: (s) => s.isin,
      currency_code: (s) => s.currency_code,
      country_code: (s) => s.country_code,
      quoting_place_code: (s) => s.quoting_place_code,
    },
    orderBy: 'mnemo_code, id',
    // The listing name and the company's full name: traders search by either.
    search: {
      kind: 'share',
      entry: (s) => ({
        code: codes(s.mnemo_code, s.isin, s.internal_code, s.reuters_code, s.bloomberg_code),
        title: [s.name, s.org_name].filter(Boolean).join(' — '),
      }),
    },
  }),
  'share-prices': list({
    label: 'Latest prices',
    table: 'share_prices',
    parent: 'share_id',
    endpoint: 'sharePrices',
    key: ['price_date'],
    window: true,
    maxAgeMs: 5 * MINUTE,
  }),
  'share-history': series({
    label: 'Price history',
    table: 'share_history',
    parent: 'share_id',
    endpoint: 'shareHistory',
    maxAgeMs: DAY,
    dateField: 'price_date',
    textFields: ['id'],
    numberFields: ['opening_price', 'upper', 'lower', 'closing_price', 'volume', 'variation', 'day_price', 'per'],
    startField: 'first_quoting_date',
  }),
  'share-financials': list({
    label: 'Financials',
    table: 'share_financials',
    parent: 'share_id',
    endpoint: 'shareFinancials',
    key: ['id'],
    maxAgeMs: 7 * DAY,
  }),
  'share-board': list({ label: 'Board', table: 'share_board', parent: 'share_id', endpoint: 'shareBoard', key: ['id'], maxAgeMs: 7 * DAY }),
  'share-executives': list({
    label: 'Executives',
    table: 'share_executives',
    parent: 'share_id',
    endpoint: 'shareExecutives',
    key: ['id'],
    maxAgeMs: 7 * DAY,
  }),
  'share-auditors': list({
    label: 'Auditors',
    table: 'share_auditors',
    parent: 'share_id',
    endpoint: 'shareAuditors',
    key: ['id'],
    maxAgeMs: 7 * DAY,
  }),
  'share-shareholders': list({
    label: 'Shareholders',
    table: 'share_shareholders',
    parent: 'share_id',
    endpoint: 'shareShareholders',
    key: ['name'],
    maxAgeMs: 7 * DAY,
  }),
  'share-diary': list({
    label: 'Corporate diary',
    table: 'share_diary',
    parent: 'share_id',
    endpoint: 'shareDiary',
    key: ['date', 'title'],
    maxAgeMs: DAY,
  }),
  'share-documents': list({
    label: 'Share documents',
    table: 'share_documents',
    parent: 'share_id',
    endpoint: 'shareDocuments',
    key: ['date', 'name'],
    maxAgeMs: 7 * DAY,
  }),
  'share-ratings': list({
    label: 'Ratings',
    table: 'share_ratings',
    parent: 'share_id',
    endpoint: 'shareRatings',
    key: ['id'],
    maxAgeMs: 7 * DAY,
  }),
  funds: entity({
    label: 'Funds',
    table: 'funds',
    endpoint: 'funds',
    single: 'fund',
    maxAgeMs: DAY,
    columns: { mnemo: (f) => f.mnemo, name: (f) => f.name, isin: (f) => f.isin },
    orderBy: 'name, id',
    search: {
      kind: 'fund',
      entry: (f) => ({ code: codes(f.mnemo, f.isin, f.internal_code, f.reuters, f.bloomberg), title: f.name ?? '' }),
    },
  }),
  'fund-valuations': series({
    label: 'Fund valuations',
    table: 'fund_valuations',
    parent: 'fund_id',
    endpoint: 'fundValuations',
    maxAgeMs: DAY,
    dateField: 'date',
    textFields: [],
    numberFields: ['value', 'net_assets', 'parts'],
    startField: 'creation_date',
  }),
  'fund-documents': list({
    label: 'Fund documents',
    table: 'fund_documents',
    parent: 'fund_id',
    endpoint: 'fundDocuments',
    key: ['name'],
    maxAgeMs: 7 * DAY,
  }),
  events: entity({
    label: 'Calendar events',
    table: 'events',
    endpoint: 'events',
    single: 'event',
    maxAgeMs: 10 * MINUTE,
    columns: { day: (e) => dayOf(e.date), hour: (e) => e.hour, title: (e) => e.title, importance: (e) => e.importance },
    orderBy: 'day, hour, id',
    removesAbsent: true,
    search: { kind: 'event', entry: (e) => ({ code: e.zone?.code ?? '', title: e.title ?? '' }) },
  }),
  'event-history': list({
    label: 'Event history',
    table: 'event_history',
    parent: 'event_id',
    endpoint: 'eventHistory',
    key: ['id'],
    maxAgeMs: DAY,
  }),
  countries: entity({
    label: 'Countries',
    table: 'countries',
    endpoint: 'countries',
    single: null,
    maxAgeMs: 7 * DAY,
    columns: { code: (c) => c.code, name: (c) => c.name },
    orderBy: 'name, id',
    search: { kind: 'country', entry: (c) => ({ code: c.code ?? '', title: c.name ?? '' }) },
  }),
  'country-indicators': list({
    label: 'Economic indicators',
    table: 'country_indicators',
    parent: 'country_id',
    endpoint: 'countryIndicators',
    key: ['id'],
    maxAgeMs: 7 * DAY,
  }),
  'country-links': list({
    label: 'Useful links',
    table: 'country_links',
    parent: 'country_id',
    endpoint: 'countryLinks',
    key: ['id'],
    maxAgeMs: 7 * DAY,
  }),
} satisfies Record<string, DatasetDescriptor>;

type Datasets = typeof DATASETS;
export type DatasetName = keyof Datasets;
// Object.keys is typed string[]; the keys are exactly DATASETS' own.
export const DATASET_NAMES = Object.keys(DATASETS) as DatasetName[];

export type EntityDataset = { [D in DatasetName]: Datasets[D]['storage'] extends 'entity' ? D : never }[DatasetName];
export type ChildListDataset = { [D in DatasetName]: Datasets[D]['storage'] extends 'list' ? D : never }[DatasetName];
export type SeriesDataset = { [D in DatasetName]: Datasets[D]['storage'] extends 'series' ? D : never }[DatasetName];
/** Datasets read as records (`data.read`); series are read as columns (`data.series`). */
export type ListDataset = EntityDataset | ChildListDataset;

/** The canonical record of a dataset as the cache returns it; child records carry their parent key. */
export type DatasetRecord<D extends DatasetName> = D extends DatasetName
  ? Datasets[D] extends { parent: infer P extends ParentKey }
    ? RecordOf<Datasets[D]['endpoint']> & { [K in P]: number }
    : RecordOf<Datasets[D]['endpoint']>
  : never;

/** The numeric columns of a series dataset. */
export type SeriesField<D extends SeriesDataset> = Datasets[D]['numberFields'][number];

export function isDatasetName(name: string): name is DatasetName {
  return Object.hasOwn(DATASETS, name);
}

function isEntityDataset(name: DatasetName): name is EntityDataset {
  return DATASETS[name].storage === 'entity';
}
/** The top-level lists (shares, funds, …): what the command bar and the overview screens need first. */
export const ENTITY_DATASETS = DATASET_NAMES.filter(isEntityDataset);

export function isSeriesDataset(name: DatasetName): name is SeriesDataset {
  return DATASETS[name].storage === 'series';
}
export const SERIES_DATASETS = DATASET_NAMES.filter(isSeriesDataset);

/** The top-level dataset whose ids a child dataset's requests take. */
export function parentDataset(dataset: DatasetName): EntityDataset | null {
  const { parent } = DATASETS[dataset];
  return parent === null ? null : PARENTS[parent];
}
