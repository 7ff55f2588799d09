// Preloaded into the `serve` process by the growth bench (NODE_OPTIONS=--import): how long the
// thread that answers the window went without running, and the same for an idle thread of the same
// priority in the same process (the floor: the time a thread with nothing to do waits for a core).
// On SIGUSR2 it writes both since the last signal to MT_LOOP_MONITOR_FILE as JSON, then starts over.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, Worker } from 'node:worker_threads';

const RESOLUTION_MS = 5;
const file = process.env.MT_LOOP_MONITOR_FILE;
// Workers load this preload too: only the process's main thread (the serving one) monitors.
if (file && isMainThread) {
  const serving = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  serving.enable();
  // The idle thread answers each request with its histogram and starts over.
  const idle = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const h = require('node:perf_hooks').monitorEventLoopDelay({ resolution: ${RESOLUTION_MS} });
     h.enable();
     parentPort.on('message', () => {
       parentPort.postMessage({ maxMs: h.max / 1e6, p99Ms: h.percentile(99) / 1e6, count: h.count });
       h.reset();
     });`,
    { eval: true },
  );
  idle.unref();
  const figures = (h) => ({ maxMs: h.max / 1e6, p99Ms: h.percentile(99) / 1e6, count: h.count });
  process.on('SIGUSR2', () => {
    const mine = figures(serving);
    serving.reset();
    idle.once('message', (floor) => writeFileSync(file, JSON.stringify({ serving: mine, idle: floor })));
    idle.postMessage('report');
  });
}
