// Shares: reference records, price history, latest prices and the per-share lists.
import type Database from 'better-sqlite3';
import type { BoardMember, DiaryEntry, Share, ShareAuditor, ShareDocument, ShareFinancial, Shareholder, SharePrice, ShareRating } from '../api/schemas';
import { childList } from './child-lists';
import { entityTable } from './entities';
import { codes, type SearchIndex } from './search-index';
import { seriesTable } from './series';

export const HISTORY_FIELDS = ['opening_price', 'upper', 'lower', 'closing_price', 'volume', 'variation', 'day_price', 'per'] as const;

export function sharesStore(db: Database.Database, search: SearchIndex) {
  return {
    records: entityTable<Share>(db, search, {
      table: 'shares',
      kind: 'share',
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
      searchEntry: (s) => ({ code: codes(s.mnemo_code, s.isin, s.internal_code, s.reuters_code, s.bloomberg_code), title: [s.name, s.org_name].filter(Boolean).join(' — ') }),
    }),
    history: seriesTable<SharePrice, 'price_date', 'id', (typeof HISTORY_FIELDS)[number]>(db, {
      table: 'share_history',
      parent: 'share_id',
      dateField: 'price_date',
      textFields: ['id'],
      numberFields: HISTORY_FIELDS,
    }),
    prices: childList<SharePrice>(db, 'share_prices', 'share_id'),
    financials: childList<ShareFinancial>(db, 'share_financials', 'share_id'),
    board: childList<BoardMember>(db, 'share_board', 'share_id'),
    executives: childList<BoardMember>(db, 'share_executives', 'share_id'),
    auditors: childList<ShareAuditor>(db, 'share_auditors', 'share_id'),
    shareholders: childList<Shareholder>(db, 'share_shareholders', 'share_id'),
    diary: childList<DiaryEntry>(db, 'share_diary', 'share_id'),
    documents: childList<ShareDocument>(db, 'share_documents', 'share_id'),
    ratings: childList<ShareRating>(db, 'share_ratings', 'share_id'),
  };
}
export type SharesStore = ReturnType<typeof sharesStore>;
