import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import { methods } from '../../../src-main/ipc/contract';
import { DEFAULT_UI_PREFS } from '../../../src-main/ipc/ui-prefs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-prefs-'));
  dirs.push(dir);
  return dir;
}

// Each of these tests starts two or three cores, each with its worker threads.
const CORES_TIMEOUT_MS = 60_000;

describe('calendar, ticker and alert preferences', () => {
  it(
    'start from the defaults, keep what is written across a restart, section by section',
    async () => {
      const dir = tempDir();
      let core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });
      expect(await core.handlers['prefs.get'](undefined)).toEqual(DEFAULT_UI_PREFS);
      const ticker = { paused: true, hidden: false };
      const filter = { ...DEFAULT_UI_PREFS.calendar.filter, zones: ['US'], importance: ['HIGH' as const] };
      await core.handlers['prefs.set']({ ticker });
      await core.handlers['prefs.set']({ calendar: { displayZone: 'Asia/Tokyo', filter } });
      await core.close();
      core = await createCore({ transport: 'browser', userDataDir: dir, tokenVault: fileTokenVault(dir) });
      expect(await core.handlers['prefs.get'](undefined)).toEqual({
        ...DEFAULT_UI_PREFS,
        ticker,
        calendar: { displayZone: 'Asia/Tokyo', filter },
      });
      await core.close();
    },
    CORES_TIMEOUT_MS,
  );

  it('refuses malformed writes at the contract', () => {
    const input = methods['prefs.set'].input;
    expect(input.safeParse({ ticker: { paused: true, hidden: false } }).success).toBe(true);
    expect(input.safeParse({ ticker: { paused: 'yes', hidden: false } }).success).toBe(false);
    expect(input.safeParse({ alerts: { enabled: 'yes' } }).success).toBe(false);
    expect(input.safeParse({ calendar: { ...DEFAULT_UI_PREFS.calendar, displayZone: '../../etc' } }).success).toBe(false);
    expect(input.safeParse({ other: 1 }).success).toBe(false);
  });

  it(
    'hands a desktop note to the host that can show one, and says so when it cannot',
    async () => {
      const dir = tempDir();
      const shown: { title: string; body: string }[] = [];
      const desktop = await createCore({
        transport: 'electron',
        userDataDir: dir,
        tokenVault: fileTokenVault(dir),
        notify: (note) => shown.push(note) > 0,
      });
      expect(await desktop.handlers['alerts.notify']({ title: 'US NFP in 5 min', body: 'Forecast 140K' })).toEqual({ shown: true });
      expect(shown).toEqual([{ title: 'US NFP in 5 min', body: 'Forecast 140K' }]);
      await desktop.close();
      const browser = await createCore({ transport: 'browser', userDataDir: tempDir(), tokenVault: fileTokenVault(dir) });
      expect(await browser.handlers['alerts.notify']({ title: 't', body: 'b' })).toEqual({ shown: false });
      await browser.close();
    },
    CORES_TIMEOUT_MS,
  );
});
