// Shared helpers for the cache / sync engine / command-line tests: temp databases, a simulator
// wired to a real HttpClient, a fetch that records (and can hold) requests, and the simulator's
// own data in the shape `datasetRecords` exports.
import { expect } from 'vitest';
import type { HttpClientOptions } from '../../../src-main/api/http/http-client';
import { connectMarket, type MarketConnection } from '../../../src-main/core/market-connection';
import { DATASET_NAMES } from '../../../src-main/store/datasets';
import type { Store } from '../../../src-main/store/store';
import { runOffline, type OfflineProgress } from '../../../src-main/sync/offline-run';
import { SyncEngine, type SyncEngineOptions } from '../../../src-main/sync/sync-engine';
import type { Simulator } from '../../../src-main/simulator';
import { expectedRecords, firstDifference, tempDir } from './records';

/** Retries that do not slow a test down: the same policy, milliseconds instead of seconds. */
const FAST_HTTP: Partial<HttpClientOptions> = {
  retries: 4,
  backoffBaseMs: 5,
  backoffCapMs: 40,
  retryAfterCapMs: 100,
  timeoutMs: 10_000,
};

/** A fetch that records every URL it is asked for; `hold()` makes new requests wait until released. */
export interface RecordingFetch {
  fetch: typeof fetch;
  urls: URL[];
  /** HTTP status of every answer received (requests that failed outright are not in it). */
  statuses: number[];
  /** Requests whose path starts with this prefix (e.g. /api/v1/shares/historic/12). */
  matching(prefix: string): URL[];
  /** From now on, requests wait (abortably) until `release()`. */
  hold(): void;
  release(): void;
  /** Resolves once `n` requests have been seen in total. */
  seen(n: number): Promise<void>;
  clear(): void;
}

export function recordingFetch(): RecordingFetch {
  const urls: URL[] = [];
  const statuses: number[] = [];
  let gate: Promise<void> | null = null;
  let open: (() => void) | null = null;
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const wrapped = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    for (const w of waiters.filter((w) => urls.length >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
    const held = gate;
    if (held) {
      const signal = init?.signal ?? undefined;
      await new Promise<void>((resolve, reject) => {
        const reason = () => (signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
        if (signal?.aborted) return reject(reason());
        signal?.addEventListener('abort', () => reject(reason()), { once: true });
        void held.then(resolve);
      });
    }
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
  return {
    fetch: wrapped,
    urls,
    statuses,
    matching: (prefix) => urls.filter((u) => u.pathname.startsWith(prefix)),
    hold() {
      gate ??= new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      open?.();
      gate = null;
      open = null;
    },
    seen: (n) => (urls.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve }))),
    clear: () => {
      urls.splice(0);
      statuses.splice(0);
    },
  };
}

/** The query of a request as a plain object, paging left out. */
export function rangeOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (k !== 'limit' && k !== 'page') out[k] = v;
  return out;
}

export async function connect(sim: Pick<Simulator, 'baseUrl' | 'token'>, http: Partial<HttpClientOptions> = {}): Promise<MarketConnection> {
  return connectMarket(
    { kind: 'remote', baseUrl: sim.baseUrl },
    { token: sim.token, origin: new URL(sim.baseUrl).origin },
    { ...FAST_HTTP, ...http },
  );
}

export function engineFor(store: Store, connection: MarketConnection, options: Partial<SyncEngineOptions> = {}): SyncEngine {
  return new SyncEngine({ store, client: connection.client, sourceLabel: connection.info.label, probe: connection.probe, ...options });
}

/** A full "make available offline" run into `store`; throws unless it finished cleanly. */
export async function fullSync(store: Store, sim: Simulator): Promise<OfflineProgress> {
  const connection = await connect(sim);
  const engine = engineFor(store, connection);
  try {
    const result = await runOffline(engine, store);
    if (result.state !== 'done' || result.failed) throw new Error(`full sync did not finish: ${JSON.stringify(result)}`);
    return result;
  } finally {
    engine.dispose();
    await connection.close();
  }
}

/**
 * Same records in the same order, whatever order their fields come in (fast on 100,000s of
 * records); on a difference, the first differing record is shown.
 */
export function expectSameRecords(got: readonly unknown[], expected: readonly unknown[], label: string): void {
  expect(got.length, label).toBe(expected.length);
  const first = firstDifference(got, expected);
  if (first === null) return;
  expect(got[first], `${label} record #${first}`).toEqual(expected[first]);
  expect.unreachable(`${label}: records differ`);
}

export { DATASET_NAMES, expectedRecords, tempDir };
