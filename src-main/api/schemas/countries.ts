// Countries: the canonical records of the /v1/countries endpoints.
import type { z } from 'zod';
import { date, dto, float, int, text } from './dto';

/** Country; `code` is declared alpha-2 but alpha-3 codes occur, so any text is kept as served. */
export const countrySchema = dto({
  id: int,
  code: text,
  name: text,
});
export type Country = z.output<typeof countrySchema>;

/** Country economic indicator item: /v1/countries/economics_indicators/{id}. */
export const countryIndicatorSchema = dto({
  id: int,
  gdp_growth: float,
  annual_average_inflation: float,
  public_debt: float,
  budget_balance: float,
  current_balance: float,
  publication_date: date,
});
export type CountryIndicator = z.output<typeof countryIndicatorSchema>;

/** Country useful link item: /v1/countries/useful_links/{id}. */
export const countryLinkSchema = dto({
  id: int,
  link_label: text,
  link: text,
});
export type CountryLink = z.output<typeof countryLinkSchema>;
