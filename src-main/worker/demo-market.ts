// The host's handle on the demo market worker: where it listens, and how to stop it.
import { demoMarketReport } from './protocol';
import { startWorker } from './worker-script';

export interface DemoMarket {
  baseUrl: string;
  token: string;
  close(): Promise<void>;
}

const CLOSE_GRACE_MS = 3000;

/** Starts the demo market (`scale` times the shipped one) on its own thread. */
export function startDemoMarket(scale = 1): Promise<DemoMarket> {
  const worker = startWorker('demo-market-worker', { workerData: { scale } });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise<DemoMarket>((resolve, reject) => {
    worker.once('error', reject);
    void exited.then(() => reject(new Error('the demo market stopped before it listened')));
    worker.once('message', (raw: unknown) => {
      const report = demoMarketReport.safeParse(raw);
      if (!report.success || report.data.type === 'failed') {
        reject(
          new Error(
            `the demo market did not start: ${report.success && report.data.type === 'failed' ? report.data.message : 'bad report'}`,
          ),
        );
        void worker.terminate();
        return;
      }
      // A crash after this shows as an unreachable service: the sync goes OFFLINE and keeps the cache.
      worker.on('error', (err) => console.error('demo market worker failed:', err));
      // It listens before it generates the market; a generation that fails is reported after.
      worker.on('message', (later: unknown) => {
        const failed = demoMarketReport.safeParse(later);
        if (failed.success && failed.data.type === 'failed') console.error(`the demo market stopped: ${failed.data.message}`);
      });
      resolve({
        baseUrl: report.data.baseUrl,
        token: report.data.token,
        close: async () => {
          worker.postMessage({ type: 'close' });
          // A connection that will not end must not hold the app open: stop the thread after a grace.
          const grace = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
          await exited;
          clearTimeout(grace);
        },
      });
    });
  });
}
