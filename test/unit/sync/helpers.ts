// Shared helpers for the cache / sync engine / command-line tests: temp databases, a simulator
// wired to a real HttpClient, a fetch that records (and can hold) requests, and the simulator's
// own data in the shape `datasetRecords` exports.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { HttpClientOptions } from '../../../src-main/api/http/http-client';
import { connectMarket, type MarketConnection } from '../../../src-main/core/market-connection';
import { DATASET_NAMES, type DatasetName } from '../../../src-main/store/datasets';
import type { Store } from '../../../src-main/store/store';
import { runOffline, type OfflineProgress } from '../../../src-main/sync/offline-run';
import { SyncEngine, type SyncEngineOptions } from '../../../src-main/sync/sync-engine';
import type { Dataset, Simulator } from '../../../src-main/simulator';

/** Retries that do not slow a test down: the same policy, milliseconds instead of seconds. */
const FAST_HTTP: Partial<HttpClientOptions> = {
  retries: 4,
  backoffBaseMs: 5,
  backoffCapMs: 40,
  retryAfterCapMs: 100,
  timeoutMs: 10_000,
};

export function tempDir(prefix: string): { dir: string; file(name: string): string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `mt-${prefix}-`));
  return { dir, file: (name) => path.join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

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

const byId = <T extends { id: number }>(items: readonly T[]) => [...items].sort((a, b) => a.id - b.id);

/** Parent key and child records per parent, parents ascending, as the export orders them. */
function children<R extends object>(
  key: string,
  parents: readonly number[],
  get: (id: number) => readonly R[] | undefined,
): Record<string, unknown>[] {
  return [...parents].sort((a, b) => a - b).flatMap((id) => (get(id) ?? []).map((r) => ({ [key]: id, ...r })));
}

/** What `datasetRecords(store, dataset)` must yield once everything is synced: the simulator's data. */
export function expectedRecords(ds: Dataset, dataset: DatasetName): Record<string, unknown>[] {
  const shareIds = ds.shares.map((s) => s.id);
  const fundIds = ds.funds.map((f) => f.id);
  const eventIds = ds.events.map((e) => e.id);
  const countryIds = ds.countries.map((c) => c.id);
  switch (dataset) {
    case 'shares':
      return byId(ds.shares) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'share-prices':
      return children('share_id', shareIds, (id) => ds.sharePrices.get(id));
    case 'share-history':
      return children('share_id', shareIds, (id) => ds.shareHistory.get(id));
    case 'share-financials':
      return children('share_id', shareIds, (id) => ds.financials.get(id));
    case 'share-board':
      return children('share_id', shareIds, (id) => ds.board.get(id));
    case 'share-executives':
      return children('share_id', shareIds, (id) => ds.executives.get(id));
    case 'share-auditors':
      return children('share_id', shareIds, (id) => ds.auditors.get(id));
    case 'share-shareholders':
      return children('share_id', shareIds, (id) => ds.shareholders.get(id));
    case 'share-diary':
      return children('share_id', shareIds, (id) => ds.diary.get(id));
    case 'share-documents':
      return children('share_id', shareIds, (id) => ds.documents.get(id));
    case 'share-ratings':
      return children('share_id', shareIds, (id) => ds.ratings.get(id));
    case 'funds':
      return byId(ds.funds) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'fund-valuations':
      return children('fund_id', fundIds, (id) => ds.fundValuations.get(id));
    case 'fund-documents':
      return children('fund_id', fundIds, (id) => ds.fundDocuments.get(id)?.documents);
    case 'events':
      return byId(ds.events) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'event-history':
      return children('event_id', eventIds, (id) => ds.eventHistory.get(id));
    case 'countries':
      return byId(ds.countries) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'country-indicators':
      return children('country_id', countryIds, (id) => ds.indicators.get(id));
    case 'country-links':
      return children('country_id', countryIds, (id) => ds.links.get(id));
  }
}

/** Every property name used at any depth of these records. */
function keysOf(records: readonly unknown[], into = new Set<string>()): Set<string> {
  for (const r of records) {
    if (r === null || typeof r !== 'object') continue;
    for (const [k, v] of Object.entries(r)) {
      into.add(k);
      if (v !== null && typeof v === 'object') keysOf([v], into);
    }
  }
  return into;
}

/**
 * Same records in the same order, whatever order their fields come in. Fast on 100,000s of
 * records: a sorted replacer array makes JSON.stringify canonical at every depth.
 */
export function expectSameRecords(got: readonly unknown[], expected: readonly unknown[], label: string): void {
  expect(got.length, label).toBe(expected.length);
  const keys = [...keysOf(expected, keysOf(got))].sort();
  if (JSON.stringify(got, keys) === JSON.stringify(expected, keys)) return;
  const first = got.findIndex((r, i) => JSON.stringify(r, keys) !== JSON.stringify(expected[i], keys));
  expect(got[first], `${label} record #${first}`).toEqual(expected[first]);
  expect.unreachable(`${label}: records differ`);
}

export { DATASET_NAMES };
