// Countries: the list, yearly economic indicators and useful links.
import type Database from 'better-sqlite3';
import type { Country, CountryIndicator, CountryLink } from '../api/schemas';
import { childList } from './child-lists';
import { entityTable } from './entities';
import type { SearchIndex } from './search-index';

export function countriesStore(db: Database.Database, search: SearchIndex) {
  return {
    records: entityTable<Country>(db, search, {
      table: 'countries',
      kind: 'country',
      columns: { code: (c) => c.code, name: (c) => c.name },
      orderBy: 'name, id',
      searchEntry: (c) => ({ code: c.code ?? '', title: c.name ?? '' }),
    }),
    indicators: childList<CountryIndicator>(db, 'country_indicators', 'country_id'),
    links: childList<CountryLink>(db, 'country_links', 'country_id'),
  };
}
export type CountriesStore = ReturnType<typeof countriesStore>;
