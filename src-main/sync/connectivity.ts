// ONLINE / OFFLINE: network failures switch to OFFLINE quietly; a probe with growing intervals
// watches for the service to come back, and the state flips back by itself.
import type { ApiError } from '../api/http/api-error';

export type Connection = 'online' | 'offline';

export interface ConnectivityOptions {
  /** A cheap request to the service; resolves when it answers. */
  probe(signal: AbortSignal): Promise<unknown>;
  onChange(state: Connection): void;
  firstProbeMs?: number;
  maxProbeMs?: number;
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

  constructor(private readonly options: ConnectivityOptions) {
    this.delay = options.firstProbeMs ?? 2000;
  }

  get state(): Connection {
    return this.current;
  }

  markOffline(): void {
    if (this.current === 'offline') return;
    this.current = 'offline';
    this.delay = this.options.firstProbeMs ?? 2000;
    this.options.onChange('offline');
    this.schedule();
  }

  markOnline(): void {
    if (this.current === 'online') return;
    this.stopProbe();
    this.current = 'online';
    this.options.onChange('online');
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when online (at once if already). */
  whenOnline(): Promise<void> {
    return this.current === 'online' ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  dispose(): void {
    this.stopProbe();
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
}
