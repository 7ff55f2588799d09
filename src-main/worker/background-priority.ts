// Heavy threads (the sync and its writer, the demo market) yield the CPU to the thread that answers
// the window. On a machine with few cores the scheduler otherwise shares a core between a busy
// ingest and the serving thread, and every request waits out the ingest's slice.
import os from 'node:os';

/** A background thread's nice value: below the serving thread, not starved (19 is the floor). */
const BACKGROUND_NICE = 10;

/**
 * Lowers the calling worker thread's priority. Only on Linux, where a nice value belongs to one
 * thread (setpriority on "process 0" is the calling thread); on macOS and Windows the same call
 * would lower the whole process, the serving thread included, so there it does nothing.
 */
export function lowerThisThreadPriority(platform: NodeJS.Platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  try {
    os.setPriority(BACKGROUND_NICE);
    return true;
  } catch {
    return false; // a sandbox may refuse; the thread then runs at normal priority
  }
}
