// Fault injection: latency, 5xx errors, rate limiting (429 + Retry-After), corrupted records and
// connections dropped mid-body. Decisions come from a PRNG of their own, seeded, so that a test
// making the same requests in the same order sees the same faults.
import { declaredCheckableMembers } from './encode';
import { createRng, deriveSeed, type Rng } from './random';

interface RateLimitConfig {
  /** Requests allowed per window. */
  burst: number;
  /** Window length in seconds; defaults to retryAfterSeconds. */
  windowSeconds?: number;
  /** Window length used when windowSeconds is absent. Retry-After tells the time left in it. */
  retryAfterSeconds: number;
}

export interface FaultConfig {
  /** Delay added before every authenticated API response, in milliseconds. */
  latencyMs: number;
  /** 0..1: share of API requests answered 500, 502 or 503. */
  errorRate: number;
  /** At most `burst` API requests per window; the rest get 429 with Retry-After. null = off. */
  rateLimit: RateLimitConfig | null;
  /** 0..1: share of records in a list page replaced by a corrupted one. */
  malformedRate: number;
  /** 0..1: share of API responses cut off: part of the body is sent, then the socket destroyed. */
  dropRate: number;
  /** 0..1: share of list pages that lose some of their records (meta unchanged): a short page. */
  shortPageRate: number;
  /** 0..1: share of list pages answered with no records at all (meta unchanged). */
  emptyPageRate: number;
  /** 0..1: share of list pages served as if a record had been added since the previous page (total + 1, rows shifted). */
  shiftRate: number;
  /** 0..1: share of API responses padded with whitespace to `hugeBodyBytes`. */
  hugeBodyRate: number;
  hugeBodyBytes: number;
  /** 0..1: share of API responses sent gzip-compressed (with a huge body: a compression bomb). */
  gzipRate: number;
  /** 0..1: share of API responses whose body trickles out: half, a pause of `slowBodyMs`, the rest. */
  slowBodyRate: number;
  slowBodyMs: number;
  /** After this many authenticated API requests the token is refused (401), as if revoked mid-run. null = off. */
  unauthorizedAfter: number | null;
  /** Seed of the fault PRNG; setting it restarts the fault sequence. */
  seed: number;
}

export function defaultFaults(seed: number): FaultConfig {
  return {
    latencyMs: 0,
    errorRate: 0,
    rateLimit: null,
    malformedRate: 0,
    dropRate: 0,
    shortPageRate: 0,
    emptyPageRate: 0,
    shiftRate: 0,
    hugeBodyRate: 0,
    hugeBodyBytes: 64 << 20,
    gzipRate: 0,
    slowBodyRate: 0,
    slowBodyMs: 200,
    unauthorizedAfter: null,
    seed: deriveSeed(seed, 'faults'),
  };
}

function checkRate(name: string, value: number): void {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`${name} must be between 0 and 1, got ${value}`);
}

function validateFaults(f: FaultConfig): void {
  checkRate('errorRate', f.errorRate);
  checkRate('malformedRate', f.malformedRate);
  checkRate('dropRate', f.dropRate);
  for (const name of ['shortPageRate', 'emptyPageRate', 'shiftRate', 'hugeBodyRate', 'gzipRate', 'slowBodyRate'] as const)
    checkRate(name, f[name]);
  for (const name of ['hugeBodyBytes', 'slowBodyMs'] as const) {
    if (!(Number.isInteger(f[name]) && f[name] >= 0)) throw new RangeError(`${name} must be an integer ≥ 0, got ${f[name]}`);
  }
  if (f.unauthorizedAfter !== null && !(Number.isInteger(f.unauthorizedAfter) && f.unauthorizedAfter >= 0)) {
    throw new RangeError(`unauthorizedAfter must be an integer ≥ 0 or null, got ${f.unauthorizedAfter}`);
  }
  if (!(f.latencyMs >= 0 && Number.isFinite(f.latencyMs))) throw new RangeError(`latencyMs must be ≥ 0, got ${f.latencyMs}`);
  if (f.rateLimit) {
    const { burst, retryAfterSeconds, windowSeconds } = f.rateLimit;
    if (!(Number.isInteger(burst) && burst >= 0)) throw new RangeError(`rateLimit.burst must be an integer ≥ 0, got ${burst}`);
    if (!(retryAfterSeconds > 0)) throw new RangeError(`rateLimit.retryAfterSeconds must be > 0, got ${retryAfterSeconds}`);
    if (windowSeconds !== undefined && !(windowSeconds > 0))
      throw new RangeError(`rateLimit.windowSeconds must be > 0, got ${windowSeconds}`);
  }
}

/** How one list page is damaged, if at all. */
export type PageDamage = 'short' | 'empty' | 'shift' | null;

export type RateDecision = { limited: false } | { limited: true; retryAfter: string };

/** Live fault state: configuration, its PRNG and the rate-limit window. */
export class FaultInjector {
  private config: FaultConfig;
  private rng: Rng;
  private windowStart = 0;
  private windowCount = 0;
  private authenticated = 0;

  constructor(initial: FaultConfig) {
    validateFaults(initial);
    this.config = { ...initial };
    this.rng = createRng(initial.seed);
  }

  get current(): Readonly<FaultConfig> {
    return this.config;
  }

  update(change: Partial<FaultConfig>): void {
    const next = { ...this.config, ...change };
    validateFaults(next);
    this.config = next;
    if (change.seed !== undefined) this.rng = createRng(change.seed);
    if ('unauthorizedAfter' in change) this.authenticated = 0;
    if ('rateLimit' in change) {
      this.windowStart = 0;
      this.windowCount = 0;
    }
  }

  /** Fixed window: the first request after a window has ended opens a new one. */
  rateLimit(now: number): RateDecision {
    const limit = this.config.rateLimit;
    if (!limit) return { limited: false };
    const windowMs = (limit.windowSeconds ?? limit.retryAfterSeconds) * 1000;
    if (this.windowCount === 0 || now >= this.windowStart + windowMs) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    if (this.windowCount < limit.burst) {
      this.windowCount++;
      return { limited: false };
    }
    const end = this.windowStart + windowMs;
    const seconds = Math.max(1, Math.ceil((end - now) / 1000));
    // Both forms of RFC 9110 occur in the wild: delay-seconds and an HTTP-date.
    const retryAfter = this.rng.chance(0.5) ? String(seconds) : new Date(Math.ceil(end / 1000) * 1000 + 1000).toUTCString();
    return { limited: true, retryAfter };
  }

  /** A 5xx status to answer with, or null. */
  serverError(): 500 | 502 | 503 | null {
    if (this.config.errorRate <= 0 || !this.rng.chance(this.config.errorRate)) return null;
    return this.rng.pick([500, 502, 503] as const);
  }

  /** Counts authenticated requests; true once the token is to be refused. */
  refuseToken(): boolean {
    this.authenticated++;
    const after = this.config.unauthorizedAfter;
    return after !== null && this.authenticated > after;
  }

  pageDamage(): PageDamage {
    const { shortPageRate, emptyPageRate, shiftRate } = this.config;
    if (shortPageRate > 0 && this.rng.chance(shortPageRate)) return 'short';
    if (emptyPageRate > 0 && this.rng.chance(emptyPageRate)) return 'empty';
    if (shiftRate > 0 && this.rng.chance(shiftRate)) return 'shift';
    return null;
  }

  shouldPad(): boolean {
    return this.config.hugeBodyRate > 0 && this.rng.chance(this.config.hugeBodyRate);
  }

  shouldGzip(): boolean {
    return this.config.gzipRate > 0 && this.rng.chance(this.config.gzipRate);
  }

  shouldTrickle(): boolean {
    return this.config.slowBodyRate > 0 && this.rng.chance(this.config.slowBodyRate);
  }

  shouldDrop(): boolean {
    return this.config.dropRate > 0 && this.rng.chance(this.config.dropRate);
  }

  /** The page's records, some replaced by corrupted versions at malformedRate. */
  corruptRecords(records: unknown[]): unknown[] {
    const rate = this.config.malformedRate;
    if (rate <= 0) return records;
    return records.map((record) => (this.rng.chance(rate) ? corrupt(record, this.rng) : record));
  }
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

/**
 * One kind of damage a consumer must survive: a bad number, an impossible date, or a non-object.
 * Numbers and dates are damaged only in members declared Int, Float or Date (when the record
 * comes from the encoders): the same text in a declared String member would not be damage.
 */
function corrupt(record: unknown, rng: Rng): unknown {
  const nonObject = () => rng.pick<unknown>(['#N/A', 42, null, [], 'corrupted record']);
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return nonObject();
  const checkable = declaredCheckableMembers(record);
  const entries = Object.entries(record).filter(([key]) => checkable === undefined || checkable.has(key));
  const numeric = entries.filter(
    ([, v]) => typeof v === 'number' || (typeof v === 'string' && v !== '' && !DATE_LIKE.test(v) && Number.isFinite(Number(v))),
  );
  const dates = entries.filter(([, v]) => typeof v === 'string' && DATE_LIKE.test(v));
  const modes: Array<() => unknown> = [nonObject];
  if (numeric.length > 0) modes.push(() => ({ ...record, [rng.pick(numeric)[0]]: 'abc' }));
  if (dates.length > 0) modes.push(() => ({ ...record, [rng.pick(dates)[0]]: '2024-13-45' }));
  return rng.pick(modes)();
}
