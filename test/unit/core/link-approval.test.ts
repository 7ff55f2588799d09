// Links to the service's own host open directly; any other host is asked about once, by its
// punycode name, and the answer is remembered both ways until forgotten in SET.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('the desktop app: main asks the user in its own dialog', () => {
  const desktopDir = tempDir('link-dialog');
  let desktop: Core;
  const asked: { host: string; url: string }[] = [];
  const desktopOpened: string[] = [];
  let answer: (host: string) => Promise<boolean> = () => Promise.resolve(false);
  beforeAll(async () => {
    desktop = await createCore({
      transport: 'electron',
      userDataDir: desktopDir.dir,
      tokenVault: fileTokenVault(desktopDir.dir, {}),
      openExternal: (url) => Promise.resolve(void desktopOpened.push(url)),
      confirmLinkHost: (host, url) => {
        asked.push({ host, url });
        return answer(host);
      },
    });
  });
  afterAll(async () => {
    await desktop.close();
    desktopDir.remove();
  });
  const openHere = (url: string, approve?: boolean) =>
    desktop.handlers['external.open']({ url, ...(approve === undefined ? {} : { approve }) });

  it('a renderer cannot trust a host by sending approve: true; the dialog’s Cancel is what counts, and is remembered', async () => {
    answer = () => Promise.resolve(false);
    expect(await openHere('https://bücher.example/kaufen', true)).toEqual({
      url: 'https://xn--bcher-kva.example/kaufen',
      opened: false,
      approval: null,
      declined: true,
    });
    expect(asked).toEqual([{ host: 'xn--bcher-kva.example', url: 'https://xn--bcher-kva.example/kaufen' }]);
    expect(desktopOpened).toEqual([]);
    expect(await openHere('https://bücher.example/other', true)).toMatchObject({ opened: false, declined: true });
    expect(asked).toHaveLength(1); // declined: not asked again
    expect(await desktop.handlers['links.hosts'](undefined)).toEqual({ trusted: [], declined: ['xn--bcher-kva.example'] });
  });

  it('the dialog’s Open opens and trusts the host; its next link opens without asking', async () => {
    asked.length = 0;
    answer = () => Promise.resolve(true);
    expect(await openHere('https://books.example/a', false)).toEqual({
      url: 'https://books.example/a',
      opened: true,
      approval: null,
      declined: false,
    });
    expect(await openHere('https://books.example/b')).toMatchObject({ opened: true });
    expect(asked.map((a) => a.host)).toEqual(['books.example']);
    expect(desktopOpened).toEqual(['https://books.example/a', 'https://books.example/b']);
  });

  it('asks once for links to the same new host clicked together', async () => {
    asked.length = 0;
    let release: (yes: boolean) => void = () => undefined;
    answer = () => new Promise<boolean>((resolve) => (release = resolve));
    const both = Promise.all([openHere('https://news.example/1'), openHere('https://news.example/2')]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    release(true);
    expect((await both).map((r) => r.opened)).toEqual([true, true]);
    expect(asked).toHaveLength(1);
  });

  it('never asks about the service’s own host', async () => {
    asked.length = 0;
    expect(await openHere(`${desktop.session().market.origin}/shared/documents/report.pdf`)).toMatchObject({ opened: true });
    expect(asked).toEqual([]);
  });
});
