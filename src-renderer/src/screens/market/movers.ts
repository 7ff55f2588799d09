// The day's movers among a set of shares: top gainers and losers by last variation, and the
// most traded by last volume. Absent values never rank; ties read alphabetically.
import type { Share } from '../../../../src-main/ipc/contract';
import { shareCode } from '../../commands/share-ref';

export interface Mover {
  share: Share;
  code: string;
  value: number;
}

export interface Movers {
  gainers: Mover[];
  losers: Mover[];
  volume: Mover[];
}

const MOVERS_COUNT = 5;

/**
 * The first `count` shares whose `pick` value passes `keep`, best first by `order`, then by code
 * (so equal values always list in the same order).
 */
function rank(
  shares: readonly Share[],
  pick: (share: Share) => number | null,
  keep: (value: number) => boolean,
  order: 1 | -1,
  count: number,
): Mover[] {
  const movers: Mover[] = [];
  for (const share of shares) {
    const value = pick(share);
    if (value === null || !Number.isFinite(value) || !keep(value)) continue;
    movers.push({ share, code: shareCode(share), value });
  }
  movers.sort((a, b) => (a.value - b.value) * order || a.code.localeCompare(b.code));
  return movers.slice(0, count);
}

/** Gainers rose (> 0), losers fell (< 0): an unchanged share is neither. Volumes must be > 0. */
export function topMovers(shares: readonly Share[], count = MOVERS_COUNT): Movers {
  return {
    gainers: rank(
      shares,
      (s) => s.last_variation,
      (v) => v > 0,
      -1,
      count,
    ),
    losers: rank(
      shares,
      (s) => s.last_variation,
      (v) => v < 0,
      1,
      count,
    ),
    volume: rank(
      shares,
      (s) => s.last_volume,
      (v) => v > 0,
      -1,
      count,
    ),
  };
}
