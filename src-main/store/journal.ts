// The change journal: what each sync run changed in this cache (tables: migration 004). The
// store's accessors call `record` inside the transaction of the write it describes, so a crash
// leaves the write and its journal rows both, or neither. A run is what the sync engine holds open
// (a burst of refreshes, a "make available offline" run, the CLI's sync); a write outside any
// held run is a run of its own.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import type { DatasetName } from './datasets';
import type { Change } from './journal-diff';
import type { SettingsStore } from './settings';
import type { ChangeRow, ChangeRun } from './types';

/** What an accessor calls inside its write's transaction: one dataset's `Journal.record`. */
export type RecordChanges = (parent: number | null, changes: readonly Change[]) => void;

const DAY_MS = 86_400_000;
const RETENTION_KEY = 'journal.retentionDays';
const DEFAULT_RETENTION_DAYS = 90;
const retentionDaysSchema = z.number().int().min(1).max(3650);

/** How many days of changes the journal keeps (a setting; 90 by default). */
export function readJournalRetention(settings: SettingsStore): number {
  return settings.get(RETENTION_KEY, retentionDaysSchema, DEFAULT_RETENTION_DAYS);
}

export interface ChangeQuery {
  /** 'last': the latest run's changes; else an ISO time: every run begun since. */
  since: string;
  datasets?: readonly DatasetName[] | undefined;
  /** Only the changes of this id (a top-level record, or a parent's lists and series). */
  id?: number | undefined;
  limit?: number | undefined;
}

/** A run held open: writes until `release` belong to it. */
export interface HeldRun {
  readonly at: string;
  release(): void;
}

interface StoredRow extends Omit<ChangeRow, 'before' | 'after'> {
  before: string | null;
  after: string | null;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

export class Journal {
  private holds = 0;
  private heldAt: string | null = null;
  /** The baseline row of each request in the current run, so its later pages add to it. */
  private baselineRows = new Map<string, number>();
  private baselineRun = -1;
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      insertRun: db.prepare('INSERT OR IGNORE INTO change_runs (at) VALUES (?)'),
      runOf: db.prepare('SELECT id FROM change_runs WHERE at = ?').pluck(),
      scope: db.prepare('SELECT run FROM change_scopes WHERE dataset = ? AND key = ?').pluck(),
      insertScope: db.prepare('INSERT INTO change_scopes (dataset, key, run) VALUES (?, ?, ?)'),
      insert: db.prepare(
        'INSERT INTO changes (run, dataset, record_id, key, change, field, before, after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      addToBaseline: db.prepare(
        `UPDATE changes SET after = CAST(after AS INTEGER) + ?
         WHERE id = ? AND run = ? AND dataset = ? AND change = 'baseline' AND record_id IS ?`,
      ),
      latest: db.prepare('SELECT id, at FROM change_runs ORDER BY id DESC LIMIT 1'),
      count: db.prepare('SELECT count(*) FROM changes WHERE run = ?').pluck(),
      countsByKind: db.prepare('SELECT change, count(*) AS n FROM changes WHERE run = ? GROUP BY change'),
      list: db.prepare(
        `SELECT r.at, c.dataset, c.record_id AS id, c.key, c.change, c.field, c.before, c.after
         FROM changes c JOIN change_runs r ON r.id = c.run
         WHERE (CASE WHEN @since IS NULL THEN c.run = (SELECT max(id) FROM change_runs) ELSE r.at >= @since END)
           AND (@datasets IS NULL OR c.dataset IN (SELECT value FROM json_each(@datasets)))
           AND (@id IS NULL OR c.record_id = @id)
         ORDER BY c.run, c.id LIMIT @limit`,
      ),
      pruneChanges: db.prepare('DELETE FROM changes WHERE run IN (SELECT id FROM change_runs WHERE at < ?)'),
      pruneRuns: db.prepare('DELETE FROM change_runs WHERE at < ?'),
    };
  }

  /** Opens (or joins) a run begun `now`: every write until the last hold is released belongs to it. */
  hold(now: Date): HeldRun {
    if (this.holds++ === 0) this.heldAt = now.toISOString();
    const at = this.heldAt ?? now.toISOString();
    let released = false;
    return {
      at,
      release: () => {
        if (released) return;
        released = true;
        if (--this.holds === 0) this.heldAt = null;
      },
    };
  }

  /**
   * Records what one write changed, inside that write's transaction. `parent`: the parent's id for
   * child datasets, null for top-level ones (whose change keys are record ids). The first write of
   * a request is its baseline: records new to it are counted into one "first seen" row.
   */
  record(dataset: DatasetName, parent: number | null, changes: readonly Change[]): void {
    const { statements: s } = this;
    const run = this.runId();
    const scopeKey = parent === null ? '' : String(parent);
    const scopeRun = s.scope.get(dataset, scopeKey) as number | undefined;
    if (scopeRun === undefined) s.insertScope.run(dataset, scopeKey, run);
    const baseline = scopeRun === undefined || scopeRun === run;
    let firstSeen = 0;
    for (const c of changes) {
      if (baseline && c.change === 'added') firstSeen++;
      else {
        const id = parent ?? Number(c.key);
        s.insert.run(run, dataset, id, parent === null ? null : c.key, c.change, c.field, json(c.before), json(c.after));
      }
    }
    if (firstSeen > 0) this.addToBaseline(run, dataset, parent, firstSeen);
  }

  /** The latest run and how many changes it recorded; null before the first. */
  latest(): ChangeRun | null {
    const run = this.statements.latest.get() as { id: number; at: string } | undefined;
    return run ? { at: run.at, changes: this.statements.count.get(run.id) as number } : null;
  }

  /** How many changes of each kind the run begun at `at` recorded (none: an empty object). */
  countsOf(at: string): Partial<Record<ChangeRow['change'], number>> {
    const id = this.statements.runOf.get(at) as number | undefined;
    if (id === undefined) return {};
    const rows = this.statements.countsByKind.all(id) as { change: ChangeRow['change']; n: number }[];
    return Object.fromEntries(rows.map((r) => [r.change, r.n]));
  }

  /** Changes oldest first (by run, then as recorded). */
  *list(query: ChangeQuery): Generator<ChangeRow> {
    const rows = this.statements.list.iterate({
      since: query.since === 'last' ? null : query.since,
      datasets: query.datasets?.length ? JSON.stringify(query.datasets) : null,
      id: query.id ?? null,
      limit: query.limit ?? -1,
    }) as Iterable<StoredRow>;
    for (const row of rows) yield { ...row, before: parsed(row.before), after: parsed(row.after) };
  }

  /** Drops the runs begun more than `days` before `now`, with their changes. */
  prune(days: number, now: number = Date.now()): void {
    const cutoff = new Date(now - days * DAY_MS).toISOString();
    this.db.transaction(() => {
      this.statements.pruneChanges.run(cutoff);
      this.statements.pruneRuns.run(cutoff);
    })();
  }

  private runId(): number {
    const at = this.heldAt ?? new Date().toISOString();
    this.statements.insertRun.run(at);
    const id = this.statements.runOf.get(at) as number;
    if (id !== this.baselineRun) {
      this.baselineRun = id;
      this.baselineRows = new Map();
    }
    return id;
  }

  private addToBaseline(run: number, dataset: DatasetName, parent: number | null, count: number): void {
    const { statements: s } = this;
    const slot = `${dataset}|${parent}`;
    const row = this.baselineRows.get(slot);
    // A remembered row may have been rolled back with its transaction: then it is inserted again.
    if (row !== undefined && s.addToBaseline.run(count, row, run, dataset, parent).changes > 0) return;
    const id = s.insert.run(run, dataset, parent, null, 'baseline', null, null, String(count)).lastInsertRowid;
    this.baselineRows.set(slot, Number(id));
  }
}
