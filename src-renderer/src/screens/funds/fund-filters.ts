// FUNDS' filters: the seven filters /v1/funds accepts, applied to the cache (so they work at once
// and offline): a name search and six pick-lists.
import type { Fund } from '../../../../src-main/ipc/contract';
import { matching, optionsOf, type Dimension, type FilterOption, type FilterValues } from '../../components/pickers/record-filters';
import { msg } from '../../i18n';

export type FundFilterKey = 'company' | 'place' | 'currency' | 'nature' | 'category' | 'periodicity';
export type FundFilters = FilterValues<FundFilterKey>;

export const FUND_FILTER_KEYS: readonly FundFilterKey[] = ['company', 'category', 'nature', 'periodicity', 'currency', 'place'];

export const FUND_DIMENSIONS: Record<FundFilterKey, Dimension<Fund>> = {
  company: { title: msg('Company'), value: (f) => f.organization?.name ?? null, label: (f) => f.organization?.name ?? null },
  place: { title: 'Place', value: (f) => f.coting_place, label: (f) => f.coting_place },
  currency: { title: msg('Currency'), value: (f) => f.organization?.currency ?? null, label: (f) => f.organization?.currency ?? null },
  nature: { title: 'Nature', value: (f) => f.nature, label: (f) => f.nature },
  category: { title: msg('Category'), value: (f) => f.category ?? f.category_id, label: (f) => f.category ?? f.category_id },
  periodicity: { title: msg('Periodicity'), value: (f) => f.periodicity, label: (f) => f.periodicity },
};

export function fundFilterOptions(funds: readonly Fund[], locale?: string): Record<FundFilterKey, FilterOption[]> {
  return Object.fromEntries(FUND_FILTER_KEYS.map((key) => [key, optionsOf(funds, FUND_DIMENSIONS[key], locale)])) as Record<
    FundFilterKey,
    FilterOption[]
  >;
}

/** Case and accent folded, so "epargne" finds "Épargne". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The funds whose name holds every word of `name` and that match every chosen value. */
export function filterFunds(funds: readonly Fund[], filters: FundFilters, name: string): readonly Fund[] {
  const picked = matching(funds, filters, FUND_DIMENSIONS);
  const words = fold(name).split(/\s+/).filter(Boolean);
  if (words.length === 0) return picked;
  return picked.filter((f) => {
    const folded = fold(f.name ?? '');
    return words.every((w) => folded.includes(w));
  });
}
