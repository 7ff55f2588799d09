// Links to the service's own host open directly; any other host is asked about once, by its
// punycode name, and the answer is remembered both ways until forgotten in SET.
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
    const doc = `${core.session().market.origin}/shared/documents/report.pdf`;
    expect(await open(doc)).toEqual({ url: doc, opened: true, approval: null, declined: false });
  });

  it('asks about any other host first, by its punycode name, and opens nothing until the yes', async () => {
    opened.length = 0;
    expect(await open('https://bücher.example/kaufen?x=1')).toEqual({
      url: 'https://xn--bcher-kva.example/kaufen?x=1',
      opened: false,
      approval: { host: 'xn--bcher-kva.example' },
      declined: false,
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

describe('declined hosts', () => {
  it('remembers a no: the host is not opened and not asked about again', async () => {
    opened.length = 0;
    expect(await open('https://tracker.example/a')).toMatchObject({ approval: { host: 'tracker.example' } });
    expect(await open('https://tracker.example/a', false)).toEqual({
      url: 'https://tracker.example/a',
      opened: false,
      approval: null,
      declined: true,
    });
    expect(await open('https://tracker.example/other')).toEqual({
      url: 'https://tracker.example/other',
      opened: false,
      approval: null,
      declined: true,
    });
    expect(opened).toEqual([]);
  });

  it('lists trusted and declined hosts, newest first, each in one list only', async () => {
    expect(await core.handlers['links.hosts'](undefined)).toEqual({ trusted: ['xn--bcher-kva.example'], declined: ['tracker.example'] });
    await open('https://tracker.example/a', true); // changing one's mind moves the host
    expect(await core.handlers['links.hosts'](undefined)).toEqual({ trusted: ['tracker.example', 'xn--bcher-kva.example'], declined: [] });
    await open('https://tracker.example/a', false);
    expect(await core.handlers['links.hosts'](undefined)).toEqual({ trusted: ['xn--bcher-kva.example'], declined: ['tracker.example'] });
  });

  it('forgets an answer: the next link to the host asks again', async () => {
    expect(await core.handlers['links.forget']({ host: 'tracker.example' })).toEqual({ trusted: ['xn--bcher-kva.example'], declined: [] });
    expect(await open('https://tracker.example/a')).toMatchObject({
      opened: false,
      approval: { host: 'tracker.example' },
      declined: false,
    });
    await core.handlers['links.forget']({ host: 'xn--bcher-kva.example' });
    expect(await open('https://bücher.example/other')).toMatchObject({ opened: false, approval: { host: 'xn--bcher-kva.example' } });
  });
});
