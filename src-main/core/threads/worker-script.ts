// Starts one of our worker entries (src-main/worker: each thread's entry sits above core, like the
// CLI and Electron's main; this side, which starts them, is core's). Built, each entry is its own file next to the main bundle
// (out/main/<name>.js, see electron.vite.config.ts); run from source (unit tests, the bench),
// the entry is TypeScript and is loaded through tsx, which the worker registers for itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { builtMainDir } from '../paths';

export type WorkerEntry = 'sync-worker' | 'demo-market-worker' | 'integrity-check-worker';

export function startWorker(entry: WorkerEntry, options: WorkerOptions = {}): Worker {
  const built = path.join(builtMainDir(), `${entry}.js`);
  if (existsSync(built)) return new Worker(built, options);
  const source = path.resolve(__dirname, '../../worker', `${entry}.ts`);
  if (!existsSync(source)) throw new Error(`worker entry ${entry} is missing: ${source}`);
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(source)});`, { ...options, eval: true });
}
