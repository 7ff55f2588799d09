// Funds: the canonical records of the /v1/funds endpoints, with the documented deviations of the
// sample responses folded in (misspelled members, hyphenated key, extra members).
import type { z } from 'zod';
import { date, dto, float, int, nested, text } from './dto';

/** FundsOrganizationDto; the samples omit `id` (→ null). */
export const fundOrganizationSchema = dto({
  id: text,
  name: text,
  country_id: text,
  country_name: text,
  currency: text,
});
export type FundOrganization = z.output<typeof fundOrganizationSchema>;

/** FundsFeesDto: all text (e.g. "2,5 %"), never parsed as numbers. */
export const fundFeesSchema = dto({
  management: text,
  admission: text,
  admission_fund: text,
  exit: text,
  exit_fund: text,
  outperformance: text,
  indirects: text,
});
export type FundFees = z.output<typeof fundFeesSchema>;

/** FundsDto: /v1/funds and /v1/funds/{id}. */
export const fundSchema = dto(
  {
    id: int,
    internal_code: text,
    isin: text,
    reuters: text,
    bloomberg: text,
    mnemo: text,
    name: text,
    category_id: text,
    category: text,
    nature: text,
    type: text,
    periodicity: text,
    organization: nested(fundOrganizationSchema),
    coting_place: text,
    result_assignment: text,
    original_vl: float,
    original_vl_date: date,
    last_vl: float,
    last_vl_date: date,
    approval_number: text,
    subscription: text,
    subscription_day: text,
    subscription_place: text,
    creation_date: date,
    fees: nested(fundFeesSchema),
    initial_min_part: text,
    subsequent_min_part: text,
    initial_amount: float,
    subsequent_amount: float,
    recommanded_duration: text,
    closing_date: date,
    benchmark: text,
    goal: text,
    // Performances, volatilities and Sharpe ratios: ratios, kept unscaled.
    varpfirst: float,
    varplast: float,
    varp7d: float,
    varp1m: float,
    varp3m: float,
    varp6m: float,
    varpytd: float,
    varp1y: float,
    varp2y: float,
    varp3y: float,
    varp5y: float,
    varp10y: float,
    varp_annualized1y: float,
    varp_annualized2y: float,
    varp_annualized3y: float,
    varp_annualized5y: float,
    'varp-annualized10y': float, // the spec's own (hyphenated) name stays canonical
    volat1y: float,
    volat3y: float,
    volat5y: float,
    sharpe1y: float,
    sharpe3y: float,
    sharpe5y: float,
    // Not in the field table but served by the samples; kept so they are not lost.
    investor_type: text,
    fund_of_funds: text,
    capitalization_type: text,
  },
  {
    reuters: ['reuteurs'],
    benchmark: ['banckmark'],
    'varp-annualized10y': ['varp_annualized10y'],
  },
);
export type Fund = z.output<typeof fundSchema>;

/**
 * FundsValoDto: one valuation of /v1/funds/vl/{id}. Valuation histories come in long pages like
 * price histories, so this DTO has a hand-written fast parser too (named member access); it
 * mirrors the shape field by field and is fuzzed against the zod schema.
 */
export const fundValuationSchema = dto(
  {
    date: date,
    value: float,
    net_assets: float,
    parts: float,
  },
  {},
  (raw, check) => ({
    date: check.date(raw.date, 'date'),
    value: check.float(raw.value, 'value'),
    net_assets: check.float(raw.net_assets, 'net_assets'),
    parts: check.float(raw.parts, 'parts'),
  }),
);
export type FundValuation = z.output<typeof fundValuationSchema>;

/** DocumentDto: /v1/funds/documents/{id} (the fund's name is in meta.name). */
export const fundDocumentSchema = dto({
  name: text,
  path: text,
});
export type FundDocument = z.output<typeof fundDocumentSchema>;
