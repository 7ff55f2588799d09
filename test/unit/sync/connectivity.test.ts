// The idle watch on the line: while a window looks at the terminal and nothing has been answered
// for a few seconds, a light probe runs, so a service that stopped shows OFFLINE within seconds
// (not at the next fetch); nobody looking, nothing sent; OFFLINE probes back off; an answer
// brings ONLINE back. Fake timers: the intervals are the real ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connectivity, type Connection } from '../../../src-main/sync/connectivity';

const unreachable = () => Object.assign(new Error('connect ECONNREFUSED'), { kind: 'network' });

function line() {
  let up = true;
  const states: Connection[] = [];
  const probeTimes: number[] = [];
  const start = Date.now();
  const connectivity = new Connectivity({
    probe: () => {
      probeTimes.push(Date.now() - start);
      return up ? Promise.resolve() : Promise.reject(unreachable());
    },
    onChange: (state) => states.push(state),
  });
  return {
    connectivity,
    states,
    probeTimes,
    stop: () => void (up = false),
    restart: () => void (up = true),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectivity while idle', () => {
  it('turns OFFLINE within a few seconds of the service stopping while a window looks', async () => {
    const l = line();
    l.connectivity.watch(30_000);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(l.states).toEqual([]); // the service answers the idle probes
    expect(l.probeTimes.length).toBeGreaterThan(0);
    l.stop();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(l.states).toEqual(['offline']);
    l.connectivity.dispose();
  });

  it('sends nothing when no window looks, and stops once the watch lapses', async () => {
    const l = line();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(l.probeTimes).toEqual([]);
    l.connectivity.watch(30_000);
    await vi.advanceTimersByTimeAsync(120_000);
    const during = l.probeTimes.filter((t) => t <= 120_000 + 30_000).length;
    expect(during).toBeGreaterThan(0);
    expect(l.probeTimes.length).toBe(during); // none after the lease
    l.connectivity.dispose();
  });

  it('does not probe while requests are being answered', async () => {
    const l = line();
    l.connectivity.watch(60_000);
    for (let i = 0; i < 20; i++) {
      l.connectivity.markOnline(); // a fetch succeeded
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(l.probeTimes).toEqual([]);
    l.connectivity.dispose();
  });

  it('backs off while OFFLINE and turns ONLINE again when the service answers', async () => {
    const l = line();
    l.connectivity.watch(600_000);
    l.stop();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(l.states).toEqual(['offline']);
    const offlineAt = l.probeTimes.at(-1) ?? 0;
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = l.probeTimes
      .filter((t) => t >= offlineAt)
      .map((t, i, all) => (i === 0 ? null : t - (all[i - 1] ?? 0)))
      .filter((g): g is number => g !== null);
    expect(gaps.slice(0, 4)).toEqual([2_000, 4_000, 8_000, 16_000]);
    l.restart();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(l.states).toEqual(['offline', 'online']);
    l.connectivity.dispose();
  });
});
