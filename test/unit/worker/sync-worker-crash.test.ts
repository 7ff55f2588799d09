// The sync worker killed in the middle of an ingest: the calls in flight fail with a clear error,
// the status says what happened, a new worker takes over, every committed row is still in the
// cache, the interrupted run finishes by itself and the next request succeeds.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { OfflineProgress, SyncStatus } from '../../../src-main/ipc/contract';
import { eventually, rowsPerShare } from './worker-helpers';

describe('a killed sync worker', () => {
  let core: Core;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mt-worker-kill-'));
    core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });
  });
  afterAll(async () => {
    await core.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is restarted mid-ingest without losing a committed row, and the next request succeeds', async () => {
    const progress: OfflineProgress[] = [];
    const statuses: SyncStatus[] = [];
    core.events.subscribe((name, payload) => {
      if (name === 'sync.progress') progress.push(payload as OfflineProgress);
      if (name === 'sync.status') statuses.push(payload as SyncStatus);
    });
    await core.handlers['sync.offline.start']({ only: ['share-history'] });
    // Some histories are committed, most are still to come.
    await eventually(() => rowsPerShare(core.store).size >= 5, 'five share histories committed');
    expect(progress.at(-1)?.state).toBe('running');

    const committed = rowsPerShare(core.store);
    // Sent in the same turn as the kill: read the cache first, or the worker may answer them all
    // while the reads run (it did, once, in CI) and none is in flight when it dies.
    const inFlight = Array.from({ length: 20 }, () =>
      Promise.resolve(core.handlers['settings.update']({ theme: 'light' })).then(
        () => 'answered' as const,
        (err: unknown) => err,
      ),
    );
    await core.sync.kill();

    // Every call settles; those the dead worker never answered say why.
    const outcomes = await Promise.all(inFlight);
    const refused = outcomes.filter((o) => o !== 'answered');
    expect(refused.length).toBeGreaterThan(0);
    for (const err of refused) expect(err).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/sync worker stopped/) });

    // The status bar and SYNC hear of it.
    await eventually(() => statuses.some((s) => s.workerProblem?.includes('restarted')), 'a status naming the restart');

    // The run picks up where it stopped and finishes on the new worker.
    await eventually(() => progress.at(-1)?.state === 'done', 'the interrupted run to finish', 60_000);
    const after = rowsPerShare(core.store);
    for (const [share, rows] of committed) expect(after.get(share) ?? 0).toBeGreaterThanOrEqual(rows);
    expect(after.size).toBeGreaterThan(committed.size);

    // The next request is answered (by the new worker: the old one is gone), and the reader sees it.
    await core.handlers['settings.update']({ theme: 'light' });
    expect((await core.handlers['settings.get'](undefined)).theme).toBe('light');
    // SYNC's summary, counted by the new worker, holds every committed row.
    const summary = await core.handlers['cache.summary'](undefined);
    const cachedBars = [...after.values()].reduce((sum, rows) => sum + rows, 0);
    expect(summary.find((s) => s.dataset === 'share-history')?.records).toBe(cachedBars);
  }, 120_000);
});
