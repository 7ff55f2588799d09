// Group commit for the sync's writes. Every commit costs the writer a WAL write (and, each
// thousand pages, a checkpoint): thousands of small requests each committing their page and then
// their freshness row spent more time committing than storing. While a group is open, each write
// keeps its own transaction (better-sqlite3 nests it as a savepoint: all of it or none, its journal
// rows with it) and the group commits them together, at most `maxAgeMs` later. A crash loses the
// whole group, freshness rows included, so what was lost is simply fetched again.
import type Database from 'better-sqlite3';

/** Told once the writes made so far are committed (null), or lost with their group (why). */
type AfterCommit = (error: string | null) => void;

interface Group {
  timer: NodeJS.Timeout;
  after: AfterCommit[];
}

export class WriteGroup {
  private open: Group | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly maxAgeMs = 20,
  ) {}

  /** Opens a group unless one is open (or another transaction is under way): writes until its commit share it. */
  enter(): void {
    if (this.open && !this.db.inTransaction) this.settle(this.open, 'the write group was rolled back by SQLite'); // e.g. a full disk
    if (this.open || this.db.inTransaction) return;
    this.db.exec('BEGIN IMMEDIATE');
    this.open = { timer: setTimeout(() => this.flush(), this.maxAgeMs), after: [] };
  }

  /** Calls `callback` once everything written so far is committed: at once when no group is open. */
  afterCommit(callback: AfterCommit): void {
    if (this.open) this.open.after.push(callback);
    else callback(null);
  }

  /** Commits the open group now (before a write whose caller is told it is committed, and on close). */
  flush(): void {
    const group = this.open;
    if (!group) return;
    if (!this.db.inTransaction) return this.settle(group, 'the write group was rolled back by SQLite');
    try {
      this.db.exec('COMMIT');
    } catch (err) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      return this.settle(group, `the write group could not be committed: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.settle(group, null);
  }

  private settle(group: Group, error: string | null): void {
    clearTimeout(group.timer);
    this.open = null;
    for (const callback of group.after) callback(error);
  }
}
