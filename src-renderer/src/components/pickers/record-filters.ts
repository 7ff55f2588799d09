// Pick-list filters over cached records (MKT's shares, FUNDS' funds): the choices are derived from
// the records themselves (with how many each holds), so they fit whatever market is configured.
import { t } from '../../i18n';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** One filterable dimension of a record. */
export interface Dimension<R> {
  title: string;
  value: (record: R) => string | null;
  label: (record: R) => string | null;
}

/** The chosen value per dimension; an absent key means "all". */
export type FilterValues<K extends string> = Partial<Record<K, string>>;

const present = (text: string | null): text is string => text !== null && text.trim() !== '';

/** The distinct values of one dimension, by label, each with its number of records. */
export function optionsOf<R>(records: readonly R[], dimension: Dimension<R>, locale?: string): FilterOption[] {
  const byValue = new Map<string, FilterOption>();
  for (const record of records) {
    const value = dimension.value(record);
    if (!present(value)) continue;
    const option = byValue.get(value);
    if (option) option.count++;
    else {
      const label = dimension.label(record);
      byValue.set(value, { value, label: present(label) ? label : value, count: 1 });
    }
  }
  return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label, locale) || a.value.localeCompare(b.value));
}

/** The records matching every chosen value; a record lacking a filtered value does not match. */
export function matching<R, K extends string>(
  records: readonly R[],
  filters: FilterValues<K>,
  dimensions: Record<K, Dimension<R>>,
): readonly R[] {
  const active = (Object.keys(dimensions) as K[]).filter((key) => filters[key] !== undefined);
  if (active.length === 0) return records;
  return records.filter((record) => active.every((key) => dimensions[key].value(record) === filters[key]));
}

/** What is filtered, in words ("Country: Sénégal"), for the chips above the table; titles are msg() words. */
export function describe<K extends string>(
  filters: FilterValues<K>,
  keys: readonly K[],
  titles: Record<K, { title: string }>,
  options: Record<K, readonly FilterOption[]>,
): { key: K; text: string }[] {
  return keys.flatMap((key) => {
    const value = filters[key];
    if (value === undefined) return [];
    const label = options[key].find((o) => o.value === value)?.label ?? value;
    return [{ key, text: t('{title}: {value}', { title: t(titles[key].title), value: label }) }];
  });
}
