// The command bar's index: securities, events and countries by code and name, prefix-matched
// with FTS5 so a keystroke costs well under a millisecond over tens of thousands of names.
import type Database from 'better-sqlite3';
import type { SearchHit, SearchKind } from './types';

export type { SearchHit, SearchKind } from './types';

export interface SearchEntry {
  ref: number;
  /** Codes, space-separated: mnemonic first, then ISIN and other identifiers. */
  code: string;
  title: string;
}

/** Turns what the user typed into an FTS5 query: every word must prefix-match, quotes escaped. */
export function toMatchQuery(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .split(/[\s"'()*:^+\-.,;/\\]+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(' ');
}

const KIND_SLOT: Record<SearchKind, number> = { share: 1, fund: 2, event: 3, country: 4 };
const SLOT_SIZE = 10_000_000_000;
/** Candidates read per query before ranking: enough for a command bar's suggestions. */
const CANDIDATES = 100;

/**
 * Each entry's FTS rowid is derived from its kind and id, so replacing one is a rowid lookup:
 * a WHERE on FTS columns would scan the whole index for every record stored.
 */
function rowidOf(kind: SearchKind, ref: number): number {
  return KIND_SLOT[kind] * SLOT_SIZE + ref;
}

export class SearchIndex {
  private readonly remove;
  private readonly insert;
  private readonly query;

  constructor(db: Database.Database) {
    this.remove = db.prepare('DELETE FROM search WHERE rowid = ?');
    this.insert = db.prepare('INSERT INTO search (rowid, kind, ref, code, title) VALUES (?, ?, ?, ?, ?)');
    // No ORDER BY: FTS5 then stops after the first candidates instead of ranking every match
    // (a one-letter prefix matches thousands). Candidates are ranked in JS below.
    this.query = db.prepare('SELECT rowid, kind, ref, code, title FROM search WHERE search MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?');
  }

  /** Replaces the entries of these records; call inside the transaction that stores them. */
  put(kind: SearchKind, entries: readonly SearchEntry[]): void {
    for (const e of entries) {
      const rowid = rowidOf(kind, e.ref);
      this.remove.run(rowid);
      this.insert.run(rowid, kind, String(e.ref), e.code, e.title);
    }
  }

  /**
   * Prefix search, best first: an exact code, then a code that starts with the text, then a
   * name that starts with it, then any word match; shorter names first within each.
   */
  find(text: string, options: { kind?: SearchKind; limit?: number } = {}): SearchHit[] {
    const match = toMatchQuery(text);
    if (!match) return [];
    const lo = options.kind ? rowidOf(options.kind, 0) : 0;
    const hi = options.kind ? rowidOf(options.kind, SLOT_SIZE - 1) : Number.MAX_SAFE_INTEGER;
    type Row = { rowid: number; kind: SearchKind; ref: string; code: string; title: string };
    const rows = new Map<number, Row>();
    // Code matches are asked for on their own so that they are never crowded out by names.
    for (const q of [`code : (${match})`, match]) {
      for (const row of this.query.all(q, lo, hi, CANDIDATES) as Row[]) rows.set(row.rowid, row);
    }
    const wanted = text.trim().toUpperCase();
    const rank = (r: Row): number => {
      const codes = r.code.toUpperCase().split(' ');
      if (codes.includes(wanted)) return 0;
      if (codes.some((c) => c.startsWith(wanted))) return 1;
      return r.title.toUpperCase().startsWith(wanted) ? 2 : 3;
    };
    return [...rows.values()]
      .map((r) => ({ r, score: rank(r) }))
      .sort((a, b) => a.score - b.score || a.r.title.length - b.r.title.length || a.r.rowid - b.r.rowid)
      .slice(0, options.limit ?? 20)
      .map(({ r }) => ({ kind: r.kind, ref: Number(r.ref), code: r.code, title: r.title }));
  }
}
