import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, ServerInspector } from '../../soak/server-inspector';

// A process with a worker thread that keeps 8 MiB of objects; its main thread keeps nothing.
const PROGRAM = `
const { Worker } = require('node:worker_threads');
new Worker("globalThis.kept = Array.from({ length: 1 << 17 }, (_, i) => ({ i, text: 'x' + i })); setInterval(() => {}, 1000);", { eval: true })
  .once('online', () => console.log('ready'));
`;

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill();
  child = null;
});

async function startWithInspector(port: number): Promise<void> {
  child = spawn(process.execPath, [`--inspect=127.0.0.1:${port}`, '-e', PROGRAM], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise<void>((resolve) => child?.stdout?.once('data', () => resolve()));
  // The worker fills its heap after it is online.
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

describe("soak:ui's look inside the server", () => {
  it("counts the worker threads' heaps, not only the main thread's", async () => {
    const port = await freePort();
    await startWithInspector(port);
    const inspector = await ServerInspector.open(port);
    try {
      // The main thread alone holds a few MiB; the worker's objects are well over 8 MiB.
      expect(await inspector.collectGarbage()).toBeGreaterThan(8 * 1024 * 1024);
    } finally {
      inspector.close();
    }
  });
});
