// Positions and totals against hand-computed figures, to the smallest currency unit.
import { describe, expect, it } from 'vitest';
import { positionsOf, type FindPrices } from '../../../src-main/portfolio/positions';
import type { PriceTrack } from '../../../src-main/portfolio/prices';
import type { Side, TransactionDraft } from '../../../src-main/portfolio/types';

const CURRENCY: Record<string, string> = { AAA: 'EUR', BBB: 'XOF', CCC: 'XOF', DDD: 'EUR' };

function tx(day: string, code: string, side: Side, quantity: string | null, price: string | null, fees = '0'): TransactionDraft {
  return {
    day,
    side,
    kind: code === 'CCC' ? 'fund' : 'share',
    code,
    title: `${code} SA`,
    currency: CURRENCY[code] ?? null,
    quantity,
    price,
    fees,
  };
}

const track = (points: [string, number][]): PriceTrack => ({
  days: points.map(([d]) => d),
  prices: points.map(([, p]) => p),
  latest: points.length ? { day: points.at(-1)?.[0] ?? '', price: points.at(-1)?.[1] ?? 0, source: 'share-history' } : null,
});

const TRACKS: Record<string, PriceTrack> = {
  AAA: track([
    ['2024-03-27', 124],
    ['2024-03-28', 125.33],
  ]),
  BBB: track([
    ['2024-06-27', 8000],
    ['2024-06-28', 8200],
  ]),
  CCC: track([]), // a fund with no cached NAV
  DDD: track([['2024-01-05', 0.1]]),
};
const find: FindPrices = (_kind, code) => (TRACKS[code] ? { id: 1, track: TRACKS[code] } : null);

const TRANSACTIONS = [
  tx('2024-01-02', 'AAA', 'buy', '10', '100.00', '5'),
  tx('2024-02-01', 'AAA', 'buy', '20', '110,50', '7.25'),
  tx('2024-03-01', 'AAA', 'sell', '15', '120.10', '4.99'),
  tx('2024-03-15', 'AAA', 'dividend', null, '12.60', '1.89'),
  tx('2024-01-10', 'BBB', 'buy', '3', '15000', '1500'),
  tx('2024-04-01', 'BBB', 'split', '2', null),
  tx('2024-05-02', 'BBB', 'sell', '1', '8100', '75'),
  tx('2024-06-01', 'BBB', 'fee', null, '250'),
  tx('2024-02-20', 'CCC', 'buy', '2.5', '10000.4'),
];

describe('positions (FIFO, fees, split, dividends)', () => {
  const { positions, totals } = positionsOf(TRANSACTIONS, find);
  const of = (code: string) => positions.find((p) => p.code === code);

  it('sells across lots oldest first: sell fees cut the proceeds, buy fees are in the lots', () => {
    // Lots: 10 costing 1000 + 5 = 1005.00; 20 costing 2210 + 7.25 = 2217.25.
    // Sell 15 @ 120.10 − 4.99: proceeds 1796.51; FIFO cost 1005.00 + 2217.25 × 5/20 (554.3125 → 554.31).
    expect(of('AAA')).toMatchObject({
      currency: 'EUR',
      quantity: 15,
      costBasis: 1662.94, // 2217.25 − 554.31
      realized: 237.2, // 1796.51 − 1559.31
      dividends: 10.71, // 12.60 − 1.89
      lastPrice: 125.33,
      priceDay: '2024-03-28',
      marketValue: 1879.95, // 15 × 125.33
      unrealized: 217.01,
      dayChange: 19.95, // 15 × (125.33 − 124)
      weight: 1,
    });
    expect(of('AAA')?.averageCost).toBeCloseTo(1662.94 / 15, 12);
    expect(of('AAA')?.unrealizedPct).toBeCloseTo(217.01 / 1662.94, 12);
  });

  it('a split multiplies the lots, keeps their cost; a fee transaction is a realized loss (XOF: no minor unit)', () => {
    // 3 @ 15000 + 1500 = 46500 → split 2: 6 costing 46500; sell 1 @ 8100 − 75 = 8025 against 46500 / 6 = 7750.
    expect(of('BBB')).toMatchObject({
      currency: 'XOF',
      quantity: 5,
      costBasis: 38750,
      realized: 25, // 8025 − 7750 − 250
      marketValue: 41000,
      unrealized: 2250,
      dayChange: 1000,
    });
  });

  it('a missing price leaves the value unknown and its currency total incomplete, with the reason', () => {
    expect(of('CCC')).toMatchObject({
      kind: 'fund',
      quantity: 2.5,
      costBasis: 25001,
      marketValue: null,
      unrealized: null,
      lastPrice: null,
      weight: null,
    });
    const xof = totals.find((t) => t.currency === 'XOF');
    expect(xof).toMatchObject({
      complete: false,
      reasons: ['CCC: no cached price'],
      costBasis: 63751,
      marketValue: 41000,
      unrealized: 2250,
      realized: 25,
      dayChange: null,
    });
    expect(of('BBB')?.weight).toBeNull(); // a weight of an incomplete total would mislead
  });

  it('says when a security is not in the current data source at all (a portfolio follows the user across sources)', () => {
    const {
      positions: [elsewhere],
      totals: [total],
    } = positionsOf([tx('2024-01-02', 'ZZZ', 'buy', '1', '10')], find);
    expect(elsewhere).toMatchObject({ code: 'ZZZ', id: null, marketValue: null });
    expect(total).toMatchObject({ complete: false, reasons: ["ZZZ: not in this data source's cache"] });
  });

  it('keeps one total per currency, never adding XOF to EUR', () => {
    expect(totals.map((t) => t.currency)).toEqual(['EUR', 'XOF']);
    expect(totals.find((t) => t.currency === 'EUR')).toMatchObject({
      costBasis: 1662.94,
      marketValue: 1879.95,
      unrealized: 217.01,
      realized: 237.2,
      dividends: 10.71,
      dayChange: 19.95,
      complete: true,
      reasons: [],
    });
  });

  it('sums money exactly where floating point would drift (0.1 + 0.1 + 0.1)', () => {
    const thirds = ['2024-01-02', '2024-01-03', '2024-01-04'].map((d) => tx(d, 'DDD', 'buy', '1', '0.1'));
    const [position] = positionsOf(thirds, find).positions;
    expect(position).toMatchObject({ costBasis: 0.3, marketValue: 0.3, unrealized: 0 });
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
  });

  it('rounds a product to the minor unit once, half away from zero', () => {
    const [xof] = positionsOf([tx('2024-01-02', 'BBB', 'buy', '3', '1234.5')], find).positions;
    expect(xof?.costBasis).toBe(3704); // 3703.5
    const [eur] = positionsOf([tx('2024-01-02', 'AAA', 'buy', '1', '0.125')], find).positions;
    expect(eur?.costBasis).toBe(0.13);
    // In binary floating point 1.005 × 100 is 100.49999999999999, which would round down to 1.00.
    const [exact] = positionsOf([tx('2024-01-02', 'AAA', 'buy', '1', '1.005')], find).positions;
    expect(exact?.costBasis).toBe(1.01);
  });

  it('refuses a sale of more than is held', () => {
    expect(() => positionsOf([tx('2024-01-02', 'AAA', 'buy', '1', '1'), tx('2024-01-03', 'AAA', 'sell', '2', '1')], find)).toThrow(
      'sells 2 AAA on 2024-01-03 while 1 are held',
    );
  });
});
