// The download-only client on a thread of the sync's priority (see download-floor.ts): it answers
// with the floor and the CPU time its thread spent.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../src-main/worker/background-priority';
import { downloadEverything } from './download-floor';
import { threadCpuSeconds } from './thread-cpu';

const { baseUrl, token } = workerData as { baseUrl: string; token: string };
lowerThisThreadPriority();
const before = threadCpuSeconds();
void downloadEverything(baseUrl, token).then(
  (floor) => {
    const after = threadCpuSeconds();
    parentPort?.postMessage({ floor, cpuSeconds: before === null || after === null ? null : after - before });
  },
  (err: unknown) => parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) }),
);
