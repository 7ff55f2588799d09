// The host's handle on the cache's full integrity check (integrity-check-worker.ts).
import { integrityReport } from './protocol';
import { startWorker } from './worker-script';

export interface IntegrityCheck {
  /** The damage found (the next start moves the file aside), or null: sound, or the check could not run. */
  result: Promise<string | null>;
  /** Stops a check still running (the app is closing). */
  stop(): Promise<void>;
}

export function startIntegrityCheck(databasePath: string, nativeBinding?: string): IntegrityCheck {
  const worker = startWorker('integrity-check-worker', { workerData: { databasePath, ...(nativeBinding ? { nativeBinding } : {}) } });
  const result = new Promise<string | null>((resolve) => {
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
  return {
    result,
    stop: async () => {
      await worker.terminate();
    },
  };
}
