// Drawings on charts, per security: the user's own, so they live where the settings do (the home
// file, attached as `home`) and follow the security by code across data sources.
import type Database from 'better-sqlite3';
import type { Drawing, DrawingSave } from '../shared/drawings/types';

interface DrawingRow {
  id: number;
  kind: Drawing['kind'];
  code: string;
  tool: Drawing['tool'];
  spec: string;
  updated_at: string;
}

/** What the spec column holds: everything of a drawing but its owner, tool and id. */
type Spec = Omit<DrawingSave['drawing'], 'kind' | 'code' | 'tool'>;

const drawingOf = (row: DrawingRow): Drawing => ({
  ...(JSON.parse(row.spec) as Spec),
  id: row.id,
  kind: row.kind,
  code: row.code,
  tool: row.tool,
  updatedAt: row.updated_at,
});

export function drawingsStore(db: Database.Database, schema: 'main' | 'home' = 'main') {
  const s = schema;
  const ofSecurity = db.prepare(`SELECT * FROM ${s}.drawings WHERE kind = ? AND code = ? ORDER BY id`);
  const one = db.prepare(`SELECT * FROM ${s}.drawings WHERE id = ?`);
  const insert = db.prepare(
    `INSERT INTO ${s}.drawings (kind, code, tool, spec, updated_at) VALUES (@kind, @code, @tool, @spec, @updatedAt)`,
  );
  const update = db.prepare(
    `UPDATE ${s}.drawings SET kind = @kind, code = @code, tool = @tool, spec = @spec, updated_at = @updatedAt WHERE id = @id`,
  );
  const remove = db.prepare(`DELETE FROM ${s}.drawings WHERE id = ?`);

  const get = (id: number): Drawing | null => {
    const row = one.get(id) as DrawingRow | undefined;
    return row ? drawingOf(row) : null;
  };

  return {
    list: (kind: Drawing['kind'], code: string): Drawing[] => (ofSecurity.all(kind, code) as DrawingRow[]).map(drawingOf),
    get,
    /** Adds a drawing, or replaces drawing `id`; null when `id` is not there. */
    save({ id, drawing }: DrawingSave, now: Date = new Date()): Drawing | null {
      const { kind, code, tool, ...spec } = drawing;
      const row = { kind, code, tool, spec: JSON.stringify(spec), updatedAt: now.toISOString() };
      if (id === undefined) return get(Number(insert.run(row).lastInsertRowid));
      return update.run({ ...row, id }).changes === 0 ? null : get(id);
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
  };
}
