// The host's handle on the demo market worker: where it listens, and how to stop it. A worker that
// dies is started again on the same port with the same token, so the session's address stays
// good: the sync sees the market go away (OFFLINE) and come back by itself.
import type { Worker } from 'node:worker_threads';
import { demoMarketReport } from './protocol';
import { startWorker } from './worker-script';

export interface DemoMarket {
  baseUrl: string;
  token: string;
  close(): Promise<void>;
  /** Stops the worker abruptly, as a crash would: the supervisor restarts it (tests, diagnostics). */
  kill(): Promise<void>;
}

const CLOSE_GRACE_MS = 3000;
/** Restarts in a row that die before they listen, before the host gives up. */
const MAX_RESTARTS = 5;

interface Address {
  baseUrl: string;
  token: string;
}

/** Starts one worker; resolves with its address once it listens. */
function spawn(scale: number, at?: { port: number; token: string }): { worker: Worker; listening: Promise<Address> } {
  const worker = startWorker('demo-market-worker', { workerData: { scale, ...at } });
  const listening = new Promise<Address>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('the demo market stopped before it listened')));
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
      resolve({ baseUrl: report.data.baseUrl, token: report.data.token });
    });
  });
  // It listens before it generates the market; a generation that fails is reported after.
  worker.on('message', (later: unknown) => {
    const failed = demoMarketReport.safeParse(later);
    if (failed.success && failed.data.type === 'failed') console.error(`the demo market stopped: ${failed.data.message}`);
  });
  return { worker, listening };
}

/** Starts the demo market (`scale` times the shipped one) on its own thread. */
export async function startDemoMarket(scale = 1): Promise<DemoMarket> {
  const first = spawn(scale);
  const address = await first.listening;
  const at = { port: Number(new URL(address.baseUrl).port), token: address.token };
  let current = first.worker;
  let closing = false;
  let failures = 0;

  const supervise = (worker: Worker) => {
    worker.on('error', (err) => console.error('demo market worker failed:', err));
    worker.once('exit', (code) => {
      if (closing || worker !== current) return;
      if (++failures > MAX_RESTARTS) {
        console.error(`the demo market keeps stopping (exit code ${code}); the terminal stays OFFLINE until restarted`);
        return;
      }
      console.error(`the demo market stopped (exit code ${code}); starting it again on the same address`);
      const next = spawn(scale, at);
      current = next.worker;
      supervise(next.worker);
      next.listening.then(
        () => (failures = 0),
        (err: unknown) => console.error('the demo market did not come back:', err),
      );
    });
  };
  supervise(first.worker);

  return {
    ...address,
    close: async () => {
      closing = true;
      const worker = current;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ type: 'close' });
      // A connection that will not end must not hold the app open: stop the thread after a grace.
      const grace = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
      await exited;
      clearTimeout(grace);
    },
    kill: async () => {
      await current.terminate();
    },
  };
}
