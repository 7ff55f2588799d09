import { describe, expect, it } from 'vitest';
import { shareSchema, type Share } from '../../../src-main/api/schemas';
import { topMovers } from '../../../src-renderer/src/screens/market/movers';
import { priceDayRange, priceDayText, priceDecimals } from '../../../src-renderer/src/screens/market/prices';
import { applyFilters, describeFilters, filterOptions } from '../../../src-renderer/src/screens/market/share-filters';
import { shareCode, shareRef } from '../../../src-renderer/src/commands/share-ref';
import { setLanguage } from '../../../src-renderer/src/i18n';

/** A canonical share record: the fields given, every other one null (as the schema makes them). */
const share = (fields: Record<string, unknown>): Share => shareSchema.parse(fields);
const codes = (movers: { code: string }[]) => movers.map((m) => m.code);

describe('topMovers', () => {
  const shares = [
    share({ id: 1, mnemo_code: 'AAA', last_variation: 0.05, last_volume: 100 }),
    share({ id: 2, mnemo_code: 'BBB', last_variation: -0.02, last_volume: 5000 }),
    share({ id: 3, mnemo_code: 'CCC', last_variation: 0.05, last_volume: null }),
    share({ id: 4, mnemo_code: 'DDD', last_variation: null, last_volume: 0 }),
    share({ id: 5, mnemo_code: 'EEE', last_variation: 0, last_volume: 300 }),
    share({ id: 6, mnemo_code: 'FFF', last_variation: -0.07, last_volume: 300 }),
    share({ id: 7, mnemo_code: 'GGG', last_variation: 0.01, last_volume: 20 }),
  ];

  it('ranks gainers and losers by variation, ties by code, leaving out absent and unchanged shares', () => {
    const movers = topMovers(shares);
    expect(codes(movers.gainers)).toEqual(['AAA', 'CCC', 'GGG']);
    expect(codes(movers.losers)).toEqual(['FFF', 'BBB']);
    expect(movers.gainers[0]?.value).toBe(0.05);
  });

  it('ranks volumes, leaving out absent and zero volumes', () => {
    expect(codes(topMovers(shares).volume)).toEqual(['BBB', 'EEE', 'FFF', 'AAA', 'GGG']);
  });

  it('keeps the top n, ties in code order whatever the input order', () => {
    const tied = ['QQQ', 'PPP', 'RRR'].map((code, i) => share({ id: i, mnemo_code: code, last_variation: 0.03, last_volume: 10 }));
    expect(codes(topMovers(tied, 2).gainers)).toEqual(['PPP', 'QQQ']);
    expect(codes(topMovers([...tied].reverse(), 2).volume)).toEqual(['PPP', 'QQQ']);
  });

  it('gives empty lists for no records, and ignores NaN', () => {
    expect(topMovers([])).toEqual({ gainers: [], losers: [], volume: [] });
    const odd = { ...share({ id: 9, mnemo_code: 'NAN' }), last_variation: Number.NaN };
    expect(topMovers([odd]).gainers).toEqual([]);
  });
});

describe('filters', () => {
  const shares = [
    share({
      id: 1,
      mnemo_code: 'A',
      country_code: 'SN',
      country_name: 'Sénégal',
      currency_code: 'XOF',
      quoting_place_code: 'BRVM',
      quoting_place_name: 'BRVM Abidjan',
    }),
    share({
      id: 2,
      mnemo_code: 'B',
      country_code: 'CI',
      country_name: "Côte d'Ivoire",
      currency_code: 'XOF',
      quoting_place_code: 'BRVM',
      quoting_place_name: 'BRVM Abidjan',
    }),
    share({
      id: 3,
      mnemo_code: 'C',
      country_code: 'CI',
      country_name: "Côte d'Ivoire",
      currency_code: 'EUR',
      quoting_place_code: 'EPA',
      quoting_place_name: null,
    }),
    share({ id: 4, mnemo_code: 'D', country_code: null, currency_code: ' ', quoting_place_code: 'BRVM' }),
  ];

  it('derives the choices from the records, with counts, sorted by label, blanks left out', () => {
    expect(filterOptions(shares, 'country')).toEqual([
      { value: 'CI', label: "Côte d'Ivoire", count: 2 },
      { value: 'SN', label: 'Sénégal', count: 1 },
    ]);
    expect(filterOptions(shares, 'currency')).toEqual([
      { value: 'EUR', label: 'EUR', count: 1 },
      { value: 'XOF', label: 'XOF', count: 2 },
    ]);
    // A place without a name is labelled by its code.
    expect(filterOptions(shares, 'place')).toEqual([
      { value: 'BRVM', label: 'BRVM Abidjan', count: 3 },
      { value: 'EPA', label: 'EPA', count: 1 },
    ]);
    expect(filterOptions([], 'country')).toEqual([]);
  });

  it('keeps the shares matching every chosen value; no filter keeps the same array', () => {
    expect(applyFilters(shares, {})).toBe(shares);
    expect(applyFilters(shares, { country: 'CI' }).map((s) => s.id)).toEqual([2, 3]);
    expect(applyFilters(shares, { country: 'CI', currency: 'XOF' }).map((s) => s.id)).toEqual([2]);
    expect(applyFilters(shares, { place: 'BRVM', country: undefined }).map((s) => s.id)).toEqual([1, 2, 4]);
    expect(applyFilters(shares, { country: 'ML' })).toEqual([]);
  });

  it('describes the active filters by label', () => {
    const options = {
      country: filterOptions(shares, 'country'),
      currency: filterOptions(shares, 'currency'),
      place: filterOptions(shares, 'place'),
    };
    expect(describeFilters({ country: 'SN', place: 'EPA' }, options)).toEqual([
      { key: 'country', text: 'Country: Sénégal' },
      { key: 'place', text: 'Place: EPA' },
    ]);
    expect(describeFilters({}, options)).toEqual([]);
  });
});

describe('price days and share refs', () => {
  it('finds the first and last price day, date-times read as days', () => {
    expect(priceDayRange(['2026-11-20T00:00:00.000', null, '2026-11-20'])).toEqual({ first: '2026-11-20', last: '2026-11-20' });
    expect(priceDayText(priceDayRange(['2026-11-20', '2026-11-18']))).toBe('prices of 2026-11-18 to 2026-11-20');
    expect(priceDayText(priceDayRange(['2026-11-20']))).toBe('prices of 2026-11-20');
    expect(priceDayText(priceDayRange([null, '']))).toBe('no prices yet');
  });

  it('writes the price days as the UI language does', () => {
    setLanguage('fr');
    try {
      expect(priceDayText(priceDayRange(['2026-11-20', '2026-11-18']))).toBe('cours du 18/11/2026 au 20/11/2026');
    } finally {
      setLanguage('en');
    }
  });

  it('shows whole prices without decimals', () => {
    expect(priceDecimals([7450, null, 12])).toBe(0);
    expect(priceDecimals([7450, 12.5])).toBe(2);
    expect(priceDecimals([])).toBe(0);
  });

  it('names a share by its mnemonic, else its internal code or id', () => {
    expect(shareRef(share({ id: 10, mnemo_code: 'BOAF', name: 'BOAF SN' }))).toEqual({
      kind: 'share',
      id: 10,
      code: 'BOAF',
      title: 'BOAF SN',
    });
    expect(shareCode(share({ id: 11, internal_code: 'SH000011' }))).toBe('SH000011');
    expect(shareCode(share({ id: 12 }))).toBe('12');
    expect(shareRef(share({ mnemo_code: 'X' }))).toBeNull();
  });
});
