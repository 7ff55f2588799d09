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

export class SearchIndex {
  private readonly remove;
  private readonly insert;
  private readonly query;

  constructor(db: Database.Database) {
    this.remove = db.prepare('DELETE FROM search WHERE kind = ? AND ref = ?');
    this.insert = db.prepare('INSERT INTO search (kind, ref, code, title) VALUES (?, ?, ?, ?)');
    // Code matches rank before title matches (bm25 weights), then shorter titles.
    this.query = db.prepare(
      `SELECT kind, ref, code, title FROM search WHERE search MATCH ? AND (? IS NULL OR kind = ?)
       ORDER BY bm25(search, 0, 0, 10, 1), length(title) LIMIT ?`,
    );
  }

  /** Replaces the entries of these records; call inside the transaction that stores them. */
  put(kind: SearchKind, entries: readonly SearchEntry[]): void {
    for (const e of entries) {
      this.remove.run(kind, String(e.ref));
      this.insert.run(kind, String(e.ref), e.code, e.title);
    }
  }

  find(text: string, options: { kind?: SearchKind; limit?: number } = {}): SearchHit[] {
    const match = toMatchQuery(text);
    if (!match) return [];
    const kind = options.kind ?? null;
    const rows = this.query.all(match, kind, kind, options.limit ?? 20) as { kind: SearchKind; ref: string; code: string; title: string }[];
    return rows.map((r) => ({ kind: r.kind, ref: Number(r.ref), code: r.code, title: r.title }));
  }
}

/** The words of a record worth finding it by, without blanks. */
export function codes(...values: ReadonlyArray<string | null | undefined>): string {
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').join(' ');
}
