// The cached datasets, named as the command line names them. Each is filled from one or two
// endpoints of the catalogue and lives in one table; child datasets carry their parent's key.
import type { EndpointName } from '../api/endpoints';

export interface DatasetDef {
  table: string;
  /** Parent key column for child datasets (share_id, fund_id, event_id, country_id). */
  parent: 'share_id' | 'fund_id' | 'event_id' | 'country_id' | null;
  /** How rows are kept: whole records by id, per-day series, or per-parent lists replaced whole. */
  storage: 'entity' | 'series' | 'list';
  /** Endpoint(s) that fill it: the list endpoint first. */
  endpoints: readonly EndpointName[];
}

export const DATASETS = {
  shares: { table: 'shares', parent: null, storage: 'entity', endpoints: ['shares', 'share'] },
  'share-prices': { table: 'share_prices', parent: 'share_id', storage: 'list', endpoints: ['sharePrices'] },
  'share-history': { table: 'share_history', parent: 'share_id', storage: 'series', endpoints: ['shareHistory'] },
  'share-financials': { table: 'share_financials', parent: 'share_id', storage: 'list', endpoints: ['shareFinancials'] },
  'share-board': { table: 'share_board', parent: 'share_id', storage: 'list', endpoints: ['shareBoard'] },
  'share-executives': { table: 'share_executives', parent: 'share_id', storage: 'list', endpoints: ['shareExecutives'] },
  'share-auditors': { table: 'share_auditors', parent: 'share_id', storage: 'list', endpoints: ['shareAuditors'] },
  'share-shareholders': { table: 'share_shareholders', parent: 'share_id', storage: 'list', endpoints: ['shareShareholders'] },
  'share-diary': { table: 'share_diary', parent: 'share_id', storage: 'list', endpoints: ['shareDiary'] },
  'share-documents': { table: 'share_documents', parent: 'share_id', storage: 'list', endpoints: ['shareDocuments'] },
  'share-ratings': { table: 'share_ratings', parent: 'share_id', storage: 'list', endpoints: ['shareRatings'] },
  funds: { table: 'funds', parent: null, storage: 'entity', endpoints: ['funds', 'fund'] },
  'fund-valuations': { table: 'fund_valuations', parent: 'fund_id', storage: 'series', endpoints: ['fundValuations'] },
  'fund-documents': { table: 'fund_documents', parent: 'fund_id', storage: 'list', endpoints: ['fundDocuments'] },
  events: { table: 'events', parent: null, storage: 'entity', endpoints: ['events', 'event'] },
  'event-history': { table: 'event_history', parent: 'event_id', storage: 'list', endpoints: ['eventHistory'] },
  countries: { table: 'countries', parent: null, storage: 'entity', endpoints: ['countries'] },
  'country-indicators': { table: 'country_indicators', parent: 'country_id', storage: 'list', endpoints: ['countryIndicators'] },
  'country-links': { table: 'country_links', parent: 'country_id', storage: 'list', endpoints: ['countryLinks'] },
} as const satisfies Record<string, DatasetDef>;

export type DatasetName = keyof typeof DATASETS;
export const DATASET_NAMES = Object.keys(DATASETS) as DatasetName[];

export function isDatasetName(name: string): name is DatasetName {
  return Object.hasOwn(DATASETS, name);
}
