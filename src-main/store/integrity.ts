// The cache file's integrity. The full check reads every page: ~0.6 s for a 500 MB cache in memory,
// seconds on a cold disk. So the app runs it after start, on its own thread, and when it finds
// damage it leaves a mark beside the file: the file is in use by then, so it is the next start that
// moves it aside (openStore) and fills a fresh cache.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type Database from 'better-sqlite3';

const markOf = (file: string) => `${file}.check-failed`;

/** What SQLite's quick_check finds wrong with the open database; null when it is sound. */
export function findDamage(db: Database.Database): string | null {
  const rows = db.pragma('quick_check') as Array<{ quick_check: string }>;
  const problems = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
  return problems.length ? problems.slice(0, 3).join('; ') : null;
}

/** Leaves the mark that makes the next start move the file aside. */
export function markDamaged(file: string, problem: string): void {
  writeFileSync(markOf(file), problem);
}

/** The problem a check found in an earlier run, or null. */
export function damageMark(file: string): string | null {
  const mark = markOf(file);
  // Only a file is a mark the check left: a folder in the way is no verdict on the cache.
  if (!statSync(mark, { throwIfNoEntry: false })?.isFile()) return null;
  try {
    return readFileSync(mark, 'utf8').trim() || 'damage found by an earlier check';
  } catch {
    return 'damage found by an earlier check';
  }
}

export function clearDamageMark(file: string): void {
  rmSync(markOf(file), { force: true });
}
