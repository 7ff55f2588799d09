// Replays transactions into holdings: FIFO lots, realized P&L, dividends. The rules:
// - a buy opens a lot costing quantity × price + its fees (buy fees are part of the lot's cost);
// - a sell takes the oldest lots first; proceeds are quantity × price − its fees; realized P&L is
//   proceeds − the cost of what was taken. The part of a lot sold costs cost × sold / quantity
//   (rounded to the minor unit) and the lot keeps the rest, so no minor unit is lost or made;
// - a dividend adds its cash amount, net of its fees; a fee transaction (amount + fees) is a
//   realized loss; a split multiplies every lot's quantity by its ratio, costs unchanged;
// - selling more than is held is refused.
import { fixedText, minorDigits, parseDecimal, productMinor, roundDiv, toMinor, type Fixed, type Minor } from './money';
import type { SecurityKind, TransactionDraft } from './types';

interface Lot {
  day: string;
  quantity: Fixed;
  cost: Minor;
}

export interface Holding {
  kind: SecurityKind;
  code: string;
  title: string;
  currency: string | null;
  /** Digits of the currency's minor unit. */
  digits: number;
  lots: Lot[];
  realized: Minor;
  dividends: Minor;
  /** The price of the latest buy or sell (split-adjusted): a price for days before any cached one. */
  tradePrice: Fixed | null;
}

/** Money that crossed the portfolio's edge in one transaction, for the time-weighted return. */
export interface Flow {
  /** Put in (a buy's cost). */
  invested: Minor;
  /** Taken out (sale proceeds, dividends; a fee counts as negative). */
  withdrawn: Minor;
}

/** A transaction that cannot be applied, and why. */
class LedgerError extends Error {}

/** The identity of a security across sources. */
export const securityKey = (t: { kind: SecurityKind; code: string }): string => `${t.kind}:${t.code.toUpperCase()}`;

const held = (h: Holding): Fixed => h.lots.reduce((sum, lot) => sum + lot.quantity, 0n);

interface Numbers {
  quantity: Fixed | null;
  price: Fixed | null;
  fees: Fixed;
}

/** The draft's decimals, checked against its side; the reason when one is wrong or missing. */
export function draftNumbers(t: Pick<TransactionDraft, 'side' | 'quantity' | 'price' | 'fees'>): Numbers | string {
  const read = (name: string, text: string | null, wanted: boolean): Fixed | null | string => {
    if (!wanted) return text === null || text.trim() === '' ? null : `${name} must be empty for a ${t.side}`;
    if (text === null || text.trim() === '') return `${name} is missing`;
    const value = parseDecimal(text);
    if (value === null) return `${name} "${text}" is not a number (at most 12 decimals; a point or a comma)`;
    if (value < 0n) return `${name} must not be negative`;
    return value;
  };
  const quantity = read(t.side === 'split' ? 'ratio (quantity)' : 'quantity', t.quantity, t.side !== 'dividend' && t.side !== 'fee');
  if (typeof quantity === 'string') return quantity;
  const price = read(t.side === 'dividend' || t.side === 'fee' ? 'amount (price)' : 'price', t.price, t.side !== 'split');
  if (typeof price === 'string') return price;
  const fees = t.fees.trim() === '' ? 0n : parseDecimal(t.fees);
  if (fees === null) return `fees "${t.fees}" is not a number`;
  if (fees < 0n) return 'fees must not be negative';
  if ((t.side === 'buy' || t.side === 'sell' || t.side === 'split') && quantity === 0n)
    return `${t.side === 'split' ? 'the ratio' : 'quantity'} must be more than 0`;
  return { quantity, price, fees };
}

export class Ledger {
  readonly holdings = new Map<string, Holding>();

  /** Applies one transaction (in date order); throws LedgerError when it cannot be. */
  apply(t: TransactionDraft): Flow {
    const numbers = draftNumbers(t);
    if (typeof numbers === 'string') throw new LedgerError(numbers);
    const key = securityKey(t);
    const digits = minorDigits(t.currency);
    let h = this.holdings.get(key);
    if (!h) {
      h = {
        kind: t.kind,
        code: t.code,
        title: t.title,
        currency: t.currency,
        digits,
        lots: [],
        realized: 0n,
        dividends: 0n,
        tradePrice: null,
      };
      this.holdings.set(key, h);
    }
    const { quantity, price, fees } = numbers;
    const feeMinor = toMinor(fees, h.digits);
    switch (t.side) {
      case 'buy': {
        const cost = productMinor(quantity ?? 0n, price ?? 0n, h.digits) + feeMinor;
        h.lots.push({ day: t.day, quantity: quantity ?? 0n, cost });
        h.tradePrice = price;
        return { invested: cost, withdrawn: 0n };
      }
      case 'sell': {
        const proceeds = productMinor(quantity ?? 0n, price ?? 0n, h.digits) - feeMinor;
        h.realized += proceeds - this.takeFifo(h, quantity ?? 0n, t.day);
        h.tradePrice = price;
        return { invested: 0n, withdrawn: proceeds };
      }
      case 'dividend': {
        const net = toMinor(price ?? 0n, h.digits) - feeMinor;
        h.dividends += net;
        return { invested: 0n, withdrawn: net };
      }
      case 'fee': {
        const cost = toMinor(price ?? 0n, h.digits) + feeMinor;
        h.realized -= cost;
        return { invested: 0n, withdrawn: -cost };
      }
      case 'split': {
        const ratio = quantity ?? 1n;
        const scale = 10n ** 12n;
        for (const lot of h.lots) lot.quantity = roundDiv(lot.quantity * ratio, scale);
        if (h.tradePrice !== null) h.tradePrice = roundDiv(h.tradePrice * scale, ratio);
        h.realized -= feeMinor;
        return { invested: 0n, withdrawn: -feeMinor };
      }
    }
  }

  /** Removes `quantity` from the oldest lots; the cost of what was removed. */
  private takeFifo(h: Holding, quantity: Fixed, day: string): Minor {
    const available = held(h);
    if (quantity > available)
      throw new LedgerError(`sells ${fixedText(quantity)} ${h.code} on ${day} while ${fixedText(available)} are held`);
    let left = quantity;
    let cost = 0n;
    while (left > 0n) {
      const lot = h.lots[0];
      if (!lot) break; // unreachable: checked against what is held above
      const taken = left < lot.quantity ? left : lot.quantity;
      const part = taken === lot.quantity ? lot.cost : roundDiv(lot.cost * taken, lot.quantity);
      cost += part;
      lot.cost -= part;
      lot.quantity -= taken;
      left -= taken;
      if (lot.quantity === 0n) h.lots.shift();
    }
    return cost;
  }
}

/** What one holding amounts to now. */
export function holdingTotals(h: Holding): { quantity: Fixed; cost: Minor } {
  return { quantity: held(h), cost: h.lots.reduce((sum, lot) => sum + lot.cost, 0n) };
}

/** Transactions in the order they are applied: by day, then as entered (stable). */
export const chronological = <T extends { day: string }>(transactions: readonly T[]): T[] =>
  [...transactions].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

/**
 * Replays transactions (each with where it came from) in date order; the first that cannot be
 * applied is reported with its origin, or null when all can be.
 */
export function firstFailure<T extends TransactionDraft>(transactions: readonly T[]): { at: T; reason: string } | null {
  const ledger = new Ledger();
  for (const t of chronological(transactions)) {
    try {
      ledger.apply(t);
    } catch (err) {
      if (err instanceof LedgerError) return { at: t, reason: err.message };
      throw err;
    }
  }
  return null;
}
