// Shareholders as parts of the capital: the declared holdings, largest first, and what is left
// to 100 % (the free float and holders below the disclosure threshold).
import type { Shareholder } from '../../../../src-main/ipc/contract';
import { t } from '../../i18n';

interface Holding {
  name: string;
  /** Percent of the capital (63.69 = 63.69 %). */
  share: number;
  /** The remainder to 100 %, not a declared holder. */
  rest: boolean;
}

export interface Holdings {
  parts: Holding[];
  /** Sum of the declared holdings (percent). */
  declared: number;
  /** What the bar spans: 100, or more if the declared holdings add up to more (bad data). */
  total: number;
}

/** Below this (percent points) the remainder is rounding noise, not a part. */
const NOISE = 0.005;

export function holdingsOf(rows: readonly Pick<Shareholder, 'name' | 'share'>[], restLabel = t('Free float / other')): Holdings {
  const declared = rows
    .filter((row) => typeof row.share === 'number' && Number.isFinite(row.share) && row.share > 0)
    .map((row) => ({ name: row.name?.trim() || t('Unnamed holder'), share: row.share as number, rest: false }))
    .sort((a, b) => b.share - a.share);
  const sum = declared.reduce((total, part) => total + part.share, 0);
  const remainder = 100 - sum;
  // Without any declared holder there is nothing to show a remainder of.
  const parts = declared.length > 0 && remainder > NOISE ? [...declared, { name: restLabel, share: remainder, rest: true }] : declared;
  return { parts, declared: sum, total: Math.max(100, sum) };
}
