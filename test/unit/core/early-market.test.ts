import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeDataSource } from '../../../src-main/core/data-source';
import { startDemoMarketEarly } from '../../../src-main/core/early-market';
import { Store } from '../../../src-main/store/store';

const dirs: string[] = [];
const cacheFile = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-early-'));
  dirs.push(dir);
  return path.join(dir, 'market-terminal.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the demo market started while the cache opens', () => {
  it('starts on a new install, where the demo is the source', async () => {
    const line = startDemoMarketEarly(cacheFile(), {}, undefined);
    expect(line).not.toBeNull();
    const demo = await line;
    try {
      expect(demo?.info.kind).toBe('demo');
      const res = await fetch(`${demo?.baseUrl}/v1/countries?limit=1`, { headers: { Authorization: `Bearer ${demo?.bearer}` } });
      expect(res.status).toBe(200);
    } finally {
      await demo?.close();
    }
  });

  it('does not start when the cache names a service, or this run names one', () => {
    const file = cacheFile();
    const store = Store.open(file);
    writeDataSource(store.settings, { kind: 'remote', baseUrl: 'https://md.example.com/api' });
    store.close();
    expect(startDemoMarketEarly(file, {}, undefined)).toBeNull();
    expect(startDemoMarketEarly(cacheFile(), {}, { kind: 'remote', baseUrl: 'https://md.example.com/api' })).toBeNull();
    // Read through the reader a restart already opened, the setting is the same.
    const reader = Store.openCurrentReader(file);
    try {
      expect(startDemoMarketEarly(file, {}, undefined, reader)).toBeNull();
    } finally {
      reader?.close();
    }
  });

  it('leaves a cache it cannot read to the normal path', () => {
    const file = cacheFile();
    writeFileSync(file, 'not a database');
    expect(startDemoMarketEarly(file, {}, undefined)).toBeNull();
  });
});
