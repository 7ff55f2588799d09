// The host's handle on the cache's full integrity check (integrity-check-worker.ts).
import type { Worker } from 'node:worker_threads';
import { integrityReport } from './protocol';
import { startWorker } from './worker-script';

export interface IntegrityCheck {
  /** The damage found (the next start moves the file aside), or null: sound, stopped, or the check could not run. */
  result: Promise<string | null>;
  /** Stops a check waiting or running (the app is closing). */
  stop(): Promise<void>;
}

/** Once the start has settled: the check's full read of the file must not compete with the first screen. */
const INTEGRITY_CHECK_DELAY_MS = 10_000;
const IDLE_RECHECK_MIN_MS = 1000;

function runCheck(worker: Worker): Promise<string | null> {
  return new Promise<string | null>((resolve) => {
    worker.once('message', (raw: unknown) => {
      const report = integrityReport.safeParse(raw);
      if (report.success && report.data.type === 'checked') return resolve(report.data.problem);
      console.error(
        `the cache's integrity check did not run: ${report.success && report.data.type === 'failed' ? report.data.message : 'bad report'}`,
      );
      resolve(null);
    });
    worker.once('error', (err) => {
      console.error("the cache's integrity check failed:", err);
      resolve(null);
    });
    worker.once('exit', () => resolve(null));
  });
}

export interface IntegrityCheckOptions {
  nativeBinding?: string;
  delayMs?: number;
  /** The writer has opened the cache: a damage mark left before then would be read by that open. */
  after?: Promise<unknown>;
  /**
   * Whether the terminal is idle now (no sync running). The check waits for that, asking again
   * every `delayMs` (at least a second): its read of the whole file would compete with the sync's
   * writes and the window's reads for the disk and the cores.
   */
  idle?: () => boolean;
}

export function startIntegrityCheck(databasePath: string, options: IntegrityCheckOptions = {}): IntegrityCheck {
  const { nativeBinding, delayMs = INTEGRITY_CHECK_DELAY_MS, after = Promise.resolve(), idle = () => true } = options;
  let worker: Worker | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancel: () => void = () => undefined;
  const result = new Promise<string | null>((resolve) => {
    cancel = () => {
      clearTimeout(timer);
      resolve(null);
    };
    const arm = (wait: number) => {
      if (stopped) return;
      timer = setTimeout(() => {
        if (!idle()) return arm(Math.max(delayMs, IDLE_RECHECK_MIN_MS));
        worker = startWorker('integrity-check-worker', { workerData: { databasePath, ...(nativeBinding ? { nativeBinding } : {}) } });
        void runCheck(worker).then(resolve);
      }, wait);
      timer.unref();
    };
    after.then(
      () => arm(delayMs),
      () => resolve(null), // the writer could not open the cache: its own error says so
    );
  });
  return {
    result,
    stop: async () => {
      stopped = true;
      cancel();
      await worker?.terminate();
    },
  };
}
