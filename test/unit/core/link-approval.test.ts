// Links to the service's own host open directly; any other host is asked about once, by its
// punycode name, and a yes is remembered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core/core';
import { fileTokenVault } from '../../../src-main/core/token-vault';
import { tempDir } from '../sync/helpers';

const tmp = tempDir('link-approval');
let core: Core;
const opened: string[] = [];
beforeAll(async () => {
  core = await createCore({
    transport: 'electron',
    userDataDir: tmp.dir,
    tokenVault: fileTokenVault(tmp.dir, {}),
    openExternal: (url) => Promise.resolve(void opened.push(url)),
  });
});
afterAll(async () => {
  await core.close();
  tmp.remove();
});

const open = async (url: string, approve?: boolean) =>
  core.handlers['external.open']({ url, ...(approve === undefined ? {} : { approve }) });

describe('external links to hosts never approved', () => {
  it('opens the service host directly', async () => {
    const doc = `${core.session().market.http.origin}/shared/documents/report.pdf`;
    expect(await open(doc)).toEqual({ url: doc, opened: true, approval: null });
  });

  it('asks about any other host first, by its punycode name, and opens nothing until the yes', async () => {
    opened.length = 0;
    expect(await open('https://bücher.example/kaufen?x=1')).toEqual({
      url: 'https://xn--bcher-kva.example/kaufen?x=1',
      opened: false,
      approval: { host: 'xn--bcher-kva.example' },
    });
    expect(opened).toEqual([]);
    expect(await open('https://bücher.example/kaufen?x=1', true)).toMatchObject({ opened: true, approval: null });
    expect(opened).toEqual(['https://xn--bcher-kva.example/kaufen?x=1']);
  });

  it('remembers the yes for the host, and only for that host', async () => {
    expect(await open('https://bücher.example/other')).toMatchObject({ opened: true, approval: null });
    expect(await open('https://books.example/')).toMatchObject({ opened: false, approval: { host: 'books.example' } });
  });
});
