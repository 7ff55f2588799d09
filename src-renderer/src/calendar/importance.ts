// Importance of an event as a trader ranks it: HIGH first; a holiday closes a market for the day,
// so it ranks with HIGH.
import type { Importance } from '../../../src-main/ipc/contract';
import { msg, t } from '../i18n';

const IMPORTANCE_RANK: Record<Importance, number> = { HOLIDAY: 3, HIGH: 3, MEDIUM: 2, LOW: 1 };

/** Marks shown for an importance: ●●● for HIGH … ● for LOW; a holiday is a word, not marks. */
export function importanceMarks(importance: Importance | null | undefined): number {
  return importance === 'HIGH' ? 3 : importance === 'MEDIUM' ? 2 : importance === 'LOW' ? 1 : 0;
}

const IMPORTANCE_WORDS: Readonly<Record<Importance, string>> = {
  HIGH: msg('HIGH'),
  MEDIUM: msg('MEDIUM'),
  LOW: msg('LOW'),
  HOLIDAY: msg('HOLIDAY'),
};

/** An importance as a word in the UI language (HIGH, or ÉLEVÉE in French). */
export function importanceWord(importance: Importance): string {
  return t(IMPORTANCE_WORDS[importance]);
}

export function rankOf(importance: Importance | null | undefined): number {
  return importance ? IMPORTANCE_RANK[importance] : 0;
}
