// Shares: the canonical records of the /v1/shares endpoints (field names as in the spec tables).
import type { z } from 'zod';
import { date, dto, float, int, nested, text } from './dto';

/** SharesDto: /v1/shares and /v1/shares/{id}. */
export const shareSchema = dto({
  id: int,
  internal_code: text,
  isin: text,
  name: text,
  quoting_place_code: text,
  quoting_place_name: text,
  first_quoting_date: date,
  introduction_price: float,
  number_of_shares: int,
  approval_number: text,
  org_code: text,
  org_name: text,
  country_code: text,
  country_name: text,
  currency_code: text,
  currency_name: text,
  profile: text,
  address: text,
  phone_number: text,
  email: text,
  website: text,
  legal_status: text,
  siren: text,
  creation_year: text, // declared String although it holds date-time text: kept verbatim
  outlook: text,
  historical: text,
  investment: text,
  activity_area: text,
  reuters_code: text,
  bloomberg_code: text,
  mnemo_code: text,
  quoting_method: text,
  fax: text,
  last_date_price: date,
  last_day_price: float,
  last_variation: float,
  last_volume: float,
  last_closing_price: float,
  last_opening_price: float,
  last_upper: float,
  last_lower: float,
  last_per: float,
  // Performances and volatilities are ratios (0.05 = 5 %), kept unscaled.
  varp7d: float,
  varp1m: float,
  varp3m: float,
  varp6m: float,
  varpYtd: float,
  varp1y: float,
  varp2y: float,
  varp3y: float,
  varp5y: float,
  volat7d: float,
  volat1m: float,
  volat3m: float,
  volat6m: float,
  volat1y: float,
  volat2y: float,
  volat3y: float,
  volat5y: float,
});
export type Share = z.output<typeof shareSchema>;

/**
 * SharesPriceItem: one bar of /v1/shares/price/{id} and /v1/shares/historic/{id}. Histories come
 * in pages of thousands of bars, so this DTO has a hand-written fast parser (named member access,
 * about twice as fast as the generic loop); it mirrors the shape field by field and is fuzzed
 * against the zod schema.
 */
export const sharePriceSchema = dto(
  {
    id: text,
    price_date: date,
    day_price: float,
    variation: float,
    volume: float,
    closing_price: float,
    opening_price: float,
    upper: float,
    lower: float,
    per: float,
  },
  {},
  (raw, check) => ({
    id: check.text(raw.id, 'id'),
    price_date: check.date(raw.price_date, 'price_date'),
    day_price: check.float(raw.day_price, 'day_price'),
    variation: check.float(raw.variation, 'variation'),
    volume: check.float(raw.volume, 'volume'),
    closing_price: check.float(raw.closing_price, 'closing_price'),
    opening_price: check.float(raw.opening_price, 'opening_price'),
    upper: check.float(raw.upper, 'upper'),
    lower: check.float(raw.lower, 'lower'),
    per: check.float(raw.per, 'per'),
  }),
);
export type SharePrice = z.output<typeof sharePriceSchema>;

/** SharesFinancialItem: /v1/shares/financial-data/{id}. */
export const shareFinancialSchema = dto({
  id: text,
  fiscal_year: date,
  net_banking_income: float,
  net_income_growth: float,
  net_profit: float,
  net_profit_growth: float,
  dividend_per_share: float,
  dividend_yield: float,
  dividend_payment_date: date,
  per: float,
});
export type ShareFinancial = z.output<typeof shareFinancialSchema>;

/** PersonDto, nested in a board member. */
export const personSchema = dto({
  name: text,
  birthdate: date,
  gender: text,
  address: text,
  phone: text,
});
export type Person = z.output<typeof personSchema>;

/** SharesBoardMemberDto: /v1/shares/board-of-directors/{id} and /v1/shares/executive-management/{id}. */
export const boardMemberSchema = dto({
  id: text,
  title: text,
  from: date,
  to: date,
  last_renew: date,
  person: nested(personSchema),
});
export type BoardMember = z.output<typeof boardMemberSchema>;

/** SharesAuditorDto: /v1/shares/auditors/{id} (a bare list, no meta). */
export const shareAuditorSchema = dto({
  id: text,
  name: text,
  type: text,
  phone: text,
  address: text,
});
export type ShareAuditor = z.output<typeof shareAuditorSchema>;

/** SharesShareholderDto: /v1/shares/shareholders/{id}. */
export const shareholderSchema = dto({
  name: text,
  share: float, // a percentage as served (declared "share held (%)"), not rescaled
  voting_rights: text,
});
export type Shareholder = z.output<typeof shareholderSchema>;

/** SharesDiaryDto: /v1/shares/diary/{id}. */
export const diaryEntrySchema = dto({
  id: text,
  structure_id: text,
  structure_name: text,
  title: text,
  description: text,
  date: date,
});
export type DiaryEntry = z.output<typeof diaryEntrySchema>;

/** SharesDocumentDto: /v1/shares/documents/{id}. */
export const shareDocumentSchema = dto({
  name: text,
  path: text,
  date: date,
});
export type ShareDocument = z.output<typeof shareDocumentSchema>;

/** SharesRatingDto: /v1/shares/rating/{id}. */
export const shareRatingSchema = dto({
  id: int,
  rating_agency: text,
  long_term_note: text,
  short_term_note: text,
  long_perspective: text,
  short_perspective: text,
  expiration_date: date,
});
export type ShareRating = z.output<typeof shareRatingSchema>;
