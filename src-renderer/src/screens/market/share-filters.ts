// MKT's filters: currency, country and quoting place. The choices are derived from the records
// themselves (with how many shares each holds), so they fit whatever market is configured.
import type { Share } from '../../../../src-main/ipc/contract';

export type FilterKey = 'country' | 'currency' | 'place';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** The chosen value per dimension; an absent key means "all". */
export type Filters = Partial<Record<FilterKey, string>>;

interface Dimension {
  title: string;
  value: (share: Share) => string | null;
  label: (share: Share) => string | null;
}

export const DIMENSIONS: Record<FilterKey, Dimension> = {
  country: { title: 'Country', value: (s) => s.country_code, label: (s) => s.country_name },
  currency: { title: 'Currency', value: (s) => s.currency_code, label: (s) => s.currency_code },
  place: { title: 'Place', value: (s) => s.quoting_place_code, label: (s) => s.quoting_place_name },
};

export const FILTER_KEYS: readonly FilterKey[] = ['country', 'currency', 'place'];

const present = (text: string | null): text is string => text !== null && text.trim() !== '';

/** The distinct values of one dimension, by label, each with its number of shares. */
export function filterOptions(shares: readonly Share[], key: FilterKey, locale?: string): FilterOption[] {
  const dimension = DIMENSIONS[key];
  const byValue = new Map<string, FilterOption>();
  for (const share of shares) {
    const value = dimension.value(share);
    if (!present(value)) continue;
    const option = byValue.get(value);
    if (option) option.count++;
    else {
      const label = dimension.label(share);
      byValue.set(value, { value, label: present(label) ? label : value, count: 1 });
    }
  }
  return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label, locale) || a.value.localeCompare(b.value));
}

/** The shares matching every chosen value; a share lacking a filtered value does not match. */
export function applyFilters(shares: readonly Share[], filters: Filters): readonly Share[] {
  const active = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  if (active.length === 0) return shares;
  return shares.filter((share) => active.every((key) => DIMENSIONS[key].value(share) === filters[key]));
}

/** What is filtered, in words ("Country: Sénégal"), for the chips above the table. */
export function describeFilters(filters: Filters, options: Record<FilterKey, readonly FilterOption[]>): { key: FilterKey; text: string }[] {
  return FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (value === undefined) return [];
    const label = options[key].find((o) => o.value === value)?.label ?? value;
    return [{ key, text: `${DIMENSIONS[key].title}: ${label}` }];
  });
}
