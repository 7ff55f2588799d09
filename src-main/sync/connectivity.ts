// ONLINE / OFFLINE: network failures switch to OFFLINE quietly; a probe with growing intervals
// watches for the service to come back, and the state flips back by itself. While a window is
// looking and nothing else has been answered for a few seconds, a light probe checks the line too,
// so a service that stops while the terminal is idle shows OFFLINE at once, not at the next fetch.
// Nobody looking, no probe: an idle terminal sends nothing.
import type { ApiError } from '../api/http/api-error';

export type Connection = 'online' | 'offline';

/** How long one "a window is looking" report keeps the idle probe running (windows renew it). */
export const WATCH_LEASE_MS = 30_000;

export interface ConnectivityOptions {
  /** A cheap request to the service; resolves when it answers. */
  probe(signal: AbortSignal): Promise<unknown>;
  onChange(state: Connection): void;
  firstProbeMs?: number;
  maxProbeMs?: number;
  /** Silence (no answer from the service) after which a watched, online terminal probes. */
  idleProbeMs?: number;
}

/** Failures that mean "cannot reach the service", as opposed to "the service said no". */
export function isOfflineError(err: unknown): err is ApiError {
  const kind = (err as { kind?: unknown } | null)?.kind;
  return kind === 'network' || kind === 'timeout';
}

export class Connectivity {
  private current: Connection = 'online';
  private timer: NodeJS.Timeout | null = null;
  private probing: AbortController | null = null;
  private delay: number;
  private waiters: Array<() => void> = [];
  private watchedUntil = 0;
  private lastAnswer = Date.now();
  private idleTimer: NodeJS.Timeout | null = null;
  private idleProbing: AbortController | null = null;

  constructor(private readonly options: ConnectivityOptions) {
    this.delay = options.firstProbeMs ?? 2000;
  }

  get state(): Connection {
    return this.current;
  }

  markOffline(): void {
    if (this.current === 'offline') return;
    this.stopIdleProbe();
    this.current = 'offline';
    this.delay = this.options.firstProbeMs ?? 2000;
    this.options.onChange('offline');
    this.schedule();
  }

  /** The service answered (any request): online, and the idle probe waits for a new silence. */
  markOnline(): void {
    this.lastAnswer = Date.now();
    if (this.current === 'online') return;
    this.stopProbe();
    this.current = 'online';
    this.options.onChange('online');
    for (const wake of this.waiters.splice(0)) wake();
    this.scheduleIdleProbe();
  }

  /** A window shows the terminal: keep an eye on the line for the next `forMs`. */
  watch(forMs: number = WATCH_LEASE_MS): void {
    this.watchedUntil = Math.max(this.watchedUntil, Date.now() + forMs);
    this.scheduleIdleProbe();
  }

  /** Resolves when online (at once if already). */
  whenOnline(): Promise<void> {
    return this.current === 'online' ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  dispose(): void {
    this.stopProbe();
    this.stopIdleProbe();
    this.watchedUntil = 0;
    for (const wake of this.waiters.splice(0)) wake();
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.runProbe(), this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, this.options.maxProbeMs ?? 30_000);
  }

  private async runProbe(): Promise<void> {
    this.timer = null;
    this.probing = new AbortController();
    try {
      await this.options.probe(this.probing.signal);
      this.markOnline();
    } catch {
      if (this.current === 'offline' && this.probing && !this.probing.signal.aborted) this.schedule();
    } finally {
      this.probing = null;
    }
  }

  private stopProbe(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.probing?.abort();
  }

  private get idleMs(): number {
    return this.options.idleProbeMs ?? 5000;
  }

  /** Arms the idle probe for when the current silence reaches idleMs (online and watched only). */
  private scheduleIdleProbe(): void {
    if (this.current !== 'online' || this.idleTimer || this.idleProbing || Date.now() >= this.watchedUntil) return;
    const wait = Math.max(0, this.lastAnswer + this.idleMs - Date.now());
    this.idleTimer = setTimeout(() => void this.runIdleProbe(), wait);
    this.idleTimer.unref();
  }

  private async runIdleProbe(): Promise<void> {
    this.idleTimer = null;
    if (this.current !== 'online' || Date.now() >= this.watchedUntil) return; // nobody looking: no traffic
    if (Date.now() - this.lastAnswer < this.idleMs) return this.scheduleIdleProbe(); // answered meanwhile
    const controller = new AbortController();
    this.idleProbing = controller;
    try {
      await this.options.probe(controller.signal);
    } catch {
      if (this.idleProbing !== controller) return; // stopped meanwhile (offline already, or disposed)
      this.idleProbing = null;
      return this.markOffline();
    }
    if (this.idleProbing !== controller) return;
    this.idleProbing = null;
    this.markOnline();
    this.scheduleIdleProbe();
  }

  private stopIdleProbe(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.idleProbing?.abort();
    this.idleProbing = null;
  }
}
