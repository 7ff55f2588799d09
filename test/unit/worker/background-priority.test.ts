import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { lowerThisThreadPriority } from '../../../src-main/worker/background-priority';

const source = path.resolve(__dirname, '../../../src-main/worker/background-priority.ts');

/** Runs lowerThisThreadPriority in a new thread; answers what it returned and the thread's priority after. */
function inWorker(): Promise<{ lowered: boolean; priority: number }> {
  const worker = new Worker(
    `require('tsx/cjs/api').register();
     const { parentPort } = require('node:worker_threads');
     const lowered = require(${JSON.stringify(source)}).lowerThisThreadPriority();
     parentPort.postMessage({ lowered, priority: require('node:os').getPriority() });`,
    { eval: true },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { lowered: boolean; priority: number }) => void worker.terminate().then(() => resolve(m)));
    worker.once('error', reject);
  });
}

describe('background thread priority', () => {
  it.runIf(process.platform === 'linux')('lowers the worker thread alone, never the thread that answers the window', async () => {
    const before = os.getPriority();
    const { lowered, priority } = await inWorker();
    expect(lowered).toBe(true);
    expect(priority).toBeGreaterThan(before);
    expect(os.getPriority()).toBe(before);
  });

  it('does nothing where a priority belongs to the whole process', () => {
    const before = os.getPriority();
    expect(lowerThisThreadPriority('darwin')).toBe(false);
    expect(lowerThisThreadPriority('win32')).toBe(false);
    expect(os.getPriority()).toBe(before);
  });
});
