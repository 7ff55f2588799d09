import { describe, expect, it, vi } from 'vitest';
import { SyncStatusTracker } from '../../../src-main/core/sync-status';
import { Store } from '../../../src-main/store/store';

describe('the sync status pushes', () => {
  it('push nothing after dispose, even when the worker reports while the core closes', () => {
    vi.useFakeTimers();
    try {
      const store = Store.open(':memory:');
      const pushed: unknown[] = [];
      const worker = { state: { connection: 'online' as const, authProblem: null, pending: 0 }, problem: null };
      const tracker = new SyncStatusTracker(store, worker, (s) => pushed.push(s), 'demo');
      tracker.changed();
      vi.advanceTimersByTime(1000);
      expect(pushed).toHaveLength(1);
      tracker.dispose();
      tracker.changed(); // a late report from the closing worker
      store.close();
      expect(() => vi.advanceTimersByTime(1000)).not.toThrow(); // it used to read the closed cache
      expect(pushed).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
