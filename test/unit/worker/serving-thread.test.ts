// The thread that answers the window does not wait for the ingest, and the ingest does not wait for
// it: a screen read is answered while "make available offline" runs, and rows keep landing in the
// cache while this thread is busy and never yields (impossible when the ingest shared this thread).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import type { OfflineProgress } from '../../../src-main/ipc/contract';
import { eventually, rowsPerShare } from './worker-helpers';

const totalRows = (core: Core) => [...rowsPerShare(core.store).values()].reduce((a, b) => a + b, 0);

describe('the serving thread during a full sync', () => {
  let core: Core;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mt-worker-serve-'));
    core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });
  });
  afterAll(async () => {
    await core.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a chart read before the run is done, and the ingest goes on while this thread is blocked', async () => {
    const progress: OfflineProgress[] = [];
    core.events.subscribe((name, payload) => {
      if (name === 'sync.progress') progress.push(payload as OfflineProgress);
    });
    await core.handlers['sync.offline.start']({ only: ['share-history'] });
    await eventually(() => rowsPerShare(core.store).size >= 1, 'the first share history');

    const [share] = [...rowsPerShare(core.store).keys()] as [number];
    const read = await core.handlers['data.series']({ dataset: 'share-history', id: share });
    expect(read.time.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.state).toBe('running'); // answered from the cache while the run goes on

    // Busy without yielding: no timer, no message, no I/O callback can run on this thread now.
    const before = totalRows(core);
    const giveUpAt = Date.now() + 20_000;
    let seen = before;
    while (seen === before && Date.now() < giveUpAt) seen = totalRows(core);
    expect(seen).toBeGreaterThan(before);

    await eventually(() => progress.at(-1)?.state === 'done', 'the run to finish', 60_000);
  }, 120_000);
});
