// The worker's reports to the host. A group commit lands many requests at once, and a message
// each cost the worker more than storing a small page: the updates of one turn go as one message.
// Any other report sends the updates gathered before it first, so the host sees them in order.
import type { SyncReport, UpdatedRequest } from '../core/threads/protocol';

export interface Reports {
  report: (message: SyncReport) => void;
  /** Announced with the others of this turn, once its synchronous work is done. */
  updated: (update: UpdatedRequest) => void;
}

export function reportsTo(post: (message: SyncReport) => void): Reports {
  const pending: UpdatedRequest[] = [];
  const flush = () => {
    if (pending.length) post({ type: 'updated', updates: pending.splice(0) });
  };
  return {
    report(message) {
      flush();
      post(message);
    },
    updated(update) {
      if (pending.length === 0) queueMicrotask(flush);
      pending.push(update);
    },
  };
}
