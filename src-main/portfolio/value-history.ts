// The portfolio's value day by day in one currency, and its cumulative time-weighted return (TWR).
//
// Days: every day from the first transaction on which a transaction happened or a held security
// has a cached price. A security's price on a day is its latest cached price on or before that day
// (carried over days without one), else the price of its latest trade (split-adjusted).
// Value: Σ quantity × price, each rounded to the minor unit.
// Return: each day's return is r = (V + W) / (V₋₁ + I) − 1, where V₋₁ is the previous day's
// value, I what was invested that day (buys with their fees: counted from the start of the day) and
// W what was taken out (sale proceeds net of fees, dividends; fees count negative: at its end).
// A day with nothing invested returns 0. The cumulative return chains them: Π(1 + r) − 1, so
// money put in or taken out does not count as performance.
import { chronological, holdingTotals, Ledger, securityKey } from './ledger';
import { fixedOfNumber, minorDigits, minorNumber, productMinor, type Minor } from './money';
import type { FindPrices } from './positions';
import { lastIndexAtOrBefore, type PriceTrack } from './prices';
import type { TransactionDraft } from './types';

export interface ValueColumns {
  days: string[];
  value: number[];
  cumulativeReturn: number[];
}

export function valueHistory(transactions: readonly TransactionDraft[], find: FindPrices, currency: string | null): ValueColumns {
  const own = chronological(transactions.filter((t) => t.currency === currency));
  const digits = minorDigits(currency);
  const tracks = new Map<string, PriceTrack>();
  for (const t of own) {
    const key = securityKey(t);
    if (!tracks.has(key)) tracks.set(key, find(t.kind, t.code)?.track ?? { days: [], prices: [], latest: null });
  }
  const first = own[0]?.day;
  if (first === undefined) return { days: [], value: [], cumulativeReturn: [] };
  const daySet = new Set(own.map((t) => t.day));
  for (const track of tracks.values()) for (const day of track.days) if (day >= first) daySet.add(day);
  const days = [...daySet].sort();

  const ledger = new Ledger();
  const out: ValueColumns = { days, value: [], cumulativeReturn: [] };
  let next = 0;
  let previous: Minor = 0n;
  let growth = 1;
  for (const day of days) {
    let invested = 0n;
    let withdrawn = 0n;
    for (; next < own.length && own[next]?.day === day; next++) {
      const flow = ledger.apply(own[next] as TransactionDraft);
      invested += flow.invested;
      withdrawn += flow.withdrawn;
    }
    let value = 0n;
    for (const [key, holding] of ledger.holdings) {
      const { quantity } = holdingTotals(holding);
      if (quantity === 0n) continue;
      const track = tracks.get(key);
      const at = track ? lastIndexAtOrBefore(track.days, day) : -1;
      const cached = at >= 0 ? track?.prices[at] : undefined;
      const price = cached !== undefined ? fixedOfNumber(cached) : holding.tradePrice;
      if (price !== null) value += productMinor(quantity, price, digits);
    }
    const base = previous + invested;
    if (base > 0n) growth *= Number(value + withdrawn) / Number(base);
    out.value.push(minorNumber(value, digits));
    out.cumulativeReturn.push(growth - 1);
    previous = value;
  }
  return out;
}
