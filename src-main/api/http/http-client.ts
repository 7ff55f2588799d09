// GET JSON from the service: Bearer token, keep-alive (Node's fetch pools connections), a timeout
// per attempt, caller cancellation, at most `concurrency` requests in flight (p-queue), and
// retries with exponential backoff and full jitter (p-retry) for failures worth retrying.
import pRetry from 'p-retry';
import PQueue from 'p-queue';
import { carriesSecretsSafely } from '../../security/loopback';
import { ApiError } from './api-error';
import { DEFAULT_MAX_BODY_BYTES, readBodyCapped } from './read-body';
import { parseRetryAfter } from './retry-after';

export interface HttpClientOptions {
  /** The service root, ending with its api path segment; paths like /v1/shares are appended. */
  baseUrl: string;
  token: string;
  /** The origin the token belongs to (default: the base URL's); it is sent to no other. */
  tokenOrigin?: string;
  /** Per attempt, headers and body included. */
  timeoutMs?: number;
  concurrency?: number;
  /** Retries after the first attempt, for network, timeout, 5xx and 429 failures. */
  retries?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Longest wait a server may ask for with Retry-After. */
  retryAfterCapMs?: number;
  /** Largest decompressed response body; a larger one fails the request (not retried). */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
  /** Source of jitter; injectable for tests. */
  random?: () => number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Higher runs first when requests queue up (visible panes before background sync). */
  priority?: number;
}

export type Query = Record<string, string | number | undefined>;

const MAX_REDIRECTS = 5;

function abortError(path: string): ApiError {
  return new ApiError('aborted', `request for ${path} was cancelled`, { path });
}

function sleep(ms: number, signal: AbortSignal | undefined, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(path));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(path));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `task` on a signal of its own that follows the caller's. p-queue 8 never removes the abort
 * listener it adds to a task's signal: handed the caller's signal, every attempt and retry of a
 * long-lived job (a sync job, the offline probe) left one more on it (MaxListenersExceededWarning).
 */
async function onOwnSignal<T>(signal: AbortSignal | undefined, task: (own: AbortSignal | undefined) => Promise<T>): Promise<T> {
  if (!signal) return task(undefined);
  const own = new AbortController();
  const follow = () => own.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  try {
    return await task(own.signal);
  } finally {
    signal.removeEventListener('abort', follow);
  }
}

function errorForStatus(status: number, path: string, retryAfterMs: number | null): ApiError {
  const details = { status, path, ...(retryAfterMs !== null ? { retryAfterMs } : {}) };
  if (status === 401 || status === 403)
    return new ApiError('auth', `the service refused the access token (HTTP ${status}) for ${path}`, details);
  if (status === 404) return new ApiError('not-found', `not found: ${path}`, details);
  if (status === 429) return new ApiError('rate-limited', `rate limited by the service on ${path}`, details);
  if (status >= 500) return new ApiError('server', `the service failed with HTTP ${status} on ${path}`, details);
  return new ApiError('client', `the service rejected ${path} with HTTP ${status}`, details);
}

export class HttpClient {
  private readonly base: URL;
  private readonly tokenOrigin: string;
  private readonly queue: PQueue;
  private readonly fetchImpl: typeof fetch;
  private readonly random: () => number;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoffBaseMs: number;
  private readonly backoffCapMs: number;
  private readonly retryAfterCapMs: number;
  private readonly maxBodyBytes: number;

  constructor(private readonly options: HttpClientOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.tokenOrigin = options.tokenOrigin ?? this.base.origin;
    this.queue = new PQueue({ concurrency: options.concurrency ?? 6 });
    this.fetchImpl = options.fetch ?? fetch;
    // Node's fetch keeps a timing entry per request for performance.getEntries() (up to 250 a
    // thread, about 1.5 KiB each), which nothing here reads: a session's syncs filled it for nothing.
    performance.setResourceTimingBufferSize(0);
    this.random = options.random ?? Math.random;
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.retries = options.retries ?? 4;
    this.backoffBaseMs = options.backoffBaseMs ?? 300;
    this.backoffCapMs = options.backoffCapMs ?? 10_000;
    this.retryAfterCapMs = options.retryAfterCapMs ?? 60_000;
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  }

  get origin(): string {
    return this.base.origin;
  }

  /** Absolute URL of a service path such as /v1/shares. */
  url(path: string, query: Query = {}): URL {
    const url = new URL(path.replace(/^\//, ''), this.base);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    return url;
  }

  /** GET a JSON document; resolves with the parsed body or rejects with an ApiError. */
  async getJson(path: string, query: Query = {}, options: RequestOptions = {}): Promise<unknown> {
    const url = this.url(path, query);
    const label = url.pathname + url.search;
    const { signal } = options;
    return pRetry(
      async () => {
        try {
          return await onOwnSignal(signal, (own) =>
            this.queue.add(() => this.attempt(url, label, signal), { priority: options.priority ?? 0, ...(own ? { signal: own } : {}) }),
          );
        } catch (err) {
          if (err instanceof ApiError) throw err;
          if (signal?.aborted) throw abortError(label);
          throw err;
        }
      },
      {
        retries: this.retries,
        minTimeout: 0, // our own wait happens in onFailedAttempt: full jitter, or what Retry-After asks
        factor: 1,
        shouldRetry: ({ error }) => error instanceof ApiError && error.retryable,
        onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
          if (!(error instanceof ApiError) || !error.retryable || retriesLeft === 0) return;
          await sleep(this.delayBeforeRetry(error, attemptNumber), signal, label);
        },
      },
    );
  }

  /**
   * Where a redirect may lead: the same origin (scheme, host and port) only. Anything else (another
   * host, this machine or a private address behind a public service, another scheme) fails the
   * request, and the token never goes there.
   */
  private sameOriginRedirect(location: string, from: URL, label: string): URL {
    let target: URL | null;
    try {
      target = new URL(location, from);
    } catch {
      target = null;
    }
    if (target?.origin !== this.base.origin) {
      const where = target ? target.origin : JSON.stringify(location.slice(0, 100));
      throw new ApiError(
        'bad-response',
        `the service redirected ${label} to ${where}: only redirects within ${this.base.origin} are followed`,
        {
          path: label,
        },
      );
    }
    return target;
  }

  /** Full jitter: a random wait up to an exponentially growing, capped bound. */
  private delayBeforeRetry(error: ApiError, attemptNumber: number): number {
    if (error.details.retryAfterMs !== undefined) return error.details.retryAfterMs;
    const bound = Math.min(this.backoffCapMs, this.backoffBaseMs * 2 ** (attemptNumber - 1));
    return Math.floor(this.random() * bound);
  }

  private async attempt(url: URL, label: string, signal: AbortSignal | undefined): Promise<unknown> {
    if (signal?.aborted) throw abortError(label);
    // One signal per attempt, aborted by the caller or the timeout: AbortSignal.timeout and .any
    // made three signals per request, each tracked until collected, over thousands of pages.
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, this.timeoutMs);
    const follow = () => attempt.abort(signal?.reason);
    signal?.addEventListener('abort', follow, { once: true });
    const combined = attempt.signal;
    const failed = (err: unknown): ApiError => {
      if (signal?.aborted) return abortError(label);
      if (timedOut) return new ApiError('timeout', `no answer from the service within ${this.timeoutMs} ms for ${label}`, { path: label });
      const reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      return new ApiError('network', `cannot reach the service for ${label}: ${reason}`, { path: label });
    };

    try {
      let current = url;
      for (let hop = 0; ; hop++) {
        let response: Response;
        try {
          response = await this.fetchImpl(current, {
            method: 'GET',
            redirect: 'manual', // so the token is never carried to another origin
            signal: combined,
            headers: {
              Accept: 'application/json',
              // Never an empty `Bearer `, never in clear over the network (plain http only to loopback).
              ...(current.origin === this.base.origin &&
              current.origin === this.tokenOrigin &&
              this.options.token &&
              carriesSecretsSafely(current)
                ? { Authorization: `Bearer ${this.options.token}` }
                : {}),
            },
          });
        } catch (err) {
          throw failed(err);
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => undefined);
          if (hop >= MAX_REDIRECTS) throw new ApiError('bad-response', `too many redirects for ${label}`, { path: label });
          current = this.sameOriginRedirect(location, current, label);
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          // 503 may carry Retry-After as well as 429 (RFC 9110 §10.2.3).
          const mayAskToWait = response.status === 429 || response.status === 503;
          throw errorForStatus(
            response.status,
            label,
            mayAskToWait ? parseRetryAfter(response.headers.get('retry-after'), this.retryAfterCapMs) : null,
          );
        }
        let text: string;
        try {
          text = await readBodyCapped(response, this.maxBodyBytes, label);
        } catch (err) {
          if (err instanceof ApiError) throw err;
          throw failed(err); // e.g. the connection dropped mid-body
        }
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new ApiError('bad-response', `the service sent something that is not JSON for ${label}`, {
            status: response.status,
            path: label,
          });
        }
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    }
  }
}
