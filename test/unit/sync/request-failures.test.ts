// "Unreachable" is not "reachable, but this request fails"; and a refused token stops all fetching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { Store } from '../../../src-main/store/store';
import { connect, engineFor, recordingFetch, tempDir } from './helpers';

let sim: Simulator;
let store: Store;
const tmp = tempDir('request-failures');
beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
  store = Store.open(tmp.file('cache.db'));
});
afterAll(async () => {
  store.close();
  await sim.close();
  tmp.remove();
});

describe('a request that always times out while the service answers', () => {
  it('fails that request with its reason, within bounded retries, and the terminal stays ONLINE', async () => {
    const rec = recordingFetch();
    // Board requests hang until their timeout; everything else (the probe included) answers.
    const hanging: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/board-of-directors/')
        ? new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error), { once: true }),
          )
        : rec.fetch(input, init);
    // The timeout leaves the probe room to answer on a busy machine.
    const connection = await connect(sim, { fetch: hanging, timeoutMs: 1000, retries: 1 });
    const states: string[] = [];
    const engine = engineFor(store, connection, { firstProbeMs: 10, maxProbeMs: 20, onConnection: (s) => states.push(s) });
    try {
      const share = String(sim.dataset.shares[0]?.id);
      const result = await engine.refresh('share-board', share);
      expect(result).toMatchObject({ outcome: 'error', error: expect.stringContaining('no answer from the service within 1000 ms') });
      expect(states).toEqual([]); // never flipped to OFFLINE
      expect(engine.connectivity.state).toBe('online');
      expect(store.freshness.get('share-board', share)).toMatchObject({ outcome: 'error' });
    } finally {
      engine.dispose();
      await connection.close();
    }
  });
});

describe('a service that comes back while a request is failing', () => {
  it('tries the request once more when the probe finds it, and the list lands', async () => {
    const rec = recordingFetch();
    // The fund list finds nobody for its first try and its retry; by then the service is back.
    let refused = 0;
    const comingBack: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/v1/funds?') && refused++ < 2
        ? Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }))
        : rec.fetch(input, init);
    const connection = await connect(sim, { fetch: comingBack, retries: 1 });
    const engine = engineFor(store, connection, { firstProbeMs: 10, maxProbeMs: 20 });
    try {
      expect(await engine.refresh('funds')).toMatchObject({ outcome: 'ok' });
      expect(store.freshness.get('funds', '')).toMatchObject({ outcome: 'ok' });
      expect(store.data.funds.list().length).toBe(sim.dataset.funds.length);
    } finally {
      engine.dispose();
      await connection.close();
    }
  });
});

describe('after the service refuses the token', () => {
  it('sends nothing more until the settings change (a new session)', async () => {
    const rec = recordingFetch();
    const connection = await connect({ baseUrl: sim.baseUrl, token: 'revoked' }, { fetch: rec.fetch });
    const engine = engineFor(store, connection);
    try {
      expect(await engine.refresh('countries')).toMatchObject({ outcome: 'error', error: expect.stringContaining('HTTP 401') });
      const sent = rec.urls.length;
      expect(await engine.refresh('funds')).toMatchObject({ outcome: 'error', error: expect.stringContaining('HTTP 401') });
      expect(await engine.refresh('share-board', '1')).toMatchObject({ outcome: 'error' });
      expect(rec.urls.length).toBe(sent);
      expect(engine.stoppedByAuth).toContain('refused the access token');
    } finally {
      engine.dispose();
      await connection.close();
    }
  });
});
