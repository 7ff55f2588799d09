// Rank and quartile of a fund among its peers: 1 is the best, equal figures share a rank
// (standard competition ranking: 1, 2, 2, 4), quartile = ⌈percentile / 25⌉ with
// percentile = 100 · rank / peers. Under four peers a quartile says nothing (the only fund would be
// "4th quartile"), so it is null there and the rank "1 of 1" is all there is.

export interface Standing {
  rank: number;
  /** Peers with a figure, the fund included. */
  of: number;
  /** Null when fewer than MIN_PEERS_FOR_QUARTILE peers have the figure. */
  quartile: 1 | 2 | 3 | 4 | null;
}

const MIN_PEERS_FOR_QUARTILE = 4;

/**
 * The standing of every member with a figure; members without one get none. `higherIsBetter`
 * is true for returns and Sharpe ratios, false for volatility.
 */
export function standings<K>(figures: ReadonlyMap<K, number | null>, higherIsBetter = true): Map<K, Standing> {
  const present = [...figures].filter((e): e is [K, number] => e[1] !== null && Number.isFinite(e[1]));
  const sorted = present.map(([, v]) => v).sort((a, b) => (higherIsBetter ? b - a : a - b));
  const out = new Map<K, Standing>();
  for (const [key, value] of present) {
    const rank = sorted.indexOf(value) + 1;
    out.set(key, {
      rank,
      of: sorted.length,
      quartile:
        sorted.length < MIN_PEERS_FOR_QUARTILE
          ? null
          : (Math.min(4, Math.max(1, Math.ceil((100 * rank) / sorted.length / 25))) as NonNullable<Standing['quartile']>),
    });
  }
  return out;
}
