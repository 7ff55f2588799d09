// The command bar's index: securities, events and countries by code and name, prefix-matched
// with FTS5 so a keystroke costs well under a millisecond over tens of thousands of names.
import type Database from 'better-sqlite3';
import type { SearchKind } from './datasets';
import type { SearchHit } from './types';

export type { SearchHit } from './types';
export type { SearchKind } from './datasets';

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
  private readonly removeCode;
  private readonly insertCode;
  private readonly query;
  private readonly queryCode;
  private readonly range;
  private readonly holders;
  private readonly nextDay;
  private readonly lastDay;

  constructor(db: Database.Database) {
    this.remove = db.prepare('DELETE FROM search WHERE rowid = ?');
    this.insert = db.prepare('INSERT INTO search (rowid, kind, ref, code, title) VALUES (?, ?, ?, ?, ?)');
    this.removeCode = db.prepare('DELETE FROM search_code WHERE rowid = ?');
    this.insertCode = db.prepare('INSERT INTO search_code (rowid, code) VALUES (?, ?)');
    // No ORDER BY: FTS5 then stops after the first candidates instead of ranking every match
    // (a one-letter prefix matches thousands). Candidates are ranked in JS below.
    this.query = db.prepare('SELECT rowid, kind, ref, code, title FROM search WHERE search MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?');
    // Codes through their own index (see migration 008), each then fetched by rowid.
    this.queryCode = db.prepare(
      `SELECT s.rowid AS rowid, s.kind AS kind, s.ref AS ref, s.code AS code, s.title AS title
       FROM search_code AS c JOIN search AS s ON s.rowid = c.rowid
       WHERE search_code MATCH ? AND c.rowid BETWEEN ? AND ? LIMIT ?`,
    );
    // Read from the index's content table (FTS5 keeps the columns there as c0… in declared order):
    // FTS5 answers a rowid range of its own table by a scan, 10 ms for the 460 shares at 10×.
    this.range = db.prepare(
      'SELECT c0 AS kind, c1 AS ref, c2 AS code, c3 AS title FROM search_content WHERE id BETWEEN ? AND ? ORDER BY id LIMIT ?',
    );
    this.holders = db.prepare('SELECT code FROM search_code WHERE search_code MATCH ? AND rowid BETWEEN ? AND ?');
    // A series' day is looked up on its own: the candidates above are the oldest matches (rowid
    // order), so a long series' coming releases are seldom among them.
    const ofSeries = `SELECT events.id AS id, events.day AS day FROM events JOIN search ON search.rowid = events.id + ${rowidOf('event', 0)}
       WHERE events.title = ? AND search.code = ?`;
    this.nextDay = db.prepare(`${ofSeries} AND events.day >= ? ORDER BY events.day, events.id LIMIT 1`);
    this.lastDay = db.prepare(`${ofSeries} AND events.day IS NOT NULL ORDER BY events.day DESC, events.id DESC LIMIT 1`);
  }

  /** Shares and funds one of whose codes (mnemonic, ISIN, …) is exactly `code`, whatever its case. */
  securitiesByCode(code: string): SearchHit[] {
    const wanted = code.trim().toUpperCase();
    if (!/[\p{L}\p{N}]/u.test(wanted)) return [];
    const rows = this.queryCode.all(`"${wanted.replace(/"/g, '""')}"`, rowidOf('share', 0), rowidOf('fund', SLOT_SIZE - 1), 100) as Row[];
    return rows
      .filter((r) => r.code.toUpperCase().split(' ').includes(wanted))
      .map((r) => ({ kind: r.kind, ref: Number(r.ref), code: r.code, title: r.title }));
  }

  /**
   * The shares whose mnemonic no other share or fund holds as any of its codes. Such a mnemonic
   * names that share whatever else the index holds (an exact code ranks a share or fund before any
   * country or event), so the command line can resolve it without a search.
   */
  shareMnemonics(): SearchHit[] {
    const shares = this.securities({ kind: 'share' });
    const wanted = [...new Set(shares.map(mnemonicOf))].filter((code) => /[\p{L}\p{N}]/u.test(code));
    if (wanted.length === 0) return [];
    const held = new Map<string, number>();
    const match = wanted.map((code) => `"${code.replace(/"/g, '""')}"`).join(' OR ');
    for (const { code } of this.holders.all(match, rowidOf('share', 0), rowidOf('fund', SLOT_SIZE - 1)) as { code: string }[]) {
      for (const one of new Set(code.toUpperCase().split(' '))) held.set(one, (held.get(one) ?? 0) + 1);
    }
    return shares.filter((share) => held.get(mnemonicOf(share)) === 1);
  }

  /** Replaces the entries of these records; call inside the transaction that stores them. */
  put(kind: SearchKind, entries: readonly SearchEntry[]): void {
    for (const e of entries) {
      const rowid = rowidOf(kind, e.ref);
      this.remove.run(rowid);
      this.removeCode.run(rowid);
      this.insert.run(rowid, kind, String(e.ref), e.code, e.title);
      this.insertCode.run(rowid, e.code);
    }
  }

  /** Removes the entries of these records; call inside the transaction that removes them. */
  drop(kind: SearchKind, refs: readonly number[]): void {
    for (const ref of refs) {
      this.remove.run(rowidOf(kind, ref));
      this.removeCode.run(rowidOf(kind, ref));
    }
  }

  /**
   * Prefix search, best first: an exact code, then securities (shares and funds) before countries
   * and events; within each, a code that starts with the text, then a name that starts with it,
   * then any word match, shorter names first. The events of one series (same zone and title) are
   * one hit: the next to come (from `today`, YYYY-MM-DD), else the latest, with its day.
   */
  find(text: string, options: { kind?: SearchKind; limit?: number; today?: string } = {}): SearchHit[] {
    const match = toMatchQuery(text);
    if (!match) return [];
    const lo = options.kind ? rowidOf(options.kind, 0) : 0;
    const hi = options.kind ? rowidOf(options.kind, SLOT_SIZE - 1) : Number.MAX_SAFE_INTEGER;
    const rows = new Map<number, Row>();
    // Code matches are asked for on their own so that they are never crowded out by names.
    for (const row of this.queryCode.all(match, lo, hi, CANDIDATES) as Row[]) rows.set(row.rowid, row);
    for (const row of this.query.all(match, lo, hi, CANDIDATES) as Row[]) rows.set(row.rowid, row);
    const wanted = text.trim().toUpperCase();
    // Codes are space-separated: compared padded with spaces, without splitting each row's codes.
    const exact = ` ${wanted} `;
    const prefix = ` ${wanted}`;
    const oneWord = !/\s/.test(wanted); // several words are never one code
    const rank = (r: Row): number => {
      const codes = ` ${r.code.toUpperCase()} `;
      if (oneWord && codes.includes(exact)) return 0;
      if (oneWord && codes.includes(prefix)) return 1;
      return r.title.toUpperCase().startsWith(wanted) ? 2 : 3;
    };
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    return oneHitPerSeries([...rows.values()])
      .map((row) => ({ row, score: rank(row) }))
      .sort(
        (a, b) =>
          Number(a.score > 0) - Number(b.score > 0) ||
          KIND_TIER[a.row.kind] - KIND_TIER[b.row.kind] ||
          a.score - b.score ||
          a.row.title.length - b.row.title.length ||
          a.row.rowid - b.row.rowid,
      )
      .slice(0, options.limit ?? 20)
      .map(({ row }) => {
        const hit = { kind: row.kind, ref: Number(row.ref), code: row.code, title: row.title };
        if (row.kind !== 'event') return hit;
        const day = this.seriesDay(row, today);
        return { ...hit, ref: day?.id ?? hit.ref, date: day?.day ?? null };
      });
  }

  /** The series' next release from `today` (YYYY-MM-DD), else its latest. */
  private seriesDay(row: Row, today: string): { id: number; day: string } | undefined {
    return (this.nextDay.get(row.title, row.code, today) ?? this.lastDay.get(row.title, row.code)) as
      { id: number; day: string } | undefined;
  }

  /** Every cached share and fund (or one kind), in id order: for fuzzy "did you mean" and examples. */
  securities(options: { kind?: 'share' | 'fund'; limit?: number } = {}): SearchHit[] {
    const lo = rowidOf(options.kind ?? 'share', 0);
    const hi = rowidOf(options.kind ?? 'fund', SLOT_SIZE - 1);
    const rows = this.range.all(lo, hi, options.limit ?? -1) as Omit<Row, 'rowid'>[];
    return rows.map((r) => ({ kind: r.kind, ref: Number(r.ref), code: r.code, title: r.title }));
  }
}

type Row = { rowid: number; kind: SearchKind; ref: string; code: string; title: string };

/** A security's mnemonic (its first code), as the command line compares codes. */
const mnemonicOf = (hit: SearchHit): string => (hit.code.split(' ')[0] ?? '').toUpperCase();

/** The events of one series (same zone and title) are one hit: the first candidate stands for it. */
function oneHitPerSeries(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (row.kind !== 'event') return true;
    const key = `${row.code.toUpperCase()}\u0000${row.title.toUpperCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Securities before countries before events, when the text is not exactly one's code. */
const KIND_TIER: Record<SearchKind, number> = { share: 0, fund: 0, country: 1, event: 2 };
