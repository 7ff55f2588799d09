// What a cache may hold after a kill: the checks of the kill soak (test/soak/kill-soak.ts).
//
// What "only whole writes" means, and why the checks below are sound:
//  - the simulator's data never changes, so every cached top-level record must equal the
//    simulator's record, and every cached child list (replaced whole in one transaction) must
//    have exactly the simulator's number of records for that parent, seq 0..n-1;
//  - a series (share history, fund valuations) is written one page (≤ 1000 days) per
//    transaction. The first fetch walks the series from its first day, 1000 days a page; a
//    resumed fetch starts again at the last cached day, so its first page adds 999 new days and
//    the next ones 1000 (a look before the first cached day finds nothing new). Hence the cached
//    days of a series are always a gap-free prefix of the simulator's days whose length is
//    min(n, 1000a + 999b) for some a ≥ 1, b ≥ 0. A page cut in the middle would leave another
//    length (or a gap) and is caught (test/unit/sync/crash.test.ts damages a cache to show it);
//  - a freshness record is written after its data: an 'ok' or 'partial' record means the
//    request's data is complete.
import Database from 'better-sqlite3';
import type { Dataset } from '../../src-main/simulator';
import { DATASET_NAMES, DATASETS, type DatasetName } from '../../src-main/store/datasets';
import { expectedRecords } from '../unit/sync/records';

/** Lengths a series can have after whole pages: see the header. */
function wholePageCounts(n: number): Set<number> {
  const counts = new Set<number>([n]);
  for (let a = 1; a <= Math.ceil(n / 1000); a++)
    for (let b = 0; 1000 * a + 999 * b < n + 999; b++) counts.add(Math.min(n, 1000 * a + 999 * b));
  return counts;
}

/** The simulator's data in the shape the checks compare with: records, list lengths, series days. */
export interface Expectations {
  entities: Record<string, Map<number, unknown>>;
  lists: Record<string, Map<number, number>>;
  series: Record<string, Map<number, string[]>>;
}

export function expectations(ds: Dataset): Expectations {
  const out: Expectations = { entities: {}, lists: {}, series: {} };
  for (const name of DATASET_NAMES) {
    const def = DATASETS[name];
    const records = expectedRecords(ds, name);
    if (def.parent === null) out.entities[name] = new Map(records.map((r) => [r.id as number, r]));
    else if (def.storage === 'list') {
      const counts = new Map<number, number>();
      for (const r of records) counts.set(r[def.parent] as number, (counts.get(r[def.parent] as number) ?? 0) + 1);
      out.lists[name] = counts;
    } else {
      const days = new Map<number, string[]>();
      const field = name === 'share-history' ? 'price_date' : 'date';
      for (const r of records) {
        const list = days.get(r[def.parent] as number) ?? [];
        list.push(String(r[field]).slice(0, 10));
        days.set(r[def.parent] as number, list);
      }
      out.series[name] = days;
    }
  }
  return out;
}

/** Problems found in the cache after a kill; [] when it holds only whole writes. An integrity failure starts with "integrity_check". */
export function problems(file: string, want: Expectations): string[] {
  const found: string[] = [];
  const conn = new Database(file);
  try {
    const integrity = conn.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return [`integrity_check: ${String(integrity)}`];
    if (conn.pragma('user_version', { simple: true }) === 0) {
      // Killed before the schema was committed: nothing of ours may be there.
      const tables = conn.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'shares'").pluck().get() as number;
      return tables ? ['tables without a schema version'] : [];
    }
    const complete = new Set<string>();
    for (const f of conn.prepare("SELECT dataset, key FROM freshness WHERE outcome IN ('ok', 'partial')").all() as {
      dataset: DatasetName;
      key: string;
    }[])
      complete.add(`${f.dataset}|${f.key}`);

    for (const [name, records] of Object.entries(want.entities)) {
      const rows = conn.prepare(`SELECT id, record FROM ${DATASETS[name as DatasetName].table}`).all() as { id: number; record: string }[];
      for (const row of rows) {
        if (JSON.stringify(JSON.parse(row.record)) !== JSON.stringify(records.get(row.id)))
          found.push(`${name} ${row.id}: not the simulator's record`);
      }
      if (complete.has(`${name}|`) && rows.length !== records.size)
        found.push(`${name}: fetched ok but ${rows.length}/${records.size} records`);
    }
    for (const [name, counts] of Object.entries(want.lists)) {
      const def = DATASETS[name as DatasetName];
      const rows = conn
        .prepare(`SELECT ${def.parent} AS parent, count(*) AS n, max(seq) AS last FROM ${def.table} GROUP BY ${def.parent}`)
        .all() as { parent: number; n: number; last: number }[];
      const cached = new Set(rows.map((r) => r.parent));
      for (const row of rows) {
        if (row.n !== counts.get(row.parent) || row.last !== row.n - 1)
          found.push(`${name} ${row.parent}: ${row.n} records, the list has ${counts.get(row.parent) ?? 0}`);
      }
      for (const key of complete) {
        const [dataset, parent] = key.split('|');
        if (dataset === name && !cached.has(Number(parent)) && (counts.get(Number(parent)) ?? 0) > 0)
          found.push(`${name} ${parent}: fetched ok but nothing cached`);
      }
    }
    for (const [name, series] of Object.entries(want.series)) {
      const def = DATASETS[name as DatasetName];
      const rows = conn
        .prepare(
          `SELECT ${def.parent} AS parent, count(*) AS n, min(day) AS first, max(day) AS last FROM ${def.table} GROUP BY ${def.parent}`,
        )
        .all() as { parent: number; n: number; first: string; last: string }[];
      for (const row of rows) {
        const days = series.get(row.parent) ?? [];
        const prefix = days[0] === row.first && days.indexOf(row.last) + 1 === row.n;
        if (!prefix) found.push(`${name} ${row.parent}: ${row.n} days ${row.first}..${row.last} are not the first days of the series`);
        else if (!wholePageCounts(days.length).has(row.n))
          found.push(`${name} ${row.parent}: ${row.n} of ${days.length} days is not a whole number of pages`);
        if (complete.has(`${name}|${row.parent}`) && row.n !== days.length)
          found.push(`${name} ${row.parent}: fetched ok but ${row.n}/${days.length} days`);
      }
    }
  } finally {
    conn.close();
  }
  return found;
}

/** Records of every dataset in the cache (0 before the schema exists): the data never changes, so this may only grow. */
export function cachedRecords(file: string): number {
  const conn = new Database(file, { readonly: true });
  try {
    if (conn.pragma('user_version', { simple: true }) === 0) return 0;
    return DATASET_NAMES.reduce(
      (sum, name) => sum + (conn.prepare(`SELECT count(*) FROM ${DATASETS[name].table}`).pluck().get() as number),
      0,
    );
  } finally {
    conn.close();
  }
}
