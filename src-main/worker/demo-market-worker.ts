// Worker entry: the embedded demo market's HTTP server, on its own thread so that serving the
// sync's requests never competes with the thread that answers the window.
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { startSimulator } from '../simulator';
import { lowerThisThreadPriority } from './background-priority';
import { demoMarketCommand, type DemoMarketReport } from '../core/threads/protocol';

const port = parentPort;
if (!port) throw new Error('demo-market-worker must run as a worker thread');
lowerThisThreadPriority();
const report = (message: DemoMarketReport) => port.postMessage(message);

// A restarted market takes the address its host already handed out.
const input = z
  .object({ scale: z.number().int().positive(), port: z.number().int().positive().optional(), token: z.string().optional() })
  .parse(workerData);

// The address goes out as soon as the port is bound: the host's first screens come from the cache
// and need not wait for the market's generation (1.6 s at 10x); its requests wait here meanwhile.
// The default seed: the same demo market on every machine.
startSimulator({
  ...input,
  onListening: (address) => report({ type: 'listening', ...address }),
})
  .then((market) => {
    port.on('message', (raw: unknown) => {
      if (!demoMarketCommand.safeParse(raw).success) return;
      void market.close().finally(() => port.close());
    });
  })
  .catch((err: unknown) => {
    report({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    port.close();
  });
