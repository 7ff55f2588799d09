// A cache with hand-set prices for the portfolio tests: every price comes from a different
// dataset, so "the most recent, whichever dataset holds it" is checked too.
//   share 1 SNTS (XOF): history closes 16100 (2024-03-27), 16300 (2024-03-28)
//   share 2 BOAF (XOF): history close 5000 (2024-03-27), a newer session 5100 (2024-03-29)
//   share 3 ORAC (EUR): no history; its record's last price 11.37 (2024-04-05)
//   fund 1 FCP1 (XOF): no NAV at all (a missing price); its id is share 1's too
//   fund 2 FCP2 (EUR): NAVs 100.5 (2024-03-28), 101 (2024-03-29); its record says 100 (2024-03-01)
import { fundSchema, fundValuationSchema, sharePriceSchema, shareSchema } from '../../../src-main/api/schemas';
import { Store } from '../../../src-main/store/store';

const share = (raw: Record<string, unknown>) => ({ ...shareSchema.parse(raw), id: Number(raw.id) });
const fund = (raw: Record<string, unknown>) => ({ ...fundSchema.parse(raw), id: Number(raw.id) });
const bar = (day: string, close: number) => sharePriceSchema.parse({ id: day, price_date: day, closing_price: close, day_price: close });
const nav = (day: string, value: number) => fundValuationSchema.parse({ date: day, value });

export function fillCache(store: Store): void {
  store.data.shares.upsert([
    share({ id: 1, mnemo_code: 'SNTS', isin: 'SN0000000019', name: 'Sonatel', currency_code: 'XOF' }),
    share({ id: 2, mnemo_code: 'BOAF', isin: 'CI0000000600', name: 'BOA France', currency_code: 'XOF' }),
    share({ id: 3, mnemo_code: 'ORAC', name: 'Orange', currency_code: 'EUR', last_date_price: '2024-04-05', last_day_price: 11.37 }),
  ]);
  store.data.funds.upsert([
    fund({ id: 1, mnemo: 'FCP1', name: 'Fonds Un', organization: { name: 'SGI', currency: 'XOF' } }),
    fund({
      id: 2,
      mnemo: 'FCP2',
      name: 'Fonds Deux',
      organization: { name: 'SGI', currency: 'EUR' },
      last_vl: 100,
      last_vl_date: '2024-03-01',
    }),
  ]);
  store.data['share-history'].upsert(1, [bar('2024-03-27', 16100), bar('2024-03-28', 16300)]);
  store.data['share-history'].upsert(2, [bar('2024-03-27', 5000)]);
  store.data['share-prices'].replace(2, [bar('2024-03-29', 5100)]);
  store.data['fund-valuations'].upsert(2, [nav('2024-03-28', 100.5), nav('2024-03-29', 101)]);
}

/** A cache file filled as above. */
export function fixtureCache(file: string): void {
  const store = Store.open(file);
  try {
    fillCache(store);
  } finally {
    store.close();
  }
}
