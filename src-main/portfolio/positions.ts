// Positions and per-currency totals from the replayed ledger and the cached prices. Money is summed
// in minor units (exact); totals are per currency and never added across currencies; a total is
// incomplete, with the reason, when an open position has no cached price.
import { chronological, holdingTotals, Ledger, type Holding } from './ledger';
import { lastIndexAtOrBefore, type PriceTrack } from './prices';
import { fixedNumber, fixedOfNumber, minorNumber, productMinor, ratio, type Minor } from './money';
import type { CurrencyTotal, Position, SecurityKind, TransactionDraft } from './types';

/** A security as found in the current source's cache: its id and prices. */
interface Priced {
  id: number;
  track: PriceTrack;
}
export type FindPrices = (kind: SecurityKind, code: string) => Priced | null;

interface Row {
  position: Position;
  digits: number;
  cost: Minor;
  value: Minor | null;
  realized: Minor;
  dividends: Minor;
  dayChange: Minor | null;
  /** Why this row leaves its currency's total incomplete; null when it does not. */
  gap: string | null;
}

function rowOf(h: Holding, found: Priced | null): Row {
  const { quantity, cost } = holdingTotals(h);
  const latest = found?.track.latest ?? null;
  const open = quantity > 0n;
  const value = latest === null ? (open ? null : 0n) : productMinor(quantity, fixedOfNumber(latest.price), h.digits);
  let dayChange: Minor | null = open ? null : 0n;
  if (latest !== null && found && open) {
    const before = lastIndexAtOrBefore(found.track.days, latest.day) - 1;
    const previous = found.track.prices[before];
    if (previous !== undefined) dayChange = (value ?? 0n) - productMinor(quantity, fixedOfNumber(previous), h.digits);
  }
  const money = (m: Minor) => minorNumber(m, h.digits);
  const gap =
    !open || latest !== null ? null : found === null ? `${h.code}: not in this data source's cache` : `${h.code}: no cached price`;
  return {
    digits: h.digits,
    cost,
    value,
    realized: h.realized,
    dividends: h.dividends,
    dayChange,
    gap,
    position: {
      kind: h.kind,
      code: h.code,
      title: h.title,
      id: found?.id ?? null,
      currency: h.currency,
      quantity: fixedNumber(quantity),
      costBasis: money(cost),
      // cost / quantity as a price: (cost / 10^digits) / (quantity / 10^12).
      averageCost: open ? ratio(cost * 10n ** 12n, quantity * 10n ** BigInt(h.digits)) : null,
      lastPrice: latest?.price ?? null,
      priceDay: latest?.day ?? null,
      priceSource: latest?.source ?? null,
      marketValue: value === null ? null : money(value),
      unrealized: value === null ? null : money(value - cost),
      unrealizedPct: value === null || !open ? null : ratio(value - cost, cost),
      realized: money(h.realized),
      dividends: money(h.dividends),
      dayChange: dayChange === null ? null : money(dayChange),
      weight: null,
    },
  };
}

function totalOf(currency: string | null, rows: readonly Row[]): CurrencyTotal {
  const digits = rows[0]?.digits ?? 2;
  const sum = (pick: (r: Row) => Minor | null) => rows.reduce((s, r) => s + (pick(r) ?? 0n), 0n);
  const cost = sum((r) => r.cost);
  const value = sum((r) => r.value);
  const pricedCost = sum((r) => (r.value === null ? 0n : r.cost));
  const reasons = rows.flatMap((r) => (r.gap === null ? [] : [r.gap]));
  const complete = reasons.length === 0;
  if (complete) for (const r of rows) r.position.weight = r.value === null ? null : ratio(r.value, value);
  return {
    currency,
    costBasis: minorNumber(cost, digits),
    marketValue: minorNumber(value, digits),
    unrealized: minorNumber(value - pricedCost, digits),
    unrealizedPct: ratio(value - pricedCost, pricedCost),
    realized: minorNumber(
      sum((r) => r.realized),
      digits,
    ),
    dividends: minorNumber(
      sum((r) => r.dividends),
      digits,
    ),
    dayChange: rows.some((r) => r.dayChange === null)
      ? null
      : minorNumber(
          sum((r) => r.dayChange),
          digits,
        ),
    complete,
    reasons,
  };
}

/** Positions (in the order first traded) and one total per currency (in order of first appearance). */
export function positionsOf(
  transactions: readonly TransactionDraft[],
  find: FindPrices,
): { positions: Position[]; totals: CurrencyTotal[] } {
  const ledger = new Ledger();
  for (const t of chronological(transactions)) ledger.apply(t);
  const rows = [...ledger.holdings.values()].map((h) => rowOf(h, find(h.kind, h.code)));
  const byCurrency = new Map<string | null, Row[]>();
  for (const row of rows) byCurrency.set(row.position.currency, [...(byCurrency.get(row.position.currency) ?? []), row]);
  const totals = [...byCurrency].map(([currency, of]) => totalOf(currency, of));
  return { positions: rows.map((r) => r.position), totals };
}
