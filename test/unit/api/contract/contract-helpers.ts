// Shared set-up of the contract tests: one simulator per test file, driven through the real
// HttpClient + MarketDataClient over HTTP, plus raw authenticated GETs to look at the wire.
import { expect } from 'vitest';
import { ApiError } from '../../../../src-main/api/http/api-error';
import { HttpClient, type HttpClientOptions } from '../../../../src-main/api/http/http-client';
import { MarketDataClient } from '../../../../src-main/api/market-data-client';
import { startSimulator, type Simulator, type SimulatorOptions } from '../../../../src-main/simulator';

/** Small waits so that retries under injected faults stay fast. */
export const FAST_RETRIES = { backoffBaseMs: 1, backoffCapMs: 5, retryAfterCapMs: 50 } as const;

export interface Contract {
  sim: Simulator;
  http: HttpClient;
  client: MarketDataClient;
  close(): Promise<void>;
}

export async function startContract(options: SimulatorOptions = {}, httpOptions: Partial<HttpClientOptions> = {}): Promise<Contract> {
  const sim = await startSimulator({ seed: 7, port: 0, ...options });
  const http = new HttpClient({ baseUrl: sim.baseUrl, token: sim.token, ...FAST_RETRIES, ...httpOptions });
  return { sim, http, client: new MarketDataClient(http), close: () => sim.close() };
}

/** The body of an authenticated GET of a service path, as JSON; fails the test unless HTTP 200. */
export async function rawJson(sim: Simulator, path: string): Promise<unknown> {
  const res = await fetch(`${sim.baseUrl}${path}`, { headers: { Authorization: `Bearer ${sim.token}` } });
  const text = await res.text();
  expect(res.status, `${path}: ${text.slice(0, 200)}`).toBe(200);
  return JSON.parse(text) as unknown;
}

export interface RawPage {
  meta: Record<string, unknown>;
  data: Array<Record<string, unknown>>;
}

export async function rawPage(sim: Simulator, path: string): Promise<RawPage> {
  return (await rawJson(sim, path)) as RawPage;
}

/** The error a promise rejects with; fails when it resolves or rejects with something else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

/**
 * The documented text matching of the simulator's filters ("ignore case and accents"), written
 * here independently of the simulator's code.
 */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export const contains = (haystack: string, needle: string) => fold(haystack).includes(fold(needle));
export const same = (a: string, b: string) => fold(a) === fold(b);

/** First, last and a middle element, without repeats: the edges plus one ordinary case. */
export function edges<T>(items: readonly T[]): T[] {
  const picked = [items[0], items[Math.floor(items.length / 2)], items[items.length - 1]].filter((x): x is T => x !== undefined);
  return [...new Set(picked)];
}

/** A value that must exist, with a readable failure when it does not. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`test data: no ${what}`);
  return value;
}
