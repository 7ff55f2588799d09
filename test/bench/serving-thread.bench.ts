// Issue 14 item 2: the thread that answers the window during a full "make available offline" run
// through the core (as browser mode and the desktop app host it): its longest event-loop stall,
// and how long a 2,500-bar chart read takes on it meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createCore } from '../../src-main/core/core';
import { fileTokenVault } from '../../src-main/core/token-vault';
import type { OfflineProgress } from '../../src-main/ipc/contract';
import type { Figure } from './figures';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function servingThreadFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-bench-serving-'));
  const core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir), heartbeatMs: 60_000 });
  try {
    const done = new Promise<OfflineProgress>((resolve) =>
      core.events.subscribe((name, payload) => {
        const p = payload as OfflineProgress;
        if (name === 'sync.progress' && p.state !== 'running') resolve(p);
      }),
    );
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const start = performance.now();
    await core.handlers['sync.offline.start']({});
    // A chart read every 50 ms while the run goes on: the first share, whose history lands early.
    const reads: number[] = [];
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      const share = core.store.data.shares.list()[0]?.id;
      if (share !== undefined && share !== null) {
        const t = performance.now();
        await core.handlers['data.series']({ dataset: 'share-history', id: share });
        reads.push(performance.now() - t);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const result = await done;
    const seconds = (performance.now() - start) / 1000;
    loop.disable();
    reads.sort((a, b) => a - b);
    return [
      { name: 'full offline sync through the core', value: seconds, unit: 's', note: `${result.total} requests, ${result.state}` },
      {
        name: 'longest stall of the serving thread',
        value: loop.max / 1e6,
        unit: 'ms',
        note: `p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms; budget < 16 ms (1×)`,
      },
      { name: 'chart read (data.series) during it: p50', value: percentile(reads, 50), unit: 'ms', note: `${reads.length} reads` },
      { name: 'chart read (data.series) during it: p95', value: percentile(reads, 95), unit: 'ms' },
    ];
  } finally {
    await core.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
