// Funds: reference records, valuation (NAV) history and documents.
import type Database from 'better-sqlite3';
import type { Fund, FundDocument, FundValuation } from '../api/schemas';
import { childList } from './child-lists';
import { entityTable } from './entities';
import { codes, type SearchIndex } from './search-index';
import { seriesTable } from './series';

export const VALUATION_FIELDS = ['value', 'net_assets', 'parts'] as const;

export function fundsStore(db: Database.Database, search: SearchIndex) {
  return {
    records: entityTable<Fund>(db, search, {
      table: 'funds',
      kind: 'fund',
      columns: { mnemo: (f) => f.mnemo, name: (f) => f.name, isin: (f) => f.isin },
      orderBy: 'name, id',
      searchEntry: (f) => ({ code: codes(f.mnemo, f.isin, f.internal_code, f.reuters, f.bloomberg), title: f.name ?? '' }),
    }),
    valuations: seriesTable<FundValuation, 'date', never, (typeof VALUATION_FIELDS)[number]>(db, {
      table: 'fund_valuations',
      parent: 'fund_id',
      dateField: 'date',
      textFields: [],
      numberFields: VALUATION_FIELDS,
    }),
    documents: childList<FundDocument>(db, 'fund_documents', 'fund_id'),
  };
}
export type FundsStore = ReturnType<typeof fundsStore>;
