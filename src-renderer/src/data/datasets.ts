// The canonical record type of each cached dataset, as the renderer reads it (types only).
import type {
  BoardMember,
  CalendarEvent,
  Country,
  CountryIndicator,
  CountryLink,
  DiaryEntry,
  Fund,
  FundDocument,
  Share,
  ShareAuditor,
  ShareDocument,
  ShareFinancial,
  Shareholder,
  SharePrice,
  ShareRating,
} from '../../../src-main/api/schemas';

type Of<Parent extends string, R> = R & { [K in Parent]: number };

export interface DatasetRecords {
  shares: Share;
  'share-prices': Of<'share_id', SharePrice>;
  'share-financials': Of<'share_id', ShareFinancial>;
  'share-board': Of<'share_id', BoardMember>;
  'share-executives': Of<'share_id', BoardMember>;
  'share-auditors': Of<'share_id', ShareAuditor>;
  'share-shareholders': Of<'share_id', Shareholder>;
  'share-diary': Of<'share_id', DiaryEntry>;
  'share-documents': Of<'share_id', ShareDocument>;
  'share-ratings': Of<'share_id', ShareRating>;
  funds: Fund;
  'fund-documents': Of<'fund_id', FundDocument>;
  events: CalendarEvent;
  'event-history': Of<'event_id', CalendarEvent>;
  countries: Country;
  'country-indicators': Of<'country_id', CountryIndicator>;
  'country-links': Of<'country_id', CountryLink>;
}

export type ListDataset = keyof DatasetRecords;
export type SeriesDataset = 'share-history' | 'fund-valuations';
