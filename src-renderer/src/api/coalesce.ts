// Identical reads in flight share one request. At start the ticker and the alerts (and CAL, when
// open) each read the whole events list (21,854 records at 10x), and a `data.updated` push makes
// each of them read it again: one answer serves them all, so the core reads and serialises it and
// the page decodes it once. A shared read is cancelled in main only once every caller cancelled.
import type { Envelope, MethodName } from '../../../src-main/ipc/contract';
import { CANCELLED } from './transport';

/** Reads only: their answer depends on the input alone, and callers never change what they get. */
const SHARED: ReadonlySet<MethodName> = new Set<MethodName>(['data.read', 'data.series']);

type Invoke = (method: MethodName, input: unknown, signal?: AbortSignal) => Promise<Envelope<unknown>>;

interface Shared {
  answer: Promise<Envelope<unknown>>;
  controller: AbortController;
  /** Callers still waiting for the answer. */
  waiting: number;
}

/** One caller's wait for a shared answer: CANCELLED as soon as its own signal aborts. */
function waitFor(shared: Shared, signal: AbortSignal | undefined): Promise<Envelope<unknown>> {
  shared.waiting++;
  if (!signal) return shared.answer;
  return new Promise((resolve) => {
    const onAbort = () => {
      if (--shared.waiting === 0) shared.controller.abort();
      resolve(CANCELLED);
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    void shared.answer.then((envelope) => {
      signal.removeEventListener('abort', onAbort);
      resolve(envelope);
    });
  });
}

/**
 * Wraps a transport's invoke. `changed` must be called on every `data.updated` push before the
 * screens hear of it: a read asked for after the push must not join one sent before the write.
 */
export function coalesceReads(invoke: Invoke): { invoke: Invoke; changed(): void } {
  const inFlight = new Map<string, Shared>();
  return {
    invoke(method, input, signal) {
      if (!SHARED.has(method)) return invoke(method, input, signal);
      const key = `${method}\u0000${JSON.stringify(input ?? null)}`;
      let shared = inFlight.get(key);
      if (!shared) {
        const controller = new AbortController();
        // Done, or nobody waits for it any more: the next caller asks again.
        const forget = () => inFlight.get(key)?.controller === controller && inFlight.delete(key);
        shared = { answer: invoke(method, input, controller.signal).finally(forget), controller, waiting: 0 };
        controller.signal.addEventListener('abort', forget, { once: true });
        inFlight.set(key, shared);
      }
      return waitFor(shared, signal);
    },
    changed: () => inFlight.clear(),
  };
}
