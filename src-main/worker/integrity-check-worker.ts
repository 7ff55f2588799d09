// Worker entry: the cache's full integrity check, after start and at low priority, on a read-only
// connection of its own, so neither the window's thread nor the sync's writer waits for it.
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { findDamage, markDamaged } from '../store/integrity';
import { openReadOnly } from '../store/open-store';
import { lowerThisThreadPriority } from './background-priority';
import type { IntegrityReport } from '../core/threads/protocol';

const port = parentPort;
if (!port) throw new Error('integrity-check-worker must run as a worker thread');
lowerThisThreadPriority();
const { databasePath, nativeBinding } = z.object({ databasePath: z.string(), nativeBinding: z.string().optional() }).parse(workerData);
const report = (message: IntegrityReport) => port.postMessage(message);

try {
  const db = openReadOnly(databasePath, nativeBinding ? { nativeBinding } : {});
  let problem: string | null;
  try {
    problem = findDamage(db);
  } finally {
    db.close();
  }
  if (problem !== null) markDamaged(databasePath, problem);
  report({ type: 'checked', problem });
} catch (err) {
  // A page too damaged to read fails the check itself: that is damage as well.
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  if (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT')) {
    markDamaged(databasePath, message);
    report({ type: 'checked', problem: message });
  } else report({ type: 'failed', message });
}
