// Where windows' bounds are remembered between runs: JSON files in the data folder. A file that is
// damaged is said and ignored (restoreWindowState validates what it holds), never a failed start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writePrivateFile } from '../store/private-files';
import type { WindowState } from './window-state';

/** Where a window's bounds are remembered between runs. */
export interface BoundsMemory {
  load(): unknown;
  save(state: WindowState): void;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    // First run: nothing to say. Damaged or unreadable: said, and the default layout is used.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      console.warn(
        `market-terminal: window positions in ${path.basename(file)} are unreadable (${(err as Error).message}); the default layout is used`,
      );
    return null;
  }
}

function writeJson(file: string, value: unknown): void {
  try {
    writePrivateFile(file, JSON.stringify(value));
  } catch (err) {
    console.error(`could not save window state to ${path.basename(file)}:`, err);
  }
}

/** One window's bounds in a JSON file. */
export function fileBoundsMemory(file: string): BoundsMemory {
  return { load: () => readJson(file), save: (state) => writeJson(file, state) };
}

/** Several windows' bounds in one JSON file, by key (a detached pane's id). */
export function keyedBoundsMemory(file: string, key: string): BoundsMemory {
  const all = () => {
    const value = readJson(file);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  };
  return { load: () => all()[key] ?? null, save: (state) => writeJson(file, { ...all(), [key]: state }) };
}
