// After a sync with a canary token, no 8-character piece of it is anywhere the terminal writes:
// the database, its WAL and SHM, or what the command line printed. One run against the demo
// market (a faithful service), one against a hostile service that echoes the token into malformed
// records at every position across the excerpt's cut, and into an error it answers with.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../src-main/simulator';
import { runCli, tokenFile } from '../cli/run-cli';
import { tempDir } from '../sync/helpers';

const CANARY = 'cAnArY-5e1f9d3b7a2c4e6f8091';
const folders: ReturnType<typeof tempDir>[] = [];
afterAll(() => folders.forEach((f) => f.remove()));

/** The 8-character pieces of the canary found in `text`. */
function piecesIn(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 8 <= CANARY.length; i++) if (text.includes(CANARY.slice(i, i + 8))) found.push(CANARY.slice(i, i + 8));
  return found;
}

/** Every file of the folder, read as bytes and searched as latin1 (SQLite pages hold the UTF-8 as is). */
function leaksIn(dir: string): Record<string, string[]> {
  const leaks: Record<string, string[]> = {};
  for (const name of readdirSync(dir)) {
    const found = piecesIn(readFileSync(path.join(dir, name)).toString('latin1'));
    if (found.length) leaks[name] = found;
  }
  return leaks;
}

/** Malformed countries holding the token echoed back, at every offset across the 240-character cut. */
async function echoingService(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const echoed = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('/v1/countries')) {
      // The token across the excerpt's cut (240, in `name`, first in the JSON) and the id's (200).
      const data = Array.from({ length: echoed.length + 2 }, (_, shift) => ({
        name: `${'n'.repeat(205 + shift)}${echoed}`,
        id: `${'9'.repeat(172 + shift)}${echoed}`,
        code: { echoed },
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data, meta: { total: data.length, per_page: 1000, current_page: 1, total_pages: 1, count: data.length } }));
      return;
    }
    res.writeHead(500, { 'content-type': 'application/json', 'x-echo': echoed }).end(JSON.stringify({ error: `bad token ${echoed}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function syncInto(baseUrl: string, only: string) {
  const folder = tempDir('canary');
  folders.push(folder);
  const run = await runCli([
    'sync',
    '--base-url',
    baseUrl,
    '--token-file',
    tokenFile(CANARY),
    '--db',
    folder.file('cache.sqlite'),
    '--only',
    only,
  ]);
  return { run, dir: folder.dir };
}

describe('a canary token', () => {
  it('leaves no piece of itself in the cache or the output after a sync of the demo market', async () => {
    const sim = await startSimulator({ seed: 3, token: CANARY });
    try {
      const { run, dir } = await syncInto(sim.baseUrl, 'countries,shares');
      expect(run.code, run.stderr).toBe(0);
      expect(leaksIn(dir)).toEqual({});
      expect(piecesIn(run.stdout + run.stderr)).toEqual([]);
    } finally {
      await sim.close();
    }
  }, 60_000);

  it('leaves no piece of itself when a hostile service echoes it into refused records and errors', async () => {
    const service = await echoingService();
    try {
      const { run, dir } = await syncInto(service.baseUrl, 'countries,shares');
      expect(run.stdout + run.stderr).toMatch(/refused|failed|rejected/i); // the run did meet the echoes
      expect(leaksIn(dir)).toEqual({});
      expect(piecesIn(run.stdout + run.stderr)).toEqual([]);
    } finally {
      await service.close();
    }
  }, 60_000);
});
