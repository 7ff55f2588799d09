// MKT's filters: currency, country and quoting place of the shares.
import type { Share } from '../../../../src-main/ipc/contract';
import {
  describe,
  matching,
  optionsOf,
  type Dimension,
  type FilterOption,
  type FilterValues,
} from '../../components/pickers/record-filters';
import { msg } from '../../i18n';

export type { FilterOption } from '../../components/pickers/record-filters';
export type FilterKey = 'country' | 'currency' | 'place';
export type Filters = FilterValues<FilterKey>;

export const DIMENSIONS: Record<FilterKey, Dimension<Share>> = {
  country: { title: msg('Country'), value: (s) => s.country_code, label: (s) => s.country_name },
  currency: { title: msg('Currency'), value: (s) => s.currency_code, label: (s) => s.currency_code },
  place: { title: msg('Place'), value: (s) => s.quoting_place_code, label: (s) => s.quoting_place_name },
};

export const FILTER_KEYS: readonly FilterKey[] = ['country', 'currency', 'place'];

export function filterOptions(shares: readonly Share[], key: FilterKey, locale?: string): FilterOption[] {
  return optionsOf(shares, DIMENSIONS[key], locale);
}

export function applyFilters(shares: readonly Share[], filters: Filters): readonly Share[] {
  return matching(shares, filters, DIMENSIONS);
}

export function describeFilters(filters: Filters, options: Record<FilterKey, readonly FilterOption[]>): { key: FilterKey; text: string }[] {
  return describe(filters, FILTER_KEYS, DIMENSIONS, options);
}
