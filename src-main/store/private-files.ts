// The cache and what sits beside it are the user's alone on Linux and macOS: the data folder 0700,
// the files 0600. They are created so, and tightened at start when found wider (a copy, an older
// version, a loose umask), with one notice naming what was tightened; the next start finds nothing
// to say. On Windows modes mean nothing: the profile folder's ACL protects them.
import { chmodSync, closeSync, mkdirSync, openSync, statSync, writeFileSync } from 'node:fs';

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

const posix = (platform: NodeJS.Platform) => platform !== 'win32';

export interface PrivatePaths {
  folders?: readonly string[];
  files: readonly string[];
}

/** Creates the folder (and missing parents) 0700; a folder already there is left to `tightenPrivate`. */
export function makePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
}

/**
 * Creates an empty database file 0600 before SQLite opens it (SQLite would create it 0644 under the
 * usual umask). SQLite creates the -wal and -shm files with the database file's mode, so they follow.
 */
export function createPrivateFile(file: string, platform = process.platform): void {
  // In-memory and temporary databases (':memory:', '') have no file to create.
  if (!posix(platform) || file === ':memory:' || file === '') return;
  try {
    closeSync(openSync(file, 'wx', FILE_MODE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/** Writes a file that is created 0600 (an existing one keeps its mode, tightened at start). */
export function writePrivateFile(file: string, data: string): void {
  writeFileSync(file, data, { mode: FILE_MODE });
}

const octal = (mode: number) => `0${mode.toString(8)}`;

/**
 * Makes each existing path the user's alone: `folders` 0700, `files` 0600. Absent paths are skipped
 * (they are created private); one that cannot be changed (another user's) is named too. Returns one
 * notice for the user, or null when everything already was private.
 */
export function tightenPrivate(paths: PrivatePaths, platform = process.platform): string | null {
  if (!posix(platform)) return null;
  const tightened: string[] = [];
  const refused: string[] = [];
  const tighten = (target: string, wanted: number) => {
    let mode: number;
    try {
      mode = statSync(target).mode & 0o777;
    } catch {
      return;
    }
    if ((mode & ~wanted) === 0) return;
    try {
      chmodSync(target, wanted);
      tightened.push(`${target} (was ${octal(mode)}, now ${octal(wanted)})`);
    } catch (err) {
      refused.push(`${target} (${octal(mode)}, ${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    }
  };
  for (const folder of paths.folders ?? []) tighten(folder, FOLDER_MODE);
  for (const file of paths.files) tighten(file, FILE_MODE);
  if (tightened.length === 0 && refused.length === 0) return null;
  return [
    "Other users could read the terminal's files.",
    ...(tightened.length > 0 ? [`Made yours alone: ${tightened.join(', ')}.`] : []),
    ...(refused.length > 0 ? [`Could not change: ${refused.join(', ')}; check who owns them.`] : []),
  ].join(' ');
}

/** The data folder at start: created 0700 when absent, tightened with what it holds when wider. */
export function makePrivate(paths: PrivatePaths, platform = process.platform): string | null {
  for (const folder of paths.folders ?? []) makePrivateFolder(folder);
  return tightenPrivate(paths, platform);
}
