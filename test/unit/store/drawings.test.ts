// Drawings over the contract: written by the one writer (the sync worker), read per security by
// code, validated at the door, and still there after a restart (the home file).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import { methods } from '../../../src-main/ipc/contract';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-drawings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const start = () => createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });

const level = { kind: 'share' as const, code: 'BOAF', tool: 'level' as const, anchors: [{ day: '2024-03-01', price: 12.5 }] };
const trend = {
  kind: 'share' as const,
  code: 'BOAF',
  tool: 'trend' as const,
  anchors: [
    { day: '2024-01-02', price: 10 },
    { day: '2024-03-01', price: 12.25 },
  ],
  extend: true,
};

describe('drawings', () => {
  it('are saved, listed per security, changed and removed, and survive a restart', async () => {
    const core = await start();
    const a = await core.handlers['drawings.save']({ drawing: level });
    const b = await core.handlers['drawings.save']({ drawing: trend });
    await core.handlers['drawings.save']({ drawing: { ...level, code: 'CBAT' } });
    expect(await core.handlers['drawings.list']({ kind: 'share', code: 'BOAF' })).toEqual([
      { ...level, id: a.id, updatedAt: a.updatedAt },
      { ...trend, id: b.id, updatedAt: b.updatedAt },
    ]);
    const moved = await core.handlers['drawings.save']({ id: a.id, drawing: { ...level, anchors: [{ day: '2024-03-04', price: 13 }] } });
    expect(moved.anchors).toEqual([{ day: '2024-03-04', price: 13 }]);
    expect(await core.handlers['drawings.remove']({ id: b.id })).toEqual({ removed: true });
    await expect(async () => core.handlers['drawings.remove']({ id: b.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(async () => core.handlers['drawings.save']({ id: 999, drawing: level })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await core.close();

    const again = await start();
    try {
      expect((await again.handlers['drawings.list']({ kind: 'share', code: 'BOAF' })).map((d) => d.anchors)).toEqual([
        [{ day: '2024-03-04', price: 13 }],
      ]);
      expect(await again.handlers['drawings.list']({ kind: 'fund', code: 'BOAF' })).toEqual([]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('refuses a drawing whose anchors do not fit its tool, or are not days and prices', () => {
    const save = methods['drawings.save'].input;
    expect(save.safeParse({ drawing: level }).success).toBe(true);
    expect(save.safeParse({ drawing: { ...level, tool: 'fib' } }).success).toBe(false); // Fibonacci takes two anchors
    expect(save.safeParse({ drawing: { ...level, anchors: [{ day: '1 March', price: 1 }] } }).success).toBe(false);
    expect(save.safeParse({ drawing: { ...level, anchors: [{ day: '2024-03-01', price: Number.NaN }] } }).success).toBe(false);
    // Colours are palette slots (each theme paints them legibly), not CSS; three line styles.
    expect(save.safeParse({ drawing: { ...level, color: 'teal', style: 'dotted' } }).success).toBe(true);
    expect(save.safeParse({ drawing: { ...level, color: '#fff' } }).success).toBe(false);
    expect(save.safeParse({ drawing: { ...level, style: 'wavy' } }).success).toBe(false);
  });
});
