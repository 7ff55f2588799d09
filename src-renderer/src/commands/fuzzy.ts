// "Did you mean": what is one or two typos away from what was typed, for mnemonics, names and
// function codes.

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost one (BAOF is one edit from BOAF, not two).
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** How many typos a word of this length may carry and still be recognised. */
function tolerance(length: number): number {
  return length <= 2 ? 0 : length <= 5 ? 1 : length <= 9 ? 2 : 3;
}

/**
 * The candidates whose words are within a typo of `typed` (case and accents aside), closest first,
 * at most `limit`. `words` gives each candidate's names: codes, the whole name, its words.
 */
export function closest<T>(typed: string, candidates: readonly T[], words: (c: T) => readonly string[], limit = 3): T[] {
  const wanted = fold(typed);
  const max = tolerance(wanted.length);
  if (max === 0) return [];
  const scored: { c: T; d: number }[] = [];
  for (const c of candidates) {
    let d = Infinity;
    for (const w of words(c)) {
      const word = fold(w);
      if (word && Math.abs(word.length - wanted.length) <= max) d = Math.min(d, editDistance(wanted, word));
    }
    if (d <= max && d > 0) scored.push({ c, d });
  }
  return scored
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((s) => s.c);
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().trim();
}
