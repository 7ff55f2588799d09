// A file that disappears between the stat and the read (a rebuild while serving) ends that one
// response; the server keeps running.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveStatic } from '../../../src-main/server/static-files';

// Removes the file right after serveStatic has looked at it: the window a rebuild hits by chance.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  return {
    ...fs,
    stat: async (file: string) => {
      const info = await fs.stat(file);
      if (file.endsWith('vanishing.js')) await fs.rm(file);
      return info;
    },
  };
});

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mt-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  server = createServer((req, res) => void serveStatic(dir, req, res, {}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string) {
  return new Promise<{ status: number; complete: boolean }>((resolve) => {
    request({ port, host: '127.0.0.1', path: pathname }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, complete: res.complete }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, complete: false }));
    })
      .on('error', () => resolve({ status: -1, complete: false }))
      .end();
  });
}

describe('static files', () => {
  it('ends the response of a file removed while it is served, and keeps serving', async () => {
    writeFileSync(path.join(dir, 'vanishing.js'), 'x'.repeat(100_000));
    const vanished = await get('/vanishing.js');
    expect(vanished.complete).toBe(false);
    expect(await get('/')).toEqual({ status: 200, complete: true });
  });
});
